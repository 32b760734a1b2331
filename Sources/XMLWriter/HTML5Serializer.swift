/// Writes an HTML document tree as HTML5 (UTF-8).
///
/// Rules: `<!DOCTYPE html>` first; void elements have no end tag, every other
/// element has one; text escapes `& < >` and U+00A0 (`&nbsp;`); attribute
/// values are double-quoted and escape `& " < >` and U+00A0; boolean
/// attributes with value "" or their own name are written bare; text inside
/// `<script>`/`<style>` is written raw (`MarkupValidation` keeps it from
/// ending the element); a text starting with a newline in
/// `<pre>`/`<textarea>`/`<listing>` gets an extra newline (the parser drops
/// one). libxml2's own HTML serializers are not used: they add a
/// `Content-Type` meta, percent-escape URLs and write end tags for HTML5 void
/// elements they do not know.
struct HTML5Serializer {
    /// Attributes not written (the template's `data-slot` once the slots are done with).
    let omittedAttribute: String?
    /// Content written by an `HTMLWriter` for the elements whose `data-slot` names it, before their children.
    let fragments: [String: HTMLFragment]
    private(set) var out = MarkupBytes(capacity: 1 << 16)

    init(omitting attribute: String?, fragments: [String: HTMLFragment]) {
        omittedAttribute = attribute
        self.fragments = fragments
    }

    static func serialize(_ nodes: [XMLNode], omitting attribute: String?, fragments: [String: HTMLFragment]) -> [UInt8] {
        var serializer = HTML5Serializer(omitting: attribute, fragments: fragments)
        serializer.out.markup("<!DOCTYPE html>\n")
        for (index, node) in nodes.enumerated() {
            serializer.write(node, rawText: false)
            let isText = { (node: XMLNode) in if case .text = node { true } else { false } }
            let nextIsText = index + 1 < nodes.count && isText(nodes[index + 1])
            if !isText(node), !nextIsText { serializer.out.byte(UInt8(ascii: "\n")) }
        }
        if serializer.out.bytes.last != UInt8(ascii: "\n") { serializer.out.byte(UInt8(ascii: "\n")) }
        return serializer.out.bytes
    }

    private mutating func write(_ node: XMLNode, rawText: Bool) {
        switch node {
        case .element(let element):
            write(element)
        case .text(let text):
            if rawText { out.verbatim(text) } else { out.escaped(text, .htmlText) }
        case .comment(let text):
            out.markup("<!--")
            out.verbatim(text)
            out.markup("-->")
        }
    }

    private mutating func write(_ element: XMLElement) {
        out.byte(UInt8(ascii: "<"))
        out.verbatim(element.name)
        for attribute in element.attributes where attribute.name != omittedAttribute {
            out.byte(UInt8(ascii: " "))
            out.verbatim(attribute.name)
            let bare = HTMLVocabulary.isBoolean(attribute.name)
                && HTMLVocabulary.isValidBooleanValue(attribute.value, for: attribute.name)
            if !bare {
                out.markup("=\"")
                out.escaped(attribute.value, .htmlAttribute)
                out.byte(UInt8(ascii: "\""))
            }
        }
        out.byte(UInt8(ascii: ">"))
        let kind = HTMLVocabulary.ElementKind(element.name)
        let fragment = fragments.isEmpty ? nil : element[attribute: HTMLTemplate.slotAttribute].flatMap { fragments[$0] }
        let leading = fragment?.bytes.first.map { $0 == UInt8(ascii: "\n") } ?? (Self.leadingText(of: element.children).first == "\n")
        if kind.dropsLeadingNewline, leading {
            out.byte(UInt8(ascii: "\n"))  // the parser drops this one, keeping the text's own newline
        }
        if let fragment { out.append(fragment.bytes) }
        for child in element.children { write(child, rawText: kind.isRawText) }
        // A void element never has children (MarkupValidation), so skipping the end tag loses nothing.
        if !kind.isVoid {
            out.markup("</")
            out.verbatim(element.name)
            out.byte(UInt8(ascii: ">"))
        }
    }

    /// The text the element starts with, across adjacent text children (a parser sees them as one).
    private static func leadingText(of children: [XMLNode]) -> Substring {
        for child in children {
            guard case .text(let text) = child else { return "" }
            if !text.isEmpty { return text[...] }
        }
        return ""
    }
}
