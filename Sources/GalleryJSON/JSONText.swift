/// Small helpers that render JSON text fragments.
package enum JSONText {
    /// `s` as a JSON string literal with the mandatory escapes (`"`, `\`, control characters).
    /// Works on the UTF-8 bytes: every byte that needs an escape is ASCII, and the runs between them are
    /// copied whole (the manifest quotes tens of strings per variant).
    package static func quoted(_ s: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count + 2)
        appendQuoted(s, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``quoted(_:)``'s text to `bytes`, without making it a `String` first.
    package static func appendQuoted(_ s: String, to bytes: inout [UInt8]) {
        var s = s
        s.withUTF8 { source in
            bytes.append(UInt8(ascii: "\""))
            var start = 0
            var index = 0
            while index < source.count {
                // Eight bytes at a time past those that need nothing (nearly all of them).
                if index + 8 <= source.count,
                   !mayNeedEscape(UnsafeRawPointer(source.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = source[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                start = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                default: bytes.append(contentsOf: ("u" + hex4(UInt32(byte))).utf8)
                }
                index += 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// Whether any of the eight bytes of `word` may need escaping (false: none does): a `"` or `\\` leaves a zero byte
    /// after `^` (the borrow test is exact on whether there is one), a control byte borrows from 0x20; bytes from 0x80
    /// (UTF-8 past ASCII, written as they are) are masked out by `~word`.
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let found = hasZero(word ^ (ones &* 0x22)) | hasZero(word ^ (ones &* 0x5C)) | ((word &- ones &* 0x20) & ~word & highs)
        return found != 0
    }

    /// Integral values below 1e15 print without a fraction (`12`, `-3`); others use Swift's shortest
    /// round-trip form (`1.5`, `1e+20`).
    package static func number(_ n: Double) -> String {
        if n.isFinite, n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    /// Uppercase, zero-padded 4-digit hex (`00E9`).
    package static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `s` cut to `limit` Unicode scalars with a trailing `…` when longer.
    package static func truncated(_ s: String, limit: Int = 60) -> String {
        guard s.unicodeScalars.count > limit else { return s }
        var out = String.UnicodeScalarView(s.unicodeScalars.prefix(limit))
        out.append("…")
        return String(out)
    }
}
