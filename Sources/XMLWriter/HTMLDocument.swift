/// A mutable HTML document instantiated from an `HTMLTemplate`: a tree of
/// `XMLNode` values (the template's, copied on write), so filling a page
/// costs no parsing and no DOM. Not `Sendable`: use it on one task.
///
/// Slots are elements carrying `data-slot="name"`. Every operation on an
/// unknown slot throws an `XMLError` naming the template file and the known
/// slots. Strings are rejected if they contain characters not allowed in HTML
/// (U+0000, most controls, noncharacters — see `MarkupValidation`); CR and
/// CRLF are normalized to LF.
public final class HTMLDocument {
    public let fileName: String
    private(set) var nodes: [XMLNode]
    /// Each slot's elements, as child-index paths from the top level; nil after a change to the tree's shape.
    private var slotPaths: [String: [[Int]]]?
    /// Set by `removeSlotAttributes()`: slots are gone, and `data-slot` is not written.
    private var slotsRemoved = false
    /// Content written by an `HTMLWriter` for a slot, by the slot's name: written before the slot's children.
    private var fragments: [String: HTMLFragment] = [:]

    init(nodes: [XMLNode], fileName: String) {
        self.nodes = nodes
        self.fileName = fileName
    }

    /// Slot names currently in the document, in document order.
    public func slotNames() -> [String] {
        guard !slotsRemoved else { return [] }
        var names: [String] = []
        var seen = Set<String>()
        Self.forEachSlot(in: nodes, path: []) { name, _ in
            if seen.insert(name).inserted { names.append(name) }
        }
        return names
    }

    /// Replaces the slot's children with one text node (escaped on output).
    /// Inside `<script>`/`<style>` the text is written raw, so text
    /// containing `</` or `<!--` is refused there.
    public func setText(_ slot: String, _ text: String) throws(XMLError) {
        let path = try self.path(slot)
        try located { () throws(XMLError) in
            let name = element(at: path).name
            try MarkupValidation.checkHTMLContent([.text(text)], of: name)
            try MarkupValidation.checkCharacters(text, .html, "text for slot \"\(slot)\"")
            let normalized = HTMLVocabulary.normalizeNewlines(text)
            fragments[slot] = nil
            modify(path) { $0.children = [.text(normalized)] }
            childrenChanged(at: path, replaced: true, added: [], from: 0)
        }
    }

    /// Text content of the slot element (all descendant text).
    public func text(slot: String) throws(XMLError) -> String {
        Self.textContent(of: element(at: try path(slot)).children)
    }

    /// The slot element's attribute value; "" for a valueless attribute.
    public func attribute(slot: String, name: String) throws(XMLError) -> String? {
        element(at: try path(slot))[attribute: name]
    }

    /// Sets or replaces (in place) an attribute of the slot element. Boolean
    /// attributes (`disabled`, `checked`, …) take "" or their own name.
    public func setAttribute(slot: String, name: String, value: String) throws(XMLError) {
        let path = try self.path(slot)
        try located { () throws(XMLError) in
            let tag = element(at: path).name
            try MarkupValidation.checkName(name, .html, "attribute name for <\(tag)>")
            try MarkupValidation.checkAttributeValue(value, name: name, in: tag, .html)
            let normalized = HTMLVocabulary.normalizeNewlines(value)
            modify(path) { $0.set(name, normalized) }
            if name == HTMLTemplate.slotAttribute {
                slotPaths = nil
                if let fragment = fragments.removeValue(forKey: slot) { fragments[normalized] = fragment }
            }
        }
    }

    /// Removes an attribute of the slot element (no-op if absent).
    public func removeAttribute(slot: String, name: String) throws(XMLError) {
        let path = try self.path(slot)
        try located { () throws(XMLError) in
            try MarkupValidation.checkName(name, .html, "attribute name")
            modify(path) { $0.removeAttribute(name) }
            if name == HTMLTemplate.slotAttribute {
                slotPaths = nil
                fragments[slot] = nil
            }
        }
    }

    /// Replaces the slot's children with `nodes`.
    public func replaceChildren(slot: String, with nodes: [XMLNode]) throws(XMLError) {
        try insert(nodes, into: slot, replacing: true)
    }

    /// Replaces the slot's children with content an `HTMLWriter` wrote (checked as it was written). What is
    /// appended to the slot later follows it; slots inside it are not slots of the document, and
    /// ``text(slot:)`` does not see its text.
    public func replaceChildren(slot: String, with fragment: HTMLFragment) throws(XMLError) {
        let path = try self.path(slot)
        let name = element(at: path).name
        if !fragment.bytes.isEmpty, let message = MarkupValidation.markupRefusal(HTMLVocabulary.ElementKind(name), name) {
            throw XMLError(file: fileName, message: message)
        }
        modify(path) { $0.children = [] }
        childrenChanged(at: path, replaced: true, added: [], from: 0)
        fragments[slot] = fragment
    }

    /// Appends `nodes` to the slot's children.
    public func append(slot: String, _ nodes: [XMLNode]) throws(XMLError) {
        try insert(nodes, into: slot, replacing: false)
    }

    /// Removes the slot element (and its content) from the document.
    public func remove(slot: String) throws(XMLError) {
        let path = try self.path(slot)
        fragments[slot] = nil
        if path.count == 1 {
            nodes.remove(at: path[0])
        } else {
            modify(Array(path.dropLast())) { $0.children.remove(at: path.last!) }
        }
        slotPaths = nil
    }

    /// Strips every `data-slot` attribute; afterwards no slot can be found.
    public func removeSlotAttributes() {
        slotsRemoved = true
        slotPaths = [:]
    }

    /// HTML5 text starting with `<!DOCTYPE html>` (see `HTML5Serializer`).
    public func serialize() throws(XMLError) -> String {
        String(decoding: serializedBytes(), as: UTF8.self)
    }

    /// `serialize()` as UTF-8 bytes.
    public func serializedBytes() -> [UInt8] {
        HTML5Serializer.serialize(nodes, omitting: slotsRemoved ? HTMLTemplate.slotAttribute : nil, fragments: fragments)
    }

    // MARK: Private

    private func insert(_ inserted: [XMLNode], into slot: String, replacing: Bool) throws(XMLError) {
        let path = try self.path(slot)
        try located { () throws(XMLError) in
            let element = element(at: path)
            try MarkupValidation.checkHTMLContent(inserted, of: element.name)
            // Validation says whether a CR is there to normalise, so that a tree without one is not walked again.
            var sawCR = false
            for node in inserted where try MarkupValidation.check(node, in: element.name, .html) { sawCR = true }
            if !replacing, HTMLVocabulary.isRawText(element.name) {
                // Appended text joins the existing text; check the result.
                let combined = Self.textContent(of: element.children + inserted)
                try MarkupValidation.checkHTMLContent([.text(combined)], of: element.name)
            }
            let normalized = sawCR ? HTMLVocabulary.normalizeNewlines(inserted) : inserted
            let first = replacing ? 0 : element.children.count
            if replacing { fragments[slot] = nil }
            modify(path) { element in
                if replacing { element.children = normalized } else { element.children += normalized }
            }
            childrenChanged(at: path, replaced: replacing, added: normalized, from: first)
        }
    }

    /// Keeps the slot paths in step with a change to the children of the element at `path`, without walking
    /// the whole document again (a page sets its title and other texts after its main content went in, and a
    /// walk per change over every card of a component page was 2 % of a cold build): slots below `path` are
    /// gone when its children were replaced, slots in the `added` children (the first at index `from`) are
    /// new, and every other slot keeps its path, as no index above or beside `path` moved.
    private func childrenChanged(at path: [Int], replaced: Bool, added: [XMLNode], from first: Int) {
        guard var paths = slotPaths else { return }
        if replaced {
            for (name, list) in paths {
                let kept = list.filter { !($0.count > path.count && $0[..<path.count].elementsEqual(path)) }
                paths[name] = kept.isEmpty ? nil : kept
            }
        }
        Self.forEachSlot(in: added, path: path, from: first) { name, path in paths[name, default: []].append(path) }
        slotPaths = paths
    }

    /// The path of the unique element whose `data-slot` is `slot`.
    private func path(_ slot: String) throws(XMLError) -> [Int] {
        let paths: [String: [[Int]]]
        if let known = slotPaths {
            paths = known
        } else {
            var found: [String: [[Int]]] = [:]
            Self.forEachSlot(in: nodes, path: []) { name, path in found[name, default: []].append(path) }
            slotPaths = found
            paths = found
        }
        let matches = paths[slot] ?? []
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty {
            let known = slotNames().map { "\"\($0)\"" }.joined(separator: ", ")
            throw XMLError(file: fileName, message: "unknown slot \"\(slot)\"; "
                + (known.isEmpty ? "the document has no slots" : "known slots: \(known)"))
        }
        throw XMLError(file: fileName, message: "slot \"\(slot)\" is ambiguous: \(matches.count) elements have it")
    }

    /// Calls `body` with each slot's name and path in `nodes`, the children of the element at `path` from
    /// index `first` on.
    private static func forEachSlot(in nodes: [XMLNode], path: [Int], from first: Int = 0, _ body: (String, [Int]) -> Void) {
        var path = path
        walkSlots(nodes, &path, from: first, body)
    }

    /// ``forEachSlot(in:path:from:_:)`` with one path array, extended and cut back along the walk (a page's
    /// content is thousands of elements, each of which made a path of its own).
    private static func walkSlots(_ nodes: [XMLNode], _ path: inout [Int], from first: Int, _ body: (String, [Int]) -> Void) {
        for (index, node) in nodes.enumerated() {
            guard case .element(let element) = node else { continue }
            path.append(first + index)
            if let name = element[attribute: HTMLTemplate.slotAttribute] { body(name, path) }
            if !element.children.isEmpty { walkSlots(element.children, &path, from: 0, body) }
            path.removeLast()
        }
    }

    private func element(at path: [Int]) -> XMLElement {
        var children = nodes
        var element: XMLElement?
        for index in path {
            guard case .element(let next) = children[index] else { preconditionFailure("slot path leads to a non-element") }
            element = next
            children = next.children
        }
        return element!
    }

    /// Changes the element at `path` in place; the template's tree is copied only along the path.
    private func modify(_ path: [Int], _ change: (inout XMLElement) -> Void) {
        Self.modify(&nodes, path[...], change)
    }

    private static func modify(_ nodes: inout [XMLNode], _ path: ArraySlice<Int>, _ change: (inout XMLElement) -> Void) {
        let index = path.first!
        guard case .element(var element) = nodes[index] else { preconditionFailure("slot path leads to a non-element") }
        nodes[index] = .text("")  // the array lets go of the element, so changing it copies nothing more
        if path.count == 1 {
            change(&element)
        } else {
            modify(&element.children, path.dropFirst(), change)
        }
        nodes[index] = .element(element)
    }

    static func textContent(of nodes: [XMLNode]) -> String {
        var result = ""
        for node in nodes {
            switch node {
            case .text(let text): result += text
            case .element(let element): result += textContent(of: element.children)
            case .comment: break
            }
        }
        return result
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
