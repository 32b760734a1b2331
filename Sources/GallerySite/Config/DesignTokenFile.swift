import GalleryJSON
import Foundation
import StyleKit

/// Reads theme tokens from a W3C Design Tokens file (DTCG format, 2025.10).
///
/// Mapping: a token's path (its group names and its own name joined by ".") is matched against the
/// theme token names (`button.primary.color`, `button.primary.borderWidth`, `button.secondary.color`,
/// `button.tertiary.color`, `settings.item.backgroundColor`, `accentColor`). `$type` may be set on the
/// token or inherited from an enclosing group. Values:
/// - `color`: `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a}` (components 0…1; `hex` is
///   accepted as a fallback when components are absent), or a legacy `"#RRGGBB"` string;
/// - `dimension`: `{"value": 3, "unit": "px"}` (px = points; rem = 16 px) or a legacy `"3px"` string;
/// - `typography` (for `typography.button`, `typography.body`): `{"fontSize": {"value": 17, "unit": "px"},
///   "fontWeight": 600}` (weight as a number 100…900 or a name such as "semibold"), or a configuration font
///   string such as `"title2 bold"`;
/// - aliases `"{group.token}"` refer to another token of the same file (chains allowed, cycles reported).
/// Tokens whose paths are not theme tokens are ignored: a design team's export holds many more.
enum DesignTokenFile {
    struct Token {
        var path: String
        var type: String?
        var value: JSONCursor
    }

    static func load(path: String, relativeTo base: URL, referencedBy cursor: JSONCursor) throws(ConfigIssue) -> [(ThemeToken, ThemeToken.Value)] {
        let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)).standardizedFileURL
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw cursor.issue("cannot read design-token file \(url.path)")
        }
        if let bad = UTF8Validation.firstInvalid(in: Array(data)) {
            throw ConfigIssue(file: path, path: .root, position: bad.position,
                              message: UTF8Validation.message(byte: bad.byte, offset: bad.offset, what: "a design-token file"))
        }
        let text = String(decoding: data, as: UTF8.self)
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: path)
        } catch {
            throw ConfigIssue(file: path, path: .root, position: error.position, message: error.message)
        }
        var tokens: [String: Token] = [:]
        try collect(JSONCursor(node: root, file: path), prefix: [], inheritedType: nil, into: &tokens)
        var result: [(ThemeToken, ThemeToken.Value)] = []
        for themeToken in ThemeToken.allCases {
            guard let token = tokens[themeToken.rawValue] else { continue }
            result.append((themeToken, try value(of: token, as: themeToken, in: tokens, seen: [])))
        }
        return result
    }

    private static func collect(_ cursor: JSONCursor, prefix: [String], inheritedType: String?, into tokens: inout [String: Token]) throws(ConfigIssue) {
        let type = try cursor.member("$type")?.string() ?? inheritedType
        if let value = try cursor.member("$value") {
            tokens[prefix.joined(separator: ".")] = Token(path: prefix.joined(separator: "."), type: type, value: value)
            return
        }
        for (key, _, child) in try cursor.members() where !key.hasPrefix("$") {
            guard case .object = child.value else { continue }
            try collect(child, prefix: prefix + [key], inheritedType: type, into: &tokens)
        }
    }

    private static func value(of token: Token, as themeToken: ThemeToken, in tokens: [String: Token], seen: [String]) throws(ConfigIssue) -> ThemeToken.Value {
        if case .string(let text) = token.value.value, text.hasPrefix("{"), text.hasSuffix("}") {
            let target = String(text.dropFirst().dropLast())
            if seen.contains(target) || target == token.path {
                throw token.value.issue("alias cycle: \((seen + [token.path, target]).joined(separator: " → "))")
            }
            guard let referenced = tokens[target] else {
                throw token.value.issue("alias to unknown token \(JSONText.quoted(target))"
                    + DidYouMean.clause(DidYouMean.suggestions(for: target, among: tokens.keys.sorted())))
            }
            return try value(of: referenced, as: themeToken, in: tokens, seen: seen + [token.path])
        }
        switch themeToken.kind {
        case .color:
            if let type = token.type, type != "color" { throw token.value.issue("\(token.path) has $type \(JSONText.quoted(type)), expected \"color\"") }
            return .color(try color(token.value))
        case .dimension:
            if let type = token.type, type != "dimension" && type != "number" {
                throw token.value.issue("\(token.path) has $type \(JSONText.quoted(type)), expected \"dimension\"")
            }
            return .dimension(try dimension(token.value))
        case .font:
            if let type = token.type, type != "typography" && type != "font" {
                throw token.value.issue("\(token.path) has $type \(JSONText.quoted(type)), expected \"typography\"")
            }
            return .font(try typography(token.value))
        }
    }

    private static func color(_ cursor: JSONCursor) throws(ConfigIssue) -> Color {
        if case .string = cursor.value { return try cursor.color() }
        let space = try cursor.member("colorSpace")?.string() ?? "srgb"
        guard space == "srgb" else { throw cursor.issue("color space \(JSONText.quoted(space)) is not supported (use \"srgb\")") }
        let alpha = try cursor.member("alpha")?.number("alpha", in: 0...1) ?? 1
        if let components = try cursor.member("components") {
            let values = try components.elements().map { (c: JSONCursor) throws(ConfigIssue) -> Double in try c.number() }
            guard values.count == 3, values.allSatisfy({ (0...1).contains($0) }) else {
                throw components.issue("srgb components must be three numbers from 0 to 1")
            }
            return Color(red: values[0], green: values[1], blue: values[2], opacity: alpha)
        }
        if let hex = try cursor.member("hex"), let rgba = RGBA(hexString: try hex.string()) {
            return Color(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: alpha)
        }
        throw cursor.issue("a color needs \"components\" (or \"hex\")")
    }

    private static func typography(_ cursor: JSONCursor) throws(ConfigIssue) -> Font {
        if case .string = cursor.value { return try cursor.font() }
        let size = try dimension(try cursor.requiredMember("fontSize"))
        var weight: Font.Weight?
        if let w = try cursor.member("fontWeight") {
            if case .number(let n) = w.value {
                let names: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
                guard n >= 100, n <= 900 else { throw w.issue("fontWeight must be from 100 to 900") }
                weight = names[Int((n / 100).rounded()) - 1]
            } else {
                let name = try w.string()
                guard let named = FontValue.weights[name] else {
                    throw w.issue("unknown font weight \(JSONText.quoted(name))" + DidYouMean.clause(DidYouMean.suggestions(for: name, among: FontValue.weights.keys.sorted())))
                }
                weight = named
            }
        }
        return .system(size: size, weight: weight)
    }

    private static func dimension(_ cursor: JSONCursor) throws(ConfigIssue) -> Double {
        let amount: Double, unit: String
        if case .string(let text) = cursor.value {
            let digits = text.prefix { "0123456789.-".contains($0) }
            guard let number = Double(digits) else { throw cursor.issue("\(JSONText.quoted(text)) is not a dimension") }
            amount = number
            unit = String(text.dropFirst(digits.count))
        } else {
            amount = try cursor.requiredMember("value").number()
            unit = try cursor.requiredMember("unit").string()
        }
        guard amount.isFinite, amount >= 0, amount <= 10_000 else {
            throw cursor.issue("a dimension must be from 0 to 10000 \(unit.isEmpty ? "px" : unit), not \(JSONText.number(amount))")
        }
        switch unit {
        case "px": return amount
        case "rem": return amount * 16
        default: throw cursor.issue("dimension unit \(JSONText.quoted(unit)) is not supported (use px or rem)")
        }
    }
}
