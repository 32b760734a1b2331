internal import CLibXML2

/// Checks applied to every string before it reaches libxml2, so that invalid
/// output can't be produced and C strings are never silently truncated.
///
/// Policy: characters outside XML 1.0's `Char` production (including U+0000,
/// C0 controls other than tab/LF/CR, U+FFFE and U+FFFF) are *rejected* with an
/// `XMLError`, never replaced. In HTML, C1 controls (U+007F–U+009F) and Unicode
/// noncharacters are rejected as well (they are HTML5 parse errors).
enum MarkupValidation {
    enum Dialect {
        case xml, html
        var label: String { self == .xml ? "XML" : "HTML" }
    }

    static func isAllowed(_ scalar: Unicode.Scalar, in dialect: Dialect) -> Bool {
        let value = scalar.value
        let xmlChar: Bool = switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
        guard xmlChar, dialect == .html else { return xmlChar }
        if (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value) { return false }
        return value & 0xFFFE != 0xFFFE
    }

    /// Returns whether `string` holds a CR (which HTML documents normalise to LF), so that a caller that
    /// validates a tree knows without scanning it again.
    @discardableResult
    static func checkCharacters(
        _ string: String, _ dialect: Dialect, _ what: @autoclosure () -> String
    ) throws(XMLError) -> Bool {
        let scan = scanCharacters(string, dialect)
        if let scalar = scan.disallowed { throw XMLError(message: "\(what()) \(refusal(of: scalar, dialect))") }
        return scan.sawCR
    }

    /// The first character of `string` that `dialect` does not allow, if any (what ``checkCharacters(_:_:_:)``
    /// refuses, for writers that keep the first problem instead of throwing it).
    static func disallowedScalar(_ string: String, _ dialect: Dialect) -> Unicode.Scalar? {
        scanCharacters(string, dialect).disallowed
    }

    /// The first character `dialect` does not allow, and whether a CR comes before it.
    private static func scanCharacters(_ string: String, _ dialect: Dialect) -> (disallowed: Unicode.Scalar?, sawCR: Bool) {
        // Most text is printable ASCII, allowed in both dialects: one pass over the bytes settles it.
        if ByteScan.isPrintableASCII(string) { return (nil, false) }
        // Most of the rest is allowed too, which the bytes settle without decoding them.
        let scan = ByteScan.allowedScalars(string, html: dialect == .html)
        if scan.allowed { return (nil, scan.sawCR) }
        var sawCR = false
        for scalar in string.unicodeScalars {
            guard isAllowed(scalar, in: dialect) else { return (scalar, sawCR) }
            if scalar == "\r" { sawCR = true }
        }
        return (nil, sawCR)
    }

    /// How a message goes on about a character `dialect` does not allow.
    static func refusal(of scalar: Unicode.Scalar, _ dialect: Dialect) -> String {
        "contains \(codePoint(scalar)), which is not allowed in \(dialect.label)"
    }

    /// An element or attribute name: XML `Name` production (colons allowed).
    static func checkName(_ name: String, _ dialect: Dialect, _ what: @autoclosure () -> String) throws(XMLError) {
        guard !name.isEmpty else { throw XMLError(message: "\(what()) is empty") }
        if isPlainASCIIName(name) { return }
        try checkCharacters(name, dialect, what())
        LibXML2.ensureInitialized()
        let valid = LibXML2.withXMLChars(name) { xmlValidateName($0, 0) } == 0
        guard valid else { throw XMLError(message: "\(what()) \"\(name)\" is not a valid name") }
    }

    /// A name of ASCII letters, digits, `_`, `:`, `-` and `.` that starts with a letter, `_` or `:`: valid by
    /// the XML `Name` production (as every element and attribute name this project writes is), without the
    /// round trip through libxml2's `xmlValidateName`.
    static func isPlainASCIIName(_ name: String) -> Bool {
        // Over the contiguous bytes where the string has them (every name is checked, on every page).
        name.utf8.withContiguousStorageIfAvailable(isPlainASCIIName) ?? isPlainASCIIName(name.utf8)
    }

    /// ``isPlainASCIIName(_:)`` of a name's UTF-8 bytes (an `HTMLWriter`'s names are `StaticString`s).
    static func isPlainASCIIName<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var first = true
        for byte in bytes {
            let letter = (byte | 0x20) &- 0x61 < 26 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            let other = byte &- 0x30 < 10 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard letter || (!first && other) else { return false }
            first = false
        }
        return !first
    }

    /// Returns whether `text` holds a CR.
    @discardableResult
    static func checkComment(_ text: String, _ dialect: Dialect, _ what: @autoclosure () -> String) throws(XMLError) -> Bool {
        let sawCR = try checkCharacters(text, dialect, what())
        if text.contains("--") || text.hasSuffix("-") || text.hasPrefix(">") {
            throw XMLError(message: "\(what()) must not contain \"--\", end with \"-\" or start with \">\"")
        }
        return sawCR
    }

    /// Validates a whole element tree for `dialect`; returns whether a text, comment or attribute value in it
    /// holds a CR.
    @discardableResult
    static func check(_ element: XMLElement, _ dialect: Dialect) throws(XMLError) -> Bool {
        var sawCR = false
        try checkName(element.name, dialect, "element name")
        // The element's name, made "<name>" only for a message (this runs for every element of every page).
        let tag = element.name
        let attributes = element.attributes
        for (index, attribute) in attributes.enumerated() {
            try checkName(attribute.name, dialect, "attribute name in <\(tag)>")
            // Elements have a few attributes: comparing with the earlier ones beats hashing them into a set.
            guard !attributes[..<index].contains(where: { $0.name == attribute.name }) else {
                throw XMLError(message: "duplicate attribute \"\(attribute.name)\" in <\(tag)>")
            }
            if try checkAttributeValue(attribute.value, name: attribute.name, in: tag, dialect) { sawCR = true }
        }
        if dialect == .html {
            try checkHTMLContent(element.children, of: element.name)
        }
        for child in element.children {
            if try check(child, in: tag, dialect) { sawCR = true }
        }
        return sawCR
    }

    /// Validates `node`, a child of the element named `tag`; returns whether it holds a CR.
    @discardableResult
    static func check(_ node: XMLNode, in tag: String, _ dialect: Dialect) throws(XMLError) -> Bool {
        switch node {
        case .element(let element): return try check(element, dialect)
        case .text(let text): return try checkCharacters(text, dialect, "text in <\(tag)>")
        case .comment(let text): return try checkComment(text, dialect, "comment in <\(tag)>")
        }
    }

    /// Returns whether `value` holds a CR.
    @discardableResult
    static func checkAttributeValue(
        _ value: String, name: String, in tag: String, _ dialect: Dialect
    ) throws(XMLError) -> Bool {
        let sawCR = try checkCharacters(value, dialect, "value of attribute \"\(name)\" in <\(tag)>")
        if dialect == .html, HTMLVocabulary.isBoolean(name),
           !HTMLVocabulary.isValidBooleanValue(value, for: name) {
            throw XMLError(message: "boolean attribute \"\(name)\" in <\(tag)> must be \"\" or \"\(name)\" "
                + "(got \"\(value)\"); remove the attribute to make it false")
        }
        return sawCR
    }

    /// HTML content model rules the serializer relies on: void elements are
    /// empty; script/style hold only text that cannot end them early.
    static func checkHTMLContent(_ children: [XMLNode], of name: String) throws(XMLError) {
        let kind = HTMLVocabulary.ElementKind(name)
        guard let refusal = markupRefusal(kind, name), !children.isEmpty else { return }
        for child in children {
            guard !kind.isVoid, case .text(let text) = child else { throw XMLError(message: refusal) }
            if let message = rawTextRefusal(text, in: name) { throw XMLError(message: message) }
        }
    }

    /// Why an element, a comment or an `HTMLWriter`'s fragment cannot go into an element of `kind` called `name`
    /// (nor text, when it is void); nil when it can. One wording for trees, the writer and a document's slots.
    static func markupRefusal(_ kind: HTMLVocabulary.ElementKind, _ name: @autoclosure () -> String) -> String? {
        if kind.isVoid { return "void element <\(name())> cannot have children" }
        if kind.isRawText { return "<\(name())> can only contain text" }
        return nil
    }

    /// Why `text` cannot be the content of the raw-text element `name` (`<script>`, `<style>`); nil when it can.
    static func rawTextRefusal(_ text: String, in name: @autoclosure () -> String) -> String? {
        HTMLVocabulary.rawTextProblem(text).map { "text for <\(name())> \($0), which would end the element early" }
    }

    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
