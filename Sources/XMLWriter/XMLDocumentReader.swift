internal import CLibXML2

/// Reads an XML document (an SVG file of a team's asset catalog) into the in-memory model, with libxml2's
/// XML parser. Safe for untrusted files: no network, no external DTD or entity loading, entities are not
/// substituted (so an `<!ENTITY … SYSTEM "file:///etc/passwd">` reads as nothing), and the document size is
/// bounded by the caller. Comments and processing instructions are dropped; CDATA becomes text.
public enum XMLDocumentReader {
    static let options = Int32(bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)

    /// The root element of `bytes`. Errors carry `fileName`, line and column.
    public static func parse(_ bytes: [UInt8], fileName: String) throws(XMLError) -> XMLElement {
        LibXML2.ensureInitialized()
        guard !bytes.isEmpty else { throw XMLError(file: fileName, message: "the file is empty") }
        guard bytes.count < Int(Int32.max) else { throw XMLError(file: fileName, message: "the file is too large") }
        let capture = LibXML2ErrorCapture()
        let parsed: xmlDocPtr? = capture.run {
            LibXML2.withMemory(bytes) { pointer, count in xmlReadMemory(pointer, count, fileName, nil, options) }
        }
        defer { if let parsed { xmlFreeDoc(parsed) } }
        let errors = capture.entries.filter { $0.level >= Int32(XML_ERR_ERROR.rawValue) }
        if let first = errors.first {
            throw XMLError(file: fileName, line: first.line > 0 ? first.line : nil,
                           column: first.column > 0 ? first.column : nil, message: first.message)
        }
        guard let doc = parsed, let root = xmlDocGetRootElement(doc) else {
            throw XMLError(file: fileName, message: "the file has no root element")
        }
        return element(root, depth: 0)
    }

    /// Deeper nesting than this is cut off (libxml2 itself refuses beyond 256 levels without XML_PARSE_HUGE).
    static let maximumDepth = 256

    private static func element(_ node: xmlNodePtr, depth: Int) -> XMLElement {
        var attributes: [XMLAttribute] = []
        // Namespace declarations are not properties in libxml2; keep them as the attributes they were written as.
        var declaration = node.pointee.nsDef
        while let current = declaration {
            let prefix = current.pointee.prefix.map { LibXML2.string($0) }
            attributes.append(XMLAttribute(prefix.map { "xmlns:" + $0 } ?? "xmlns", LibXML2.string(current.pointee.href)))
            declaration = current.pointee.next
        }
        var property = node.pointee.properties
        while let current = property {
            let name = HTMLTree.qualified(LibXML2.string(current.pointee.name), current.pointee.ns)
            attributes.append(XMLAttribute(name, HTMLTree.value(of: current)))
            property = current.pointee.next
        }
        var children: [XMLNode] = []
        var child = node.pointee.children
        while let current = child, depth < maximumDepth {
            switch current.pointee.type {
            case XML_ELEMENT_NODE: children.append(.element(element(current, depth: depth + 1)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: children.append(.text(LibXML2.string(current.pointee.content)))
            default: break
            }
            child = current.pointee.next
        }
        return XMLElement(HTMLTree.name(node), attributes: attributes, children: children)
    }
}

extension XMLElement {
    /// The element children, in document order.
    public var elementChildren: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// This element and every element below it, depth first in document order.
    public func descendants(where matches: (XMLElement) -> Bool) -> [XMLElement] {
        var found: [XMLElement] = []
        if matches(self) { found.append(self) }
        for child in elementChildren { found += child.descendants(where: matches) }
        return found
    }
}
