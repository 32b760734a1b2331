/// The bits of HTML5 vocabulary the DOM builder and serializer need.
/// Names are compared ASCII-case-insensitively.
enum HTMLVocabulary {
    /// Void elements: serialized without end tag and never have children.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
        "source", "track", "wbr",
        "basefont", "bgsound", "frame", "keygen", "param",
    ]

    /// Void elements libxml2 2.9's HTML 4 parser does not know: it nests the
    /// following content inside them, which `HTMLParsing` undoes.
    static let voidElementsUnknownToLibXML2: Set<String> = ["source", "track", "wbr", "keygen", "bgsound"]

    /// Elements whose text is raw (not entity-decoded) in both HTML5 and
    /// libxml2's parser.
    static let rawTextElements: Set<String> = ["script", "style"]

    /// An HTML parser drops one newline right after these start tags, so the
    /// serializer writes an extra one when their text starts with a newline.
    static let leadingNewlineElements: Set<String> = ["pre", "textarea", "listing"]

    /// Boolean attributes: present means true. Serialized as the bare name.
    static let booleanAttributes: Set<String> = [
        "allowfullscreen", "async", "autofocus", "autoplay", "checked", "controls",
        "default", "defer", "disabled", "formnovalidate", "inert", "ismap", "itemscope",
        "loop", "multiple", "muted", "nomodule", "novalidate", "open", "playsinline",
        "readonly", "required", "reversed", "selected",
        "shadowrootclonable", "shadowrootdelegatesfocus", "shadowrootserializable",
    ]

    // The serializer and validation ask these of every element and attribute of every page: names of up to
    // 8 bytes are looked up as integers (``packed(_:)``) in short arrays, without hashing a string.
    private static let voidKeys = voidElements.map { packed($0)! }
    private static let rawTextKeys = rawTextElements.map { packed($0)! }
    private static let leadingNewlineKeys = leadingNewlineElements.map { packed($0)! }
    private static let shortBooleanKeys = booleanAttributes.compactMap(packed)

    static func isVoid(_ name: String) -> Bool { ElementKind(name).isVoid }
    static func isRawText(_ name: String) -> Bool { ElementKind(name).isRawText }
    static func dropsLeadingNewline(_ name: String) -> Bool { ElementKind(name).dropsLeadingNewline }

    /// The bits (``ElementKind/bit(_:)``) of the short boolean attributes' keys.
    private static let shortBooleanKeyBits = shortBooleanKeys.reduce(UInt64(0)) { $0 | ElementKind.bit($1) }

    /// The bits (``ElementKind/bit(_:)``) of the void, raw-text and leading-newline elements' keys.
    private static let specialKeyBits = (voidKeys + rawTextKeys + leadingNewlineKeys).reduce(UInt64(0)) { $0 | ElementKind.bit($1) }

    /// What the serializer and validation need to know of an element name, found with one lookup.
    struct ElementKind {
        /// A key's bit in a 64-bit mask: its bytes folded together, six bits of that.
        static func bit(_ key: UInt64) -> UInt64 {
            var folded = key ^ (key >> 29)
            folded ^= folded >> 13
            return 1 << (folded & 63)
        }

        var isVoid = false, isRawText = false, dropsLeadingNewline = false

        init(_ name: String) {
            self.init(key: HTMLVocabulary.packed(name))
        }

        /// The kind of the element named by these UTF-8 bytes.
        init(_ name: UnsafeBufferPointer<UInt8>) {
            self.init(key: HTMLVocabulary.packed(name))
        }

        private init(key: UInt64?) {
            // Most elements are none of these: one bit of the key, looked up in a mask of the special keys' bits,
            // settles it without the three lists.
            guard let key, specialKeyBits & Self.bit(key) != 0 else { return }
            isVoid = voidKeys.contains(key)
            isRawText = rawTextKeys.contains(key)
            dropsLeadingNewline = leadingNewlineKeys.contains(key)
        }
    }

    static func isBoolean(_ name: String) -> Bool {
        if let key = packed(name) { return shortBooleanKeys.contains(key) }
        if name.hasPrefix("aria-") || name.hasPrefix("data-") { return false }
        return booleanAttributes.contains(asciiLowercase(name))
    }

    /// ``isBoolean(_:)`` of a name's UTF-8 bytes.
    static func isBoolean(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        // Every attribute of every page is asked: one bit of the key rules out nearly all without the list.
        if let key = packed(name) { return shortBooleanKeyBits & ElementKind.bit(key) != 0 && shortBooleanKeys.contains(key) }
        return isBoolean(String(decoding: name, as: UTF8.self))
    }

    /// A name of 1 to 8 ASCII bytes, folded to lowercase, as one integer (first byte lowest); nil for an empty,
    /// longer or non-ASCII name, or one holding NUL (which would pack like a shorter name).
    static func packed(_ name: String) -> UInt64? {
        let utf8 = name.utf8
        guard (1...8).contains(utf8.count) else { return nil }
        // Over the contiguous bytes (a small string's are copied to the stack): iterating the UTF-8 view
        // byte by byte cost more than the lookups this is for.
        return utf8.withContiguousStorageIfAvailable(packed) ?? packed(utf8)
    }

    /// ``packed(_:)-(String)`` of a name's UTF-8 bytes.
    static func packed<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64? {
        guard (1...8).contains(bytes.count) else { return nil }
        var key: UInt64 = 0, shift: UInt64 = 0
        for byte in bytes {
            guard byte != 0, byte < 0x80 else { return nil }
            key |= UInt64(byte &- 0x41 < 26 ? byte | 0x20 : byte) << shift
            shift += 8
        }
        return key
    }

    /// Whether a boolean attribute's value is one HTML5 allows ("" or the
    /// attribute's own name); such attributes are written as the bare name.
    static func isValidBooleanValue(_ value: String, for name: String) -> Bool {
        value.isEmpty || asciiLowercase(value) == asciiLowercase(name)
    }

    /// Text inside `<script>`/`<style>` is emitted verbatim, so it must not
    /// be able to end the element early (`</`) or switch the tokenizer into
    /// the script-data-escaped state (`<!--`).
    static func rawTextProblem(_ text: String) -> String? {
        if text.contains("</") { return "contains \"</\"" }
        if text.contains("<!--") { return "contains \"<!--\"" }
        return nil
    }

    static func asciiLowercase(_ string: String) -> String {
        // Names are lowercase already: nothing to copy.
        guard !ByteScan.all(string, { !(0x41...0x5A).contains($0) }) else { return string }
        return String(decoding: string.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}

extension HTMLVocabulary {
    /// CRLF and lone CR become LF, as an HTML parser would do anyway (a raw or
    /// escaped CR is a parse error / would not survive a round trip).
    static func normalizeNewlines(_ string: String) -> String {
        guard ByteScan.contains(string, 0x0D) else { return string }
        var scalars = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in string.unicodeScalars {
            if scalar == "\r" {
                scalars.append("\n")
                previousWasCR = true
            } else {
                if !(scalar == "\n" && previousWasCR) { scalars.append(scalar) }
                previousWasCR = false
            }
        }
        return String(scalars)
    }
}

extension HTMLVocabulary {
    /// `normalizeNewlines` applied to every text, comment and attribute value of `nodes`; the nodes themselves
    /// (shared, not copied) when none holds a CR, which is nearly always.
    static func normalizeNewlines(_ nodes: [XMLNode]) -> [XMLNode] {
        guard nodes.contains(where: containsCR) else { return nodes }
        return nodes.map(normalizeNewlines)
    }

    private static func normalizeNewlines(_ node: XMLNode) -> XMLNode {
        switch node {
        case .text(let text): return .text(normalizeNewlines(text))
        case .comment(let text): return .comment(normalizeNewlines(text))
        case .element(var element):
            element.attributes = element.attributes.map { XMLAttribute($0.name, normalizeNewlines($0.value)) }
            element.children = normalizeNewlines(element.children)
            return .element(element)
        }
    }

    private static func containsCR(_ node: XMLNode) -> Bool {
        switch node {
        case .text(let text), .comment(let text): return ByteScan.contains(text, 0x0D)
        case .element(let element):
            return element.attributes.contains { ByteScan.contains($0.value, 0x0D) } || element.children.contains(where: containsCR)
        }
    }
}
