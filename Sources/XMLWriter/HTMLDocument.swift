internal import CLibXML2

/// A mutable HTML document instantiated from an `HTMLTemplate`. It owns its
/// libxml2 tree (freed in `deinit`) and is not `Sendable`: use it on one task.
///
/// Slots are elements carrying `data-slot="name"`. Every operation on an
/// unknown slot throws an `XMLError` naming the template file and the known
/// slots. Strings are rejected if they contain characters not allowed in HTML
/// (U+0000, most controls, noncharacters — see `MarkupValidation`); CR and
/// CRLF are normalized to LF.
public final class HTMLDocument {
    public let fileName: String
    private let doc: xmlDocPtr

    init(doc: xmlDocPtr, fileName: String) {
        self.doc = doc
        self.fileName = fileName
    }

    deinit {
        xmlFreeDoc(doc)
    }

    /// Slot names currently in the document, in document order.
    public func slotNames() -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        HTMLTree.forEachElement(in: doc) { element in
            if let name = HTMLTree.attribute(element, HTMLTemplate.slotAttribute), seen.insert(name).inserted {
                names.append(name)
            }
        }
        return names
    }

    /// Replaces the slot's children with one text node (escaped on output).
    /// Inside `<script>`/`<style>` the text is written raw, so text
    /// containing `</` or `<!--` is refused there.
    public func setText(_ slot: String, _ text: String) throws(XMLError) {
        let element = try self.element(slot)
        try located { () throws(XMLError) in
            try MarkupValidation.checkHTMLContent([.text(text)], of: HTMLTree.name(element))
            try MarkupValidation.checkCharacters(text, .html, "text for slot \"\(slot)\"")
            let node = try HTMLNodeBuilder(doc: doc).makeText(text)
            HTMLNodeBuilder.removeChildren(of: element)
            try HTMLNodeBuilder.appendChild(node, to: element)
        }
    }

    /// Text content of the slot element (all descendant text).
    public func text(slot: String) throws(XMLError) -> String {
        HTMLTree.textContent(try element(slot))
    }

    /// The slot element's attribute value; "" for a valueless attribute.
    public func attribute(slot: String, name: String) throws(XMLError) -> String? {
        HTMLTree.attribute(try element(slot), name)
    }

    /// Sets or replaces (in place) an attribute of the slot element. Boolean
    /// attributes (`disabled`, `checked`, …) take "" or their own name.
    public func setAttribute(slot: String, name: String, value: String) throws(XMLError) {
        let element = try self.element(slot)
        try located { () throws(XMLError) in
            let tag = "<\(HTMLTree.name(element))>"
            try MarkupValidation.checkName(name, .html, "attribute name for \(tag)")
            try MarkupValidation.checkAttributeValue(value, name: name, in: tag, .html)
            try HTMLNodeBuilder.setAttribute(element, name, value)
        }
    }

    /// Removes an attribute of the slot element (no-op if absent).
    public func removeAttribute(slot: String, name: String) throws(XMLError) {
        let element = try self.element(slot)
        try located { () throws(XMLError) in
            try MarkupValidation.checkName(name, .html, "attribute name")
            _ = LibXML2.withXMLChars(name) { xmlUnsetNsProp(element, nil, $0) }
        }
    }

    /// Replaces the slot's children with DOM nodes built from `nodes`.
    public func replaceChildren(slot: String, with nodes: [XMLNode]) throws(XMLError) {
        try insert(nodes, into: slot, replacing: true)
    }

    /// Appends DOM nodes built from `nodes` to the slot's children.
    public func append(slot: String, _ nodes: [XMLNode]) throws(XMLError) {
        try insert(nodes, into: slot, replacing: false)
    }

    /// Removes the slot element (and its content) from the document.
    public func remove(slot: String) throws(XMLError) {
        let element = try self.element(slot)
        xmlUnlinkNode(element)
        xmlFreeNode(element)
    }

    /// Strips every `data-slot` attribute; afterwards no slot can be found.
    public func removeSlotAttributes() {
        var elements: [xmlNodePtr] = []
        HTMLTree.forEachElement(in: doc) { elements.append($0) }
        for element in elements {
            _ = LibXML2.withXMLChars(HTMLTemplate.slotAttribute) { xmlUnsetNsProp(element, nil, $0) }
        }
    }

    /// HTML5 text starting with `<!DOCTYPE html>` (see `HTML5Serializer`).
    public func serialize() throws(XMLError) -> String {
        HTML5Serializer.serialize(doc)
    }

    // MARK: Private

    private func insert(_ nodes: [XMLNode], into slot: String, replacing: Bool) throws(XMLError) {
        let element = try self.element(slot)
        try located { () throws(XMLError) in
            let name = HTMLTree.name(element)
            try MarkupValidation.checkHTMLContent(nodes, of: name)
            for node in nodes { try MarkupValidation.check(node, in: "<\(name)>", .html) }
            if !replacing, HTMLVocabulary.isRawText(name) {
                // Appended text joins the existing text; check the result.
                let combined = HTMLTree.textContent(element) + nodes.map { node -> String in
                    if case .text(let text) = node { text } else { "" }
                }.joined()
                try MarkupValidation.checkHTMLContent([.text(combined)], of: name)
            }
            let built = try HTMLNodeBuilder(doc: doc).makeNodes(nodes)
            if replacing { HTMLNodeBuilder.removeChildren(of: element) }
            var remaining = built[...]
            while let node = remaining.popFirst() {
                do throws(XMLError) {
                    try HTMLNodeBuilder.appendChild(node, to: element)
                } catch {
                    remaining.forEach { xmlFreeNode($0) }
                    throw error
                }
            }
        }
    }

    /// The unique element whose `data-slot` is `slot`.
    private func element(_ slot: String) throws(XMLError) -> xmlNodePtr {
        var matches: [xmlNodePtr] = []
        HTMLTree.forEachElement(in: doc) { element in
            if HTMLTree.attribute(element, HTMLTemplate.slotAttribute) == slot { matches.append(element) }
        }
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty {
            let known = slotNames().map { "\"\($0)\"" }.joined(separator: ", ")
            throw XMLError(file: fileName, message: "unknown slot \"\(slot)\"; "
                + (known.isEmpty ? "the document has no slots" : "known slots: \(known)"))
        }
        throw XMLError(file: fileName, message: "slot \"\(slot)\" is ambiguous: \(matches.count) elements have it")
    }

    /// Adds the file name to errors raised by validation.
    private func located(_ body: () throws(XMLError) -> Void) throws(XMLError) {
        do throws(XMLError) {
            try body()
        } catch {
            var error = error
            if error.file == nil { error.file = fileName }
            throw error
        }
    }
}

@available(*, unavailable)
extension HTMLDocument: Sendable {}
