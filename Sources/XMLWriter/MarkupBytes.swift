/// A growing UTF-8 buffer that markup is written into: the serializers' one way to emit text and attribute
/// values, each escaped on the way in (there is no unescaped entry point for content).
struct MarkupBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    /// Writing on after `bytes`.
    init(continuing bytes: [UInt8]) { self.bytes = bytes }

    /// Markup the serializer itself spells (`<`, a validated name, `="`): copied as it is.
    mutating func markup(_ string: StaticString) {
        string.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A validated element or attribute name, or a validated comment, copied as it is.
    mutating func verbatim(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A name spelt in the source (an `HTMLWriter`'s element and attribute names), copied as it is.
    mutating func staticName(_ name: StaticString) {
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Markup written and checked by another writer (an `HTMLFragment`'s), copied as it is.
    mutating func append(_ markup: [UInt8]) { bytes.append(contentsOf: markup) }

    mutating func byte(_ byte: UInt8) { bytes.append(byte) }

    /// Text or an attribute value, each byte that needs it replaced by `table`'s reference.
    mutating func escaped(_ string: String, _ table: Escapes) {
        var string = string
        string.withUTF8 { escaped($0, table) }
    }

    mutating func escaped(_ source: UnsafeBufferPointer<UInt8>, _ table: Escapes) {
        _ = escape(source, table, plainOnly: false)
    }

    /// Text or an attribute value escaped as ``escaped(_:_:)`` does, when every byte of it is printable ASCII, a tab
    /// or a line feed — nearly every string, and one that every dialect allows — checked in the same pass; false,
    /// with nothing written, for any other string, which the caller checks and escapes as before. Checking a string
    /// and then escaping it read it twice: 1 % of a cold build (docs/profile.md).
    mutating func escapedIfPlain(_ string: String, _ table: Escapes) -> Bool {
        var string = string
        return string.withUTF8 { escape($0, table, plainOnly: true) }
    }

    /// The escaping loop of both: each byte with a reference in `table` replaced by it. `plainOnly`: stops at the
    /// first byte ``ByteScan/isPlain(_:)`` refuses, drops what it wrote and returns false.
    @inline(__always)
    private mutating func escape(_ source: UnsafeBufferPointer<UInt8>, _ table: Escapes, plainOnly: Bool) -> Bool {
        guard let base = source.baseAddress else { return true }
        let mark = bytes.count
        var start = 0
        var index = 0
        while index < source.count {
            // Eight bytes at a time past those that need nothing (nearly all of them).
            if index + 8 <= source.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if !(plainOnly && ByteScan.mayHoldUnplain(word)), !table.mayEscape(word) {
                    index += 8
                    continue
                }
            }
            let byte = source[index]
            if plainOnly, !ByteScan.isPlain(byte) {
                truncate(to: mark)
                return false
            }
            if table.escapes(byte), let reference = table.reference(byte) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                bytes.append(contentsOf: reference)
                start = index + 1
            } else if byte == 0xC2, table.escapesNoBreakSpace, index + 1 < source.count, source[index + 1] == 0xA0 {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                bytes.append(contentsOf: Escapes.noBreakSpace)
                index += 1
                start = index + 1
            }
            index += 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
        return true
    }

    /// Drops what was written after the first `count` bytes.
    mutating func truncate(to count: Int) {
        if bytes.count > count { bytes.removeSubrange(count...) }
    }

    /// Which ASCII bytes a context replaces, and by what.
    struct Escapes {
        private let references: [[UInt8]?]
        /// The ASCII bytes that have a reference, as bits (byte 0–63 in the first word, 64–127 in the second):
        /// one test a byte, where looking each up in `references` was most of the cost of escaping.
        private let low: UInt64, high: UInt64
        let escapesNoBreakSpace: Bool
        /// For ``mayEscape(_:)``: the printable bytes with a reference, each repeated over a word (up to four;
        /// the first again where there are fewer), whether a control byte has one, and whether bytes from 0x80
        /// need a look (the first of U+00A0's two).
        private let printable: (UInt64, UInt64, UInt64, UInt64)
        private let controls: Bool

        init(_ references: [Character: String], noBreakSpace: Bool = false) {
            var table = [[UInt8]?](repeating: nil, count: 128)
            var low: UInt64 = 0, high: UInt64 = 0
            for (character, reference) in references {
                let byte = character.asciiValue!
                table[Int(byte)] = Array(reference.utf8)
                if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
            }
            self.references = table
            self.low = low
            self.high = high
            self.escapesNoBreakSpace = noBreakSpace
            let printable = references.keys.map { $0.asciiValue! }.filter { $0 >= 0x20 }.sorted()
            precondition((1...4).contains(printable.count), "a word test covers one to four printable bytes")
            let words = (0..<4).map { Self.ones &* UInt64(printable[$0 < printable.count ? $0 : 0]) }
            self.printable = (words[0], words[1], words[2], words[3])
            controls = references.keys.contains { $0.asciiValue! < 0x20 }
        }

        private static let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080

        /// Whether any of the eight bytes of `word` may need a reference: false means none does. A byte equal
        /// to a printable one with a reference leaves a zero byte after `^` (found by the usual borrow test,
        /// exact on whether there is one), a control byte borrows from 0x20, and bytes from 0x80 have their
        /// high bit set.
        @inline(__always)
        func mayEscape(_ word: UInt64) -> Bool {
            func hasZero(_ value: UInt64) -> UInt64 { (value &- Self.ones) & ~value & Self.highs }
            var found = hasZero(word ^ printable.0) | hasZero(word ^ printable.1) | hasZero(word ^ printable.2) | hasZero(word ^ printable.3)
            if controls { found |= (word &- Self.ones &* 0x20) & ~word & Self.highs }
            if escapesNoBreakSpace { found |= word & Self.highs }
            return found != 0
        }

        /// Whether `byte` is an ASCII byte with a reference.
        @inline(__always)
        func escapes(_ byte: UInt8) -> Bool {
            byte < 64 ? low >> byte & 1 != 0 : byte < 128 && high >> (byte &- 64) & 1 != 0
        }

        func reference(_ byte: UInt8) -> [UInt8]? { references[Int(byte)] }

        static let noBreakSpace = Array("&nbsp;".utf8)

        /// XML character data, as libxml2's xmlEncodeSpecialChars writes it (SVG files have always been
        /// written so, and their bytes are goldens).
        static let xmlText = Escapes(["<": "&lt;", ">": "&gt;", "&": "&amp;", "\"": "&quot;", "\r": "&#13;"])
        /// XML attribute values (double-quoted): line ends and tabs as references, so that attribute-value
        /// normalisation cannot turn them into spaces.
        static let xmlAttribute = Escapes(["<": "&lt;", ">": "&gt;", "&": "&amp;", "\"": "&quot;",
                                           "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"])
        /// HTML5 text (WHATWG "escaping a string", text mode).
        static let htmlText = Escapes(["&": "&amp;", "<": "&lt;", ">": "&gt;"], noBreakSpace: true)
        /// HTML5 attribute values (double-quoted).
        static let htmlAttribute = Escapes(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"],
                                           noBreakSpace: true)
    }
}
