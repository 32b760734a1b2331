internal import CLibXML2

/// Read-only helpers over a libxml2 HTML tree (pointers never leave the module).
enum HTMLTree {
    /// Calls `body` for every element in document order, starting with the
    /// sibling list that begins at `first`. `body` must not unlink nodes.
    static func forEachElement(from first: xmlNodePtr?, _ body: (xmlNodePtr) -> Void) {
        var node = first
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE {
                body(current)
                forEachElement(from: current.pointee.children, body)
            }
            node = current.pointee.next
        }
    }

    static func forEachElement(in doc: xmlDocPtr, _ body: (xmlNodePtr) -> Void) {
        forEachElement(from: doc.pointee.children, body)
    }

    /// The element's qualified name (`prefix:name` if it has a namespace prefix).
    static func name(_ node: xmlNodePtr) -> String {
        qualified(LibXML2.string(node.pointee.name), node.pointee.ns)
    }

    static func qualified(_ local: String, _ ns: xmlNsPtr?) -> String {
        guard let prefix = ns?.pointee.prefix else { return local }
        return LibXML2.string(prefix) + ":" + local
    }

    /// The value of the no-namespace attribute `name`: nil if absent, "" if it
    /// has no value (`<input checked>`).
    static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
        var attribute = node.pointee.properties
        while let current = attribute {
            if current.pointee.ns == nil, LibXML2.string(current.pointee.name) == name {
                return value(of: current)
            }
            attribute = current.pointee.next
        }
        return nil
    }

    /// Concatenated text of an attribute's children ("" when it has none).
    static func value(of attribute: xmlAttrPtr) -> String {
        var result = ""
        var child = attribute.pointee.children
        while let current = child {
            result += LibXML2.string(current.pointee.content)
            child = current.pointee.next
        }
        return result
    }

    /// Concatenated text and CDATA of all descendants.
    static func textContent(_ node: xmlNodePtr) -> String {
        var result = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: result += LibXML2.string(current.pointee.content)
            case XML_ELEMENT_NODE: result += textContent(current)
            default: break
            }
            child = current.pointee.next
        }
        return result
    }

    /// 1-based source line of a parsed node, if libxml2 recorded one.
    static func line(_ node: xmlNodePtr) -> Int? {
        let line = Int(xmlGetLineNo(node))
        return line > 0 ? line : nil
    }

    /// The parsed tree as `XMLNode`s: elements with their qualified names and attribute values ("" for a
    /// valueless one), text (CDATA too) and comments. The DOCTYPE is dropped; a processing instruction, which
    /// HTML has no place for, is an error naming its line.
    static func nodes(from first: xmlNodePtr?, fileName: String) throws(XMLError) -> [XMLNode] {
        var nodes: [XMLNode] = []
        var node = first
        while let current = node {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                var attributes: [XMLAttribute] = []
                var attribute = current.pointee.properties
                while let property = attribute {
                    attributes.append(XMLAttribute(qualified(LibXML2.string(property.pointee.name), property.pointee.ns),
                                                   value(of: property)))
                    attribute = property.pointee.next
                }
                let children = try Self.nodes(from: current.pointee.children, fileName: fileName)
                nodes.append(.element(XMLElement(name(current), attributes: attributes, children: children)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                nodes.append(.text(LibXML2.string(current.pointee.content)))
            case XML_COMMENT_NODE:
                nodes.append(.comment(LibXML2.string(current.pointee.content)))
            case XML_PI_NODE:
                throw XMLError(file: fileName, line: line(current),
                               message: "processing instruction <?\(LibXML2.string(current.pointee.name)) …> has no place in HTML; use a comment")
            default:
                break  // DOCTYPE (always written as HTML5's), entity declarations
            }
            node = current.pointee.next
        }
        return nodes
    }
}
