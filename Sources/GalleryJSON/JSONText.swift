/// Small helpers that render JSON text fragments.
package enum JSONText {
    /// `s` as a JSON string literal with the mandatory escapes (`"`, `\`, control characters).
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20: out += "\\u" + hex4(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
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
