/// Loops over a string's UTF-8 bytes in its contiguous storage: several times cheaper than going through
/// `String.UTF8View`'s generic `contains`/`allSatisfy`, and these checks see every string of every page.
enum ByteScan {
    @inline(__always)
    static func all(_ string: String, _ predicate: (UInt8) -> Bool) -> Bool {
        if let result = string.utf8.withContiguousStorageIfAvailable({ bytes in
            for byte in bytes where !predicate(byte) { return false }
            return true
        }) { return result }
        return string.utf8.allSatisfy(predicate)
    }

    @inline(__always)
    static func contains(_ string: String, _ wanted: UInt8) -> Bool {
        !all(string) { $0 != wanted }
    }

    /// Whether every byte of `string` is printable ASCII (0x20–0x7E), a tab or a line feed — what most text
    /// is, allowed in XML and HTML alike. Eight bytes at a time: every string put on a page is checked, and
    /// the byte-by-byte scan was 80 M instructions of a 700-variant build (callgrind).
    static func isPrintableASCII(_ string: String) -> Bool {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let count = bytes.count
            var index = 0
            if let base = bytes.baseAddress {
                while index + 8 <= count {
                    if mayHoldUnplain(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                        for offset in 0..<8 where !isPlain(base[index + offset]) { return false }
                    }
                    index += 8
                }
            }
            while index < count {
                if !isPlain(bytes[index]) { return false }
                index += 1
            }
            return true
        }
        if let result = string.utf8.withContiguousStorageIfAvailable(scan) { return result }
        return string.utf8.allSatisfy(isPlain)
    }

    /// Whether `byte` is printable ASCII (0x20–0x7E), a tab or a line feed.
    @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool { byte &- 0x20 < 0x5F || byte == 0x9 || byte == 0xA }

    /// Whether any of the eight bytes of `word` may fail ``isPlain(_:)``: false means none does. A byte at or above
    /// 0x80 (its high bit), below 0x20 (x - 0x20 borrows into its high bit while x's is clear) or equal to 0x7F
    /// (x ^ 0x7F is zero) sets it; tabs and line feeds set it too, for the byte test to let through.
    @inline(__always)
    static func mayHoldUnplain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x20) & ~word & highs
        let delete = word ^ (ones &* 0x7F)
        return (word & highs) | below | ((delete &- ones) & ~delete & highs) != 0
    }

    /// What ``allowedScalars(_:html:)`` finds in a string's bytes.
    struct Characters {
        /// Every character is allowed in the dialect (XML 1.0's `Char`; in HTML also no C1 control or noncharacter).
        var allowed: Bool
        /// It holds a CR.
        var sawCR: Bool
    }

    /// Whether every character of `string` is allowed, from its UTF-8 bytes without decoding them: only a
    /// handful of byte patterns encode a character that is not (a control below U+0020 but tab, LF and CR;
    /// in HTML U+007F, C1 controls `C2 80`–`C2 9F`, U+FDD0–U+FDEF `EF B7 90`–`EF B7 AF`), and every
    /// U+xFFFE and U+xFFFF ends in `BF BE` or `BF BF` after a lead byte whose payload is all ones. Text with an
    /// em dash or a curly quote went through decoding scalar by scalar, 800 instructions a string.
    static func allowedScalars(_ string: String, html: Bool) -> Characters {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Characters {
            var sawCR = false
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte < 0x20 {
                        if byte == 0x0D { sawCR = true } else if byte != 0x09, byte != 0x0A { return Characters(allowed: false, sawCR: sawCR) }
                    } else if byte == 0x7F, html {
                        return Characters(allowed: false, sawCR: sawCR)
                    }
                    index += 1
                    continue
                }
                // A valid string: the lead byte says how many continuation bytes follow.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                guard index + length <= count else { return Characters(allowed: false, sawCR: sawCR) }
                switch length {
                case 2:
                    if html, byte == 0xC2, bytes[index + 1] < 0xA0 { return Characters(allowed: false, sawCR: sawCR) }
                case 3:
                    if byte == 0xEF {
                        let second = bytes[index + 1], third = bytes[index + 2]
                        if second == 0xBF, third >= 0xBE { return Characters(allowed: false, sawCR: sawCR) }
                        if html, second == 0xB7, (0x90...0xAF).contains(third) { return Characters(allowed: false, sawCR: sawCR) }
                    }
                default:
                    if html, bytes[index + 1] & 0x0F == 0x0F, bytes[index + 2] == 0xBF, bytes[index + 3] >= 0xBE {
                        return Characters(allowed: false, sawCR: sawCR)
                    }
                }
                index += length
            }
            return Characters(allowed: true, sawCR: sawCR)
        }
        var string = string
        return string.withUTF8(scan)
    }
}
