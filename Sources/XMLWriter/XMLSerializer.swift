/// Serializes an `XMLElement` tree (e.g. an SVG image) to UTF-8 bytes.
///
/// - Text escapes `&`, `<`, `>` (plus `"` and CR as character references);
///   attribute values escape `&`, `<`, `>`, `"`, tab, LF and CR. Non-ASCII
///   characters stay UTF-8.
/// - Invalid characters (see `MarkupValidation`) and invalid names are
///   rejected with an `XMLError` before anything is written.
/// - Namespaces are plain attributes: pass `xmlns` / `xmlns:xlink` yourself.
/// - Empty elements are written as `<name/>`. The output ends with a newline.
/// - Deterministic: the same tree always gives the same bytes. Safe to call
///   from any number of threads at once.
///
/// The bytes are those libxml2's `xmlTextWriter` wrote for the same tree (a
/// test compares the two on generated trees); writing them directly costs a
/// fraction of going through libxml2's writer.
public enum XMLSerializer {
    public struct Options: Sendable, Hashable {
        /// Prefix `<?xml version="1.0" encoding="UTF-8"?>` and a newline.
        public var xmlDeclaration: Bool
        /// One space per level for element-only content. Elements containing
        /// text (mixed content) and everything inside them are written inline,
        /// so no whitespace is ever added to text.
        public var indent: Bool

        public init(xmlDeclaration: Bool = false, indent: Bool = false) {
            self.xmlDeclaration = xmlDeclaration
            self.indent = indent
        }
    }

    public static func serialize(_ root: XMLElement, options: Options = Options()) throws(XMLError) -> [UInt8] {
        try MarkupValidation.check(root, .xml)
        var out = MarkupBytes()
        if options.xmlDeclaration { out.markup("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") }
        write(root, depth: 0, inline: !options.indent, into: &out)
        out.byte(UInt8(ascii: "\n"))
        return out.bytes
    }

    /// `root` written at `depth` of an indented document (its children one space deeper per level), without a
    /// declaration or newline around it: an element that goes into a document written another way
    /// (``XMLWrittenElement``).
    public static func serialize(_ root: XMLElement, depth: Int) throws(XMLError) -> [UInt8] {
        try MarkupValidation.check(root, .xml)
        var out = MarkupBytes(capacity: 256)
        write(root, depth: depth, inline: false, into: &out)
        return out.bytes
    }

    /// `serialize` decoded as a `String`.
    public static func serializeToString(_ root: XMLElement, options: Options = Options()) throws(XMLError) -> String {
        String(decoding: try serialize(root, options: options), as: UTF8.self)
    }

    private static func write(_ element: XMLElement, depth: Int, inline: Bool, into out: inout MarkupBytes) {
        out.byte(UInt8(ascii: "<"))
        out.verbatim(element.name)
        for attribute in element.attributes {
            out.byte(UInt8(ascii: " "))
            out.verbatim(attribute.name)
            out.markup("=\"")
            out.escaped(attribute.value, .xmlAttribute)
            out.byte(UInt8(ascii: "\""))
        }
        if element.children.isEmpty {
            out.markup("/>")
            return
        }
        out.byte(UInt8(ascii: ">"))
        let childrenInline = inline
            || element.children.contains { if case .text = $0 { true } else { false } }
            || element[attribute: "xml:space"] == "preserve"
        for child in element.children {
            if !childrenInline { newline(depth: depth + 1, into: &out) }
            switch child {
            case .element(let child):
                write(child, depth: depth + 1, inline: childrenInline, into: &out)
            case .text(let string):
                out.escaped(string, .xmlText)
            case .comment(let string):
                out.markup("<!--")
                out.verbatim(string)  // validated: no `--`, no trailing `-`
                out.markup("-->")
            }
        }
        if !childrenInline { newline(depth: depth, into: &out) }
        out.markup("</")
        out.verbatim(element.name)
        out.byte(UInt8(ascii: ">"))
    }

    private static func newline(depth: Int, into out: inout MarkupBytes) {
        out.byte(UInt8(ascii: "\n"))
        for _ in 0..<depth { out.byte(UInt8(ascii: " ")) }
    }
}
