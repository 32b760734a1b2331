/// Text from the input made safe to show in a message: bounded in length, and with control characters,
/// bidirectional overrides and other invisible scalars written as `\u{…}`, so that nothing a file says can
/// move the cursor, retitle the terminal or reverse the text around it.
package enum Escaped {
    /// At most this many characters of an input string are quoted in a message.
    package static let limit = 120

    /// `text` escaped and, past `limit` characters, cut with a note of how much was left out.
    package static func excerpt(_ text: String, limit: Int = Escaped.limit) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                let rest = text.unicodeScalars.count - count
                return result + "… (\(rest) more characters)"
            }
            result += isShownAsIs(scalar) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            count += 1
        }
        return result
    }

    /// One scalar as `U+202E` for a message.
    package static func scalar(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the text
    /// around them, so labels and titles may not carry them.
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// The excerpt in double quotes.
    package static func quoted(_ text: String) -> String { "\"\(excerpt(text))\"" }

    private static func isShownAsIs(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: return false
        default: return true
        }
    }
}
