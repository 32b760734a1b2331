import Foundation

/// A compiled `pattern` / `patternProperties` regular expression. Like JSON Schema, matching is
/// unanchored (a match anywhere in the string counts); syntax is ICU (NSRegularExpression), which
/// covers the ECMA-262 subset used in practice.
struct SchemaPattern: Sendable {
    let source: String
    private let regex: NSRegularExpression

    init?(_ source: String) {
        guard let regex = try? NSRegularExpression(pattern: source) else { return nil }
        self.source = source
        self.regex = regex
    }

    func matches(_ string: String) -> Bool {
        regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
    }
}
