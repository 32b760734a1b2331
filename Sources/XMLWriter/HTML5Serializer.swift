internal import CLibXML2

/// Writes a libxml2 HTML tree as HTML5 (UTF-8).
///
/// libxml2 2.9's own HTML serializers are not used because they: add
/// `<meta http-equiv="Content-Type">` next to `<meta charset>` (when the
/// document encoding is set), or else write every non-ASCII character as an
/// entity; percent-escape `href`/`src`/`action` values; write end tags for
/// HTML5 void elements they don't know (`</source>`, `</wbr>`); and keep
/// whatever DOCTYPE the tree has.
///
/// Rules here: `<!DOCTYPE html>` first (the tree's DOCTYPE is dropped); void
/// elements have no end tag, every other element has one; text escapes
/// `& < >` and U+00A0 (`&nbsp;`); attribute values are double-quoted and
/// escape `& " < >` and U+00A0; boolean attributes with value "" or their own
/// name are written bare; text inside `<script>`/`<style>` is written raw; a
/// text starting with a newline in `<pre>`/`<textarea>`/`<listing>` gets an
/// extra newline (the parser drops one).
struct HTML5Serializer {
    private(set) var output: [UInt8] = []

    static func serialize(_ doc: xmlDocPtr) -> String {
        var serializer = HTML5Serializer()
        serializer.append("<!DOCTYPE html>\n")
        var node = doc.pointee.children
        while let current = node {
            serializer.write(current)
            let nextIsText = current.pointee.next?.pointee.type == XML_TEXT_NODE
            if current.pointee.type != XML_TEXT_NODE, current.pointee.type != XML_DTD_NODE, !nextIsText {
                serializer.append("\n")
            }
            node = current.pointee.next
        }
        if serializer.output.last != UInt8(ascii: "\n") { serializer.append("\n") }
        return String(decoding: serializer.output, as: UTF8.self)
    }

    private mutating func write(_ node: xmlNodePtr) {
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            writeElement(node)
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            if let parent = node.pointee.parent, parent.pointee.type == XML_ELEMENT_NODE,
               HTMLVocabulary.isRawText(HTMLTree.name(parent)) {
                append(node.pointee.content)
            } else {
                escape(node.pointee.content, attribute: false)
            }
        case XML_COMMENT_NODE:
            append("<!--")
            append(node.pointee.content)
            append("-->")
        case XML_PI_NODE:
            append("<?")
            append(node.pointee.name)
            if let content = node.pointee.content, content.pointee != 0 {
                append(" ")
                append(content)
            }
            append(">")
        default:
            break  // DOCTYPE (written above), entity declarations, …
        }
    }

    private mutating func writeElement(_ node: xmlNodePtr) {
        let name = HTMLTree.name(node)
        append("<" + name)
        var attribute = node.pointee.properties
        while let current = attribute {
            let attributeName = HTMLTree.qualified(LibXML2.string(current.pointee.name), current.pointee.ns)
            append(" " + attributeName)
            if current.pointee.children != nil {
                let value = HTMLTree.value(of: current)
                let bare = HTMLVocabulary.isBoolean(attributeName)
                    && HTMLVocabulary.isValidBooleanValue(value, for: attributeName)
                if !bare {
                    append("=\"")
                    escape(value, attribute: true)
                    append("\"")
                }
            }
            attribute = current.pointee.next
        }
        append(">")
        if HTMLVocabulary.dropsLeadingNewline(name), let first = node.pointee.children,
           first.pointee.type == XML_TEXT_NODE, first.pointee.content?.pointee == UInt8(ascii: "\n") {
            append("\n")  // the parser drops this one, keeping the text's own newline
        }
        var child = node.pointee.children
        while let current = child {
            write(current)
            child = current.pointee.next
        }
        // A void element never has children here (see HTMLParsing and
        // MarkupValidation), so skipping the end tag loses nothing.
        if !HTMLVocabulary.isVoid(name) { append("</" + name + ">") }
    }

    // MARK: Output

    private mutating func append(_ string: String) {
        output.append(contentsOf: string.utf8)
    }

    private mutating func append(_ cString: UnsafePointer<xmlChar>?) {
        guard let cString else { return }
        output.append(contentsOf: UnsafeBufferPointer(start: cString, count: Int(xmlStrlen(cString))))
    }

    private mutating func escape(_ cString: UnsafePointer<xmlChar>?, attribute: Bool) {
        guard let cString else { return }
        escape(UnsafeBufferPointer(start: cString, count: Int(xmlStrlen(cString))), attribute: attribute)
    }

    private mutating func escape(_ string: String, attribute: Bool) {
        var string = string
        string.withUTF8 { escape($0, attribute: attribute) }
    }

    private mutating func escape(_ bytes: UnsafeBufferPointer<UInt8>, attribute: Bool) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            case UInt8(ascii: "\"") where attribute: append("&quot;")
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:  // U+00A0
                append("&nbsp;")
                index += 1
            default: output.append(byte)
            }
            index += 1
        }
    }
}
