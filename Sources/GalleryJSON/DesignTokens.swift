import Foundation

/// A W3C Design Tokens file (DTCG format, 2025.10) as tokens by path, with aliases followed: the one
/// reader behind a theme's seed tokens (`tokensFile`) and the `{token.path}` references in a design
/// system's `environment` expressions.
///
/// A token's path is its group names and its own name joined by "."; `$type` may be set on the token or
/// inherited from an enclosing group; `"{group.token}"` as a value refers to another token of the file
/// (chains allowed, cycles reported at the value).
package struct DesignTokens: Sendable {
    /// One token: its path, its `$type` (own or inherited), and where its `$value` is.
    package struct Token: Sendable {
        package var path: String
        package var type: String?
        package var value: JSONCursor
    }

    /// The file as the configuration names it (for messages).
    package let file: String
    /// Every token of the file, by path.
    package private(set) var tokens: [String: Token] = [:]

    /// Reads `path` (relative to `base` unless absolute); problems are located at `cursor` (the
    /// configuration member naming the file) or in the token file itself.
    package static func load(path: String, relativeTo base: URL, referencedBy cursor: JSONCursor) throws(ConfigIssue) -> DesignTokens {
        let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)).standardizedFileURL
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw cursor.issue("cannot read design-token file \(url.path)")
        }
        if let bad = UTF8Validation.firstInvalid(in: Array(data)) {
            throw ConfigIssue(file: path, path: .root, position: bad.position,
                              message: UTF8Validation.message(byte: bad.byte, offset: bad.offset, what: "a design-token file"))
        }
        return try parse(String(decoding: data, as: UTF8.self), file: path)
    }

    /// The tokens of a DTCG document's text.
    package static func parse(_ text: String, file: String) throws(ConfigIssue) -> DesignTokens {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: file)
        } catch {
            throw ConfigIssue(file: file, path: .root, position: error.position, message: error.message)
        }
        var result = DesignTokens(file: file)
        try result.collect(JSONCursor(node: root, file: file), prefix: [], inheritedType: nil)
        return result
    }

    private init(file: String) { self.file = file }

    private mutating func collect(_ cursor: JSONCursor, prefix: [String], inheritedType: String?) throws(ConfigIssue) {
        let type = try cursor.member("$type")?.string() ?? inheritedType
        if let value = try cursor.member("$value") {
            let path = prefix.joined(separator: ".")
            tokens[path] = Token(path: path, type: type, value: value)
            return
        }
        for (key, _, child) in try cursor.members() where !key.hasPrefix("$") {
            guard case .object = child.value else { continue }
            try collect(child, prefix: prefix + [key], inheritedType: type)
        }
    }

    /// The token at `path` with its aliases followed to the token holding the value; nil when the file
    /// has no such token. An alias to an unknown token, or a cycle, is an issue at the alias.
    package func resolved(_ path: String) throws(ConfigIssue) -> Token? {
        guard let token = tokens[path] else { return nil }
        return try resolve(token, seen: [])
    }

    private func resolve(_ token: Token, seen: [String]) throws(ConfigIssue) -> Token {
        guard let target = Self.alias(in: token.value) else { return token }
        if seen.contains(target) || target == token.path {
            throw token.value.issue("alias cycle: \((seen + [token.path, target]).joined(separator: " → "))")
        }
        guard let referenced = tokens[target] else {
            throw token.value.issue("alias to unknown token \(JSONText.quoted(target))"
                + DidYouMean.clause(DidYouMean.suggestions(for: target, among: tokens.keys.sorted())))
        }
        var next = try resolve(referenced, seen: seen + [token.path])
        // The alias's own `$type` wins when the referenced token has none.
        if next.type == nil { next.type = token.type }
        return next
    }

    /// `"{group.token}"` → `group.token`; nil for any other value.
    package static func alias(in value: JSONCursor) -> String? {
        guard case .string(let text) = value.value, text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    // MARK: Values, as numbers (each caller turns them into its own types)

    /// An sRGB colour: `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a}` (components 0…1; `hex`
    /// accepted when components are absent), or a `"#RRGGBB"` / `"#RRGGBBAA"` string.
    package static func srgb(_ cursor: JSONCursor) throws(ConfigIssue) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        if case .string(let text) = cursor.value {
            guard let rgba = hex(text) else { throw cursor.issue("\(JSONText.quoted(text)) is not a #RRGGBB or #RRGGBBAA colour") }
            return rgba
        }
        let space = try cursor.member("colorSpace")?.string() ?? "srgb"
        guard space == "srgb" else { throw cursor.issue("color space \(JSONText.quoted(space)) is not supported (use \"srgb\")") }
        let alpha = try cursor.member("alpha")?.number("alpha", in: 0...1) ?? 1
        if let components = try cursor.member("components") {
            let values = try components.elements().map { (c: JSONCursor) throws(ConfigIssue) -> Double in try c.number() }
            guard values.count == 3, values.allSatisfy({ (0...1).contains($0) }) else {
                throw components.issue("srgb components must be three numbers from 0 to 1")
            }
            return (values[0], values[1], values[2], alpha)
        }
        if let member = try cursor.member("hex") {
            let text = try member.string()
            guard let rgba = hex(text) else { throw member.issue("\(JSONText.quoted(text)) is not a #RRGGBB colour") }
            return (rgba.red, rgba.green, rgba.blue, alpha)
        }
        throw cursor.issue("a color needs \"components\" (or \"hex\")")
    }

    /// `#RRGGBB` or `#RRGGBBAA` as fractions; nil for anything else.
    package static func hex(_ text: String) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        let digits = Array(text.utf8.dropFirst())
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8,
              let value = UInt64(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
        let bytes = digits.count == 8 ? value : (value << 8) | 0xFF
        func channel(_ shift: UInt64) -> Double { Double((bytes >> shift) & 0xFF) / 255 }
        return (channel(24), channel(16), channel(8), channel(0))
    }

    /// A dimension in points: `{"value": 3, "unit": "px"}` (px = points; rem = 16 px) or a `"3px"` string,
    /// from 0 to 10,000.
    package static func dimension(_ cursor: JSONCursor) throws(ConfigIssue) -> Double {
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

    /// The step of a font weight (100 → 0 … 900 → 8, nearest hundred, clamped): the position in SwiftUI's
    /// nine weights, ultraLight … black.
    package static func weightStep(_ weight: Double) -> Int {
        min(8, max(0, Int((weight / 100).rounded()) - 1))
    }

    /// The CSS font-weight names DTCG allows, with their numbers.
    package static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400,
        "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]
}
