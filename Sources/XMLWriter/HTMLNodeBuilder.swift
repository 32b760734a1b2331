internal import CLibXML2

/// Turns `XMLNode` values into real libxml2 DOM nodes of an HTML document,
/// using the tree API only (names, attributes and text are stored verbatim;
/// nothing is parsed from strings). Input must already be validated with
/// `MarkupValidation` for `.html`.
struct HTMLNodeBuilder {
    let doc: xmlDocPtr

    /// Builds unlinked nodes; on failure nothing is leaked.
    func makeNodes(_ nodes: [XMLNode]) throws(XMLError) -> [xmlNodePtr] {
        var made: [xmlNodePtr] = []
        do throws(XMLError) {
            for node in nodes { made.append(try makeNode(node)) }
        } catch {
            made.forEach { xmlFreeNode($0) }
            throw error
        }
        return made
    }

    func makeNode(_ node: XMLNode) throws(XMLError) -> xmlNodePtr {
        switch node {
        case .element(let element):
            return try makeElement(element)
        case .text(let text):
            return try makeText(text)
        case .comment(let text):
            let made = LibXML2.withXMLChars(HTMLVocabulary.normalizeNewlines(text)) { xmlNewDocComment(doc, $0) }
            guard let made else { throw XMLError(message: "xmlNewDocComment failed") }
            return made
        }
    }

    func makeText(_ text: String) throws(XMLError) -> xmlNodePtr {
        let made = LibXML2.withXMLChars(HTMLVocabulary.normalizeNewlines(text)) { xmlNewDocText(doc, $0) }
        guard let made else { throw XMLError(message: "xmlNewDocText failed") }
        return made
    }

    func makeElement(_ element: XMLElement) throws(XMLError) -> xmlNodePtr {
        let made = LibXML2.withXMLChars(element.name) { xmlNewDocNode(doc, nil, $0, nil) }
        guard let made else { throw XMLError(message: "xmlNewDocNode failed for <\(element.name)>") }
        do throws(XMLError) {
            for attribute in element.attributes {
                try Self.setAttribute(made, attribute.name, attribute.value)
            }
            for child in try makeNodes(element.children) {
                try Self.appendChild(child, to: made)
            }
        } catch {
            xmlFreeNode(made)
            throw error
        }
        return made
    }

    /// Sets (replacing in place, or appending) a no-namespace attribute.
    /// `xmlSetNsProp` with a nil namespace neither splits `prefix:name` nor
    /// decodes entities in `value`, unlike `xmlSetProp`/`xmlNewDocProp`.
    static func setAttribute(_ element: xmlNodePtr, _ name: String, _ value: String) throws(XMLError) {
        let result = LibXML2.withXMLChars(name) { name in
            LibXML2.withXMLChars(HTMLVocabulary.normalizeNewlines(value)) { value in
                xmlSetNsProp(element, nil, name, value)
            }
        }
        if result == nil { throw XMLError(message: "xmlSetNsProp failed for attribute \"\(name)\"") }
    }

    /// Links `child` as last child of `parent`; frees it if that fails.
    /// (libxml2 may merge a text child into a preceding text node.)
    static func appendChild(_ child: xmlNodePtr, to parent: xmlNodePtr) throws(XMLError) {
        if xmlAddChild(parent, child) == nil {
            xmlFreeNode(child)
            throw XMLError(message: "xmlAddChild failed")
        }
    }

    static func removeChildren(of element: xmlNodePtr) {
        while let child = element.pointee.children {
            xmlUnlinkNode(child)
            xmlFreeNode(child)
        }
    }
}
