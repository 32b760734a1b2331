import GalleryJSON

/// `{token.path}` in a theme's `environment` expressions: design tokens (the theme's DTCG `tokensFile`)
/// feeding the team's own environment values. Each reference becomes the Swift literal of the token's
/// value before the expression is compiled:
/// - `color` → `Color(.sRGB, red: …, green: …, blue: …, opacity: …)`;
/// - `dimension` → its points as a number literal (it types as `CGFloat` or `Double`), `number` likewise;
/// - `typography` → `Font.system(size: …, weight: …)`;
/// - `fontWeight` → `Font.Weight` (`.semibold`); `string` → a string literal.
/// A reference is `{` + a token path (letters, digits, `_`, `-`, `.`) + `}`; other braces (closures) are
/// left alone. A path the file does not have is an error at the expression.
enum TokenReferences {
    /// `expression` with every token reference replaced; unchanged when it has none. `tokens` is the theme's
    /// token file; nil when it has none (then a reference is an error).
    static func substitute(in expression: String, tokens: DesignTokens?, at cursor: JSONCursor) throws(ConfigIssue) -> String {
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
            guard let tokens else {
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
            return "Color(.sRGB, red: \(number(c.red)), green: \(number(c.green)), blue: \(number(c.blue)), opacity: \(number(c.alpha)))"
        case "dimension"?:
            return number(try DesignTokens.dimension(value))
        case "number"?:
            return number(try value.number())
        case "fontWeight"?:
            return ".\(try weight(value))"
        case "typography"?:
            let size = try DesignTokens.dimension(try value.requiredMember("fontSize"))
            let weight = try value.member("fontWeight").map { (w: JSONCursor) throws(ConfigIssue) in try Self.weight(w) }
            return "Font.system(size: \(number(size))\(weight.map { ", weight: .\($0)" } ?? ""))"
        case "string"?:
            return stringLiteral(try value.string())
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
        return names[min(8, max(0, Int((numeric / 100).rounded()) - 1))]
    }

    /// A Swift string literal of `text`: quotes, backslashes and every control or non-ASCII scalar escaped.
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case " "..."~": out.unicodeScalars.append(scalar)
            default: out += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return out + "\""
    }

    /// A number as Swift source: `3`, `0.5`, `0.0039215686`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
