internal import CLibXML2

/// Serializes an `XMLElement` tree (e.g. an SVG image) to UTF-8 bytes through
/// libxml2's `xmlTextWriter`.
///
/// - Text escapes `&`, `<`, `>` (plus `"` and CR as character references);
///   attribute values escape `&`, `<`, `>`, `"`, tab, LF and CR.
/// - Invalid characters (see `MarkupValidation`) and invalid names are
///   rejected with an `XMLError` before anything is written.
/// - Namespaces are plain attributes: pass `xmlns` / `xmlns:xlink` yourself.
/// - Empty elements are written as `<name/>`. The output ends with a newline.
/// - Deterministic: the same tree always gives the same bytes. Safe to call
///   from any number of threads at once.
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
        LibXML2.ensureInitialized()
        let capture = LibXML2ErrorCapture()
        let result: Result<[UInt8], XMLError> = capture.run { write(root, options) }
        switch result {
        case .success(let bytes):
            return bytes
        case .failure(var error):
            if let detail = capture.firstMessage { error.message += ": " + detail }
            throw error
        }
    }

    /// `serialize` decoded as a `String`.
    public static func serializeToString(_ root: XMLElement, options: Options = Options()) throws(XMLError) -> String {
        String(decoding: try serialize(root, options: options), as: UTF8.self)
    }

    private static let declaration = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)

    private static func write(_ root: XMLElement, _ options: Options) -> Result<[UInt8], XMLError> {
        guard let buffer = xmlBufferCreate() else { return .failure(XMLError(message: "xmlBufferCreate failed")) }
        defer { xmlBufferFree(buffer) }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            return .failure(XMLError(message: "xmlNewTextWriterMemory failed"))
        }
        // Freed before the buffer (defers run in reverse order).
        defer { xmlFreeTextWriter(writer) }

        // libxml2 quirk: without a document encoding the writer turns every
        // non-ASCII character of attribute values into `&#x…;`. Starting the
        // document with encoding UTF-8 avoids that; the declaration it emits
        // is cut off again below when not wanted.
        let text = TextWriter(writer: writer, indent: options.indent)
        do throws(XMLError) {
            try text.check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "xmlTextWriterStartDocument")
            try text.check(xmlTextWriterFlush(writer), "xmlTextWriterFlush")
            let declarationLength = Int(xmlBufferLength(buffer))
            try text.element(root, depth: 0, inline: !options.indent)
            try text.check(xmlTextWriterEndDocument(writer), "xmlTextWriterEndDocument")
            try text.check(xmlTextWriterFlush(writer), "xmlTextWriterFlush")
            let bytes = Array(UnsafeBufferPointer(start: xmlBufferContent(buffer), count: Int(xmlBufferLength(buffer))))
            guard declarationLength == declaration.count, bytes.starts(with: declaration) else {
                return .failure(XMLError(message: "unexpected XML declaration from xmlTextWriter"))
            }
            return .success(options.xmlDeclaration ? bytes : Array(bytes[declarationLength...]))
        } catch {
            return .failure(error)
        }
    }

    /// Walks the tree, issuing xmlTextWriter calls.
    private struct TextWriter {
        let writer: xmlTextWriterPtr
        let indent: Bool

        func check(_ status: Int32, _ call: @autoclosure () -> String) throws(XMLError) {
            if status < 0 { throw XMLError(message: "\(call()) failed") }
        }

        func element(_ element: XMLElement, depth: Int, inline: Bool) throws(XMLError) {
            let tag = "<\(element.name)>"
            try check(LibXML2.withXMLChars(element.name) { xmlTextWriterStartElement(writer, $0) },
                      "xmlTextWriterStartElement for \(tag)")
            for attribute in element.attributes {
                let status = LibXML2.withXMLChars(attribute.name) { name in
                    LibXML2.withXMLChars(attribute.value) { value in
                        xmlTextWriterWriteAttribute(writer, name, value)
                    }
                }
                try check(status, "xmlTextWriterWriteAttribute \"\(attribute.name)\" for \(tag)")
            }
            let childrenInline = inline
                || element.children.contains { if case .text = $0 { true } else { false } }
                || element[attribute: "xml:space"] == "preserve"
            for child in element.children {
                if !childrenInline { try newline(depth: depth + 1) }
                switch child {
                case .element(let child):
                    try self.element(child, depth: depth + 1, inline: childrenInline)
                case .text(let string):
                    try check(LibXML2.withXMLChars(string) { xmlTextWriterWriteString(writer, $0) },
                              "xmlTextWriterWriteString in \(tag)")
                case .comment(let string):
                    try check(LibXML2.withXMLChars(string) { xmlTextWriterWriteComment(writer, $0) },
                              "xmlTextWriterWriteComment in \(tag)")
                }
            }
            if !childrenInline, !element.children.isEmpty { try newline(depth: depth) }
            try check(xmlTextWriterEndElement(writer), "xmlTextWriterEndElement for \(tag)")
        }

        /// Indentation is written by hand: libxml2's own indent mode inserts
        /// whitespace into mixed content and misplaces end tags.
        private func newline(depth: Int) throws(XMLError) {
            let whitespace = "\n" + String(repeating: " ", count: depth)
            try check(LibXML2.withXMLChars(whitespace) { xmlTextWriterWriteRaw(writer, $0) }, "xmlTextWriterWriteRaw")
        }
    }
}
