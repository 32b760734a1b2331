import GalleryJSON
import StyleKit

/// Colors as a configuration writes them: `#RRGGBB`, `#RRGGBBAA`, or a system color name
/// (`teal`, `systemGray5`, `secondarySystemGroupedBackground`, `label`…), which stays adaptive
/// (light/dark) like SwiftUI's `Color.teal`.
enum ColorValue {
    static let fixedNames: [String: Color] = ["white": .white, "black": .black, "clear": .clear, "accentColor": .accentColor]

    /// The hue and gray colors, which UIKit also spells `systemTeal`, `systemGray5`.
    static let huesAndGrays: [SystemColor] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo,
                                              .purple, .pink, .brown, .gray, .gray2, .gray3, .gray4, .gray5, .gray6]

    /// Every name accepted, for messages and the schema.
    static var names: [String] {
        let uikit = huesAndGrays.map { "system" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() }
        return (SystemColor.allCases.map(\.rawValue) + uikit + fixedNames.keys).sorted()
    }

    /// How a developer writes the color in Swift (for usage snippets).
    static func swiftSource(_ text: String) -> String {
        if let rgba = RGBA(hexString: text) {
            func n(_ v: Double) -> String { String(format: "%.3f", v) }
            return "Color(red: \(n(rgba.red)), green: \(n(rgba.green)), blue: \(n(rgba.blue))" + (rgba.alpha < 1 ? ", opacity: \(n(rgba.alpha)))" : ")")
        }
        if text.hasPrefix("system") || SystemColor(rawValue: text).map({ !huesAndGrays.contains($0) }) == true {
            return "Color(UIColor.\(text))"
        }
        return "." + text
    }

    static func parse(_ text: String) -> Color? {
        if text.hasPrefix("#") {
            guard let rgba = RGBA(hexString: text) else { return nil }
            return Color(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
        }
        if let fixed = fixedNames[text] { return fixed }
        if let system = SystemColor(rawValue: text) { return Color(system: system) }
        if text.hasPrefix("system"), text.count > 6 {
            let rest = text.dropFirst(6)
            if let system = SystemColor(rawValue: rest.prefix(1).lowercased() + rest.dropFirst()) { return Color(system: system) }
        }
        return nil
    }
}

extension JSONCursor {
    /// A color member: a string in one of the forms `ColorValue` accepts.
    func color() throws(ConfigIssue) -> Color {
        let text = try string()
        if let color = ColorValue.parse(text) { return color }
        let hint = text.hasPrefix("#") ? " (use #RRGGBB or #RRGGBBAA)"
            : DidYouMean.clause(DidYouMean.suggestions(for: text, among: ColorValue.names))
        throw issue("\(JSONText.quoted(text)) is not a color\(hint)")
    }
}
