import GalleryJSON

/// `{token.path}` in a theme's `environment` expressions: design tokens (the theme's DTCG `tokensFile`)
/// feeding the team's own environment values. Each reference becomes the Swift literal of the token's
/// value before the expression is compiled:
/// - `color` → `Color(.sRGB, red: …, green: …, blue: …, opacity: …)` (numbers as `JSONText.number` writes them);
/// - `dimension` → its points as a number literal (it types as `CGFloat` or `Double`), `number` likewise;
/// - `typography` → `Font.system(size: …, weight: …)`;
/// - `fontWeight` → `Font.Weight` (`.semibold`); `string` → a string literal (`RunnerSource.literal`, as the
///   generated runner writes its own).
/// A reference is `{` + a token path (letters, digits, `_`, `-`, `.`) + `}`; other braces (closures) are
/// left alone. A path the file does not have is an error at the expression.
enum TokenReferences {
    /// `expression` with every token reference replaced; unchanged when it has none. `tokens` reads the
    /// theme's token file, only when the expression refers to a token; nil when the theme has none (then a
    /// reference is an error).
    static func substitute(in expression: String, tokens file: () throws(ConfigIssue) -> DesignTokens?,
                           at cursor: JSONCursor) throws(ConfigIssue) -> String {
        var result = ""
        var rest = Substring(expression)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                  case let path = String(rest[afterOpen..<close]), isTokenPath(path) else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            guard let tokens = try file() else {
                throw cursor.issue("\(JSONText.quoted("{" + path + "}")) refers to a design token, but this theme (and those it extends) has no \"tokensFile\"")
            }
            guard let token = try tokens.resolved(path) else {
                throw cursor.issue("no token \(JSONText.quoted(path)) in \(tokens.file)"
                    + DidYouMean.clause(DidYouMean.suggestions(for: path, among: tokens.tokens.keys.sorted())))
            }
            result += try swift(for: token)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Whether `text` looks like a token path rather than code: `color.brand`, `spacing-m`.
    static func isTokenPath(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0) }
            && !text.hasSuffix(".")
    }

    /// The Swift literal of a token's value.
    static func swift(for token: DesignTokens.Token) throws(ConfigIssue) -> String {
        let value = token.value
        switch token.type {
        case "color"?:
            let c = try DesignTokens.srgb(value)
            return "Color(.sRGB, red: \(JSONText.number(c.red)), green: \(JSONText.number(c.green)), blue: \(JSONText.number(c.blue)), opacity: \(JSONText.number(c.alpha)))"
        case "dimension"?:
            return JSONText.number(try DesignTokens.dimension(value))
        case "number"?:
            return JSONText.number(try value.number())
        case "fontWeight"?:
            return ".\(try weight(value))"
        case "typography"?:
            let size = try DesignTokens.dimension(try value.requiredMember("fontSize"))
            let weight = try value.member("fontWeight").map { (w: JSONCursor) throws(ConfigIssue) in try Self.weight(w) }
            return "Font.system(size: \(JSONText.number(size))\(weight.map { ", weight: .\($0)" } ?? ""))"
        case "string"?:
            return RunnerSource.literal(try value.string())
        default:
            throw value.issue("token \(JSONText.quoted(token.path)) has $type \(token.type.map(JSONText.quoted) ?? "(none)"): "
                + "an expression can use color, dimension, number, fontWeight, typography and string tokens")
        }
    }

    /// A DTCG font weight (100…900, or a name such as "semi-bold") as the name of SwiftUI's `Font.Weight`.
    static func weight(_ cursor: JSONCursor) throws(ConfigIssue) -> String {
        let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        let numeric: Double
        if case .number(let n) = cursor.value {
            numeric = n
        } else {
            let name = try cursor.string()
            guard let known = DesignTokens.weightNames[name] else {
                throw cursor.issue("unknown font weight \(JSONText.quoted(name))"
                    + DidYouMean.clause(DidYouMean.suggestions(for: name, among: DesignTokens.weightNames.keys.sorted())))
            }
            numeric = Double(known)
        }
        guard numeric >= 100, numeric <= 1000 else { throw cursor.issue("a font weight is from 100 to 1000") }
        return names[DesignTokens.weightStep(numeric)]
    }
}
