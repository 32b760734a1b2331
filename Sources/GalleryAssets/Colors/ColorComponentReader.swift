import GalleryJSON

/// Reads one color component in any of the spellings Xcode and other tools write (docs/asset-catalogs.md, §3.2):
///
/// | written | read as |
/// |---|---|
/// | `"0.500"`, `"1.0e-1"`, `0.5` (JSON number) | the number itself |
/// | `"128"` (digits only) | 128 / 255 — Xcode's "8-bit (0-255)" input; for `alpha`, `"0"` and `"1"` are 0 and 1 |
/// | `"0x80"` | 0x80 / 255 — Xcode's "8-bit Hexadecimal" input |
///
/// Values are refused when they are not finite, when a color channel in a standard space lies outside 0…1
/// (an extended space allows ±``AssetCatalogLimits/maximumExtendedComponent``), when an integer is above 255
/// or a hexadecimal value above 0xFF, and when alpha lies outside 0…1.
enum ColorComponentReader {
    enum Role { case channel, alpha }

    /// The component's value, scaled to 0…1, and its text as written.
    static func read(_ cursor: JSONCursor, role: Role, space: AssetColorSpace, limits: AssetCatalogLimits)
        throws(ConfigIssue) -> (value: Double, written: String)
    {
        let value: Double
        let written: String
        switch cursor.value {
        case .number(let n):
            value = n
            written = JSONText.number(n)
        case .string(let text):
            written = text
            value = try parse(text, role: role, at: cursor)
        default:
            throw cursor.typeMismatch(expected: "a number or a string such as \"0.500\", \"128\" or \"0x80\"")
        }
        guard value.isFinite else { throw cursor.issue("component \(JSONText.quoted(written)) is not a finite number") }
        let name = role == .alpha ? "alpha" : "color component"
        if role == .alpha || !space.isExtended {
            guard value >= 0 else {
                throw cursor.issue("\(name) \(JSONText.quoted(written)) is negative; it must be between 0 and 1"
                    + (role == .alpha ? "" : " (only extended-range color spaces allow values outside 0…1)"))
            }
            guard value <= 1 else {
                throw cursor.issue("\(name) \(JSONText.quoted(written)) is above 1; it must be between 0 and 1"
                    + (role == .alpha ? "" : " (write 0–255 without a decimal point, or use an extended-range color space)"))
            }
        } else {
            let bound = limits.maximumExtendedComponent
            guard abs(value) <= bound else {
                throw cursor.issue("color component \(JSONText.quoted(written)) is outside the sane range"
                    + " -\(JSONText.number(bound))…\(JSONText.number(bound)) of an extended-range color space")
            }
        }
        return (value, written)
    }

    private static func parse(_ text: String, role: Role, at cursor: JSONCursor) throws(ConfigIssue) -> Double {
        let quoted = Escaped.quoted(text)
        let scalars = Array(text.unicodeScalars)
        func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
        func isHexDigit(_ s: Unicode.Scalar) -> Bool { isDigit(s) || ("a"..."f").contains(s) || ("A"..."F").contains(s) }

        if scalars.count > 2, scalars[0] == "0", scalars[1] == "x" || scalars[1] == "X" {
            let digits = String(String.UnicodeScalarView(scalars[2...]))
            guard digits.unicodeScalars.allSatisfy(isHexDigit) else {
                throw cursor.issue("component \(quoted) is not a hexadecimal number such as \"0x80\"")
            }
            let byte = digits.count > 8 ? Int.max : Int(digits, radix: 16) ?? Int.max
            guard byte <= 0xFF else {
                throw cursor.issue("hexadecimal component \(quoted) is above 0xFF; it must be between 0x00 and 0xFF")
            }
            return Double(byte) / 255
        }
        if !scalars.isEmpty, scalars.allSatisfy(isDigit) {
            let integer = Int(text) ?? Int.max
            if role == .alpha {
                guard integer <= 1 else {
                    throw cursor.issue("alpha \(quoted) is above 1; alpha is written from 0 to 1, such as \"0.500\"")
                }
                return Double(integer)
            }
            guard integer <= 255 else {
                throw cursor.issue("integer component \(quoted) is above 255; it must be between 0 and 255")
            }
            return Double(integer) / 255
        }
        if isDecimal(scalars), let value = Double(text) {
            return value
        }
        if scalars.first == "-", scalars.count > 1, scalars.dropFirst().allSatisfy(isDigit) {
            throw cursor.issue("integer component \(quoted) is negative; it must be between 0 and 255")
        }
        throw cursor.issue("component \(quoted) is not a number: expected a decimal such as \"0.500\","
            + " an integer from 0 to 255 such as \"128\", or hexadecimal such as \"0x80\"")
    }

    /// `-?digits.digits` with an optional exponent, with a decimal point or an exponent (so `nan`, `inf`,
    /// `0x1p3` and the like, which `Double(_:)` would accept, are not numbers here).
    private static func isDecimal(_ s: [Unicode.Scalar]) -> Bool {
        var i = 0
        var digits = 0
        var marked = false
        func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
        if i < s.count, s[i] == "-" { i += 1 }
        while i < s.count, isDigit(s[i]) { i += 1; digits += 1 }
        if i < s.count, s[i] == "." {
            marked = true
            i += 1
            while i < s.count, isDigit(s[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return false }
        if i < s.count, s[i] == "e" || s[i] == "E" {
            marked = true
            i += 1
            if i < s.count, s[i] == "+" || s[i] == "-" { i += 1 }
            var exponentDigits = 0
            while i < s.count, isDigit(s[i]) { i += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return false }
        }
        return marked && i == s.count
    }
}
