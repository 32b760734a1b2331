internal import CLibXML2

/// Parses template source with libxml2's HTML parser and turns its errors
/// into `XMLError`s.
enum HTMLParsing {
    /// No network, no default HTML 4 DOCTYPE, input is UTF-8 whatever `<meta>`
    /// says, no warnings. `HTML_PARSE_NOIMPLIED` is deliberately *not* used:
    /// in libxml2 2.9 it makes the parser ignore the end tag of the first
    /// top-level element, nesting all following siblings inside it. Without
    /// it a fragment is wrapped in implied `<html><body>`, which is what an
    /// HTML5 parser does too.
    static let options = Int32(bitPattern: HTML_PARSE_NONET.rawValue | HTML_PARSE_NODEFDTD.rawValue | HTML_PARSE_IGNORE_ENC.rawValue | HTML_PARSE_NOWARNING.rawValue)

    /// libxml2 2.9 implements HTML 4: every HTML5 element (`main`, `nav`,
    /// `svg`, …) is reported as "Tag … invalid". Those reports are ignored;
    /// every other error is fatal.
    static let ignoredErrorCodes: Set<Int32> = [Int32(XML_HTML_UNKNOWN_TAG.rawValue)]

    /// Returns a document the caller must free with `xmlFreeDoc`.
    static func parse(_ source: String, fileName: String) throws(XMLError) -> xmlDocPtr {
        LibXML2.ensureInitialized()
        let bytes = Array(source.utf8)
        guard !bytes.isEmpty else { throw XMLError(file: fileName, message: "template is empty") }
        guard bytes.count < Int(Int32.max) else { throw XMLError(file: fileName, message: "template is too large") }

        let capture = LibXML2ErrorCapture()
        let parsed: xmlDocPtr? = capture.run {
            LibXML2.withMemory(bytes) { pointer, count in htmlReadMemory(pointer, count, fileName, "UTF-8", options) }
        }
        let errors = capture.entries.filter {
            $0.level >= Int32(XML_ERR_ERROR.rawValue) && !ignoredErrorCodes.contains($0.code)
        }
        if let first = errors.first {
            if let parsed { xmlFreeDoc(parsed) }
            let more = errors.count > 1 ? " (and \(errors.count - 1) more error\(errors.count > 2 ? "s" : ""))" : ""
            throw XMLError(
                file: fileName, line: first.line > 0 ? first.line : nil,
                column: first.column > 0 ? first.column : nil, message: first.message + more)
        }
        guard let doc = parsed else { throw XMLError(file: fileName, message: "libxml2 could not parse the template") }
        moveContentOutOfVoidElements(from: doc.pointee.children)
        dropLeadingNewlines(in: doc)
        return doc
    }

    /// libxml2 does not know `source`, `track` or `wbr` are void, so in
    /// `<p>a<wbr>b</p>` it makes "b" a child of `<wbr>`. Move such children
    /// back to where an HTML5 parser puts them: right after the element.
    static func moveContentOutOfVoidElements(from first: xmlNodePtr?) {
        var node = first
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE {
                if HTMLVocabulary.voidElementsUnknownToLibXML2.contains(HTMLTree.name(current)) {
                    var anchor = current
                    while let child = current.pointee.children {
                        xmlUnlinkNode(child)
                        // May merge adjacent text (freeing `child`); returns the surviving node.
                        guard let placed = xmlAddNextSibling(anchor, child) else {
                            xmlFreeNode(child)
                            continue
                        }
                        anchor = placed
                    }
                }
                moveContentOutOfVoidElements(from: current.pointee.children)
            }
            node = current.pointee.next
        }
    }

    /// HTML5 ignores a newline directly after `<pre>`, `<textarea>` and
    /// `<listing>`; libxml2 2.9 keeps it. Drop it so the tree holds the text a
    /// browser sees (the serializer writes it back).
    static func dropLeadingNewlines(in doc: xmlDocPtr) {
        var texts: [xmlNodePtr] = []
        HTMLTree.forEachElement(in: doc) { element in
            guard HTMLVocabulary.dropsLeadingNewline(HTMLTree.name(element)),
                  let first = element.pointee.children, first.pointee.type == XML_TEXT_NODE,
                  first.pointee.content?.pointee == UInt8(ascii: "\n") else { return }
            texts.append(first)
        }
        for text in texts {
            guard let content = text.pointee.content else { continue }
            if content[1] == 0 {
                xmlUnlinkNode(text)
                xmlFreeNode(text)
            } else {
                // Copy first: the new content replaces (and frees) the old.
                let rest = LibXML2.string(content + 1)
                LibXML2.withXMLChars(rest) { xmlNodeSetContent(text, $0) }
            }
        }
    }
}
