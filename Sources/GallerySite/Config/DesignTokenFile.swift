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
    static func load(path: String, relativeTo base: URL, referencedBy cursor: JSONCursor) throws(ConfigIssue) -> [(ThemeToken, ThemeToken.Value)] {
        let file = try DesignTokens.load(path: path, relativeTo: base, referencedBy: cursor)
        var result: [(ThemeToken, ThemeToken.Value)] = []
        for themeToken in ThemeToken.allCases {
            guard let token = try file.resolved(themeToken.rawValue) else { continue }
            result.append((themeToken, try value(of: token, as: themeToken)))
        }
        return result
    }

    private static func value(of token: DesignTokens.Token, as themeToken: ThemeToken) throws(ConfigIssue) -> ThemeToken.Value {
        switch themeToken.kind {
        case .color:
            if let type = token.type, type != "color" { throw token.value.issue("\(token.path) has $type \(JSONText.quoted(type)), expected \"color\"") }
            return .color(try color(token.value))
        case .dimension:
            if let type = token.type, type != "dimension" && type != "number" {
                throw token.value.issue("\(token.path) has $type \(JSONText.quoted(type)), expected \"dimension\"")
            }
            return .dimension(try DesignTokens.dimension(token.value))
        case .font:
            if let type = token.type, type != "typography" && type != "font" {
                throw token.value.issue("\(token.path) has $type \(JSONText.quoted(type)), expected \"typography\"")
            }
            return .font(try typography(token.value))
        }
    }

    private static func color(_ cursor: JSONCursor) throws(ConfigIssue) -> Color {
        // A string is any configuration colour (system names stay adaptive); an object is DTCG's sRGB form.
        if case .string = cursor.value { return try cursor.color() }
        let rgba = try DesignTokens.srgb(cursor)
        return Color(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }

    private static func typography(_ cursor: JSONCursor) throws(ConfigIssue) -> Font {
        if case .string = cursor.value { return try cursor.font() }
        let size = try DesignTokens.dimension(try cursor.requiredMember("fontSize"))
        var weight: Font.Weight?
        if let w = try cursor.member("fontWeight") {
            if case .number(let n) = w.value {
                let names: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
                guard n >= 100, n <= 900 else { throw w.issue("fontWeight must be from 100 to 900") }
                weight = names[DesignTokens.weightStep(n)]
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
}
