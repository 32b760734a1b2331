import StyleKit

/// A color set slot that names a system color instead of giving components:
/// `"color": {"platform": "ios", "reference": "systemBlueColor"}` (docs/asset-catalogs.md, §3.3).
package struct SystemColorReference: Sendable, Hashable {
    /// The name as written (`systemBlueColor`, `labelColor`).
    package var name: String
    /// `ios`, `osx` or `universal` when given.
    package var platform: String?
    /// StyleKit's adaptive color for the name.
    package var color: Color

    /// The reference `name`, or `nil` when StyleKit has no color for it.
    package init?(name: String, platform: String?) {
        guard let color = Self.table[name] else { return nil }
        self.name = name
        self.platform = platform
        self.color = color
    }

    /// The value in a render with `colorScheme` and (or not) Increase Contrast.
    package func rgba(colorScheme: ColorScheme, highContrast: Bool) -> RGBA {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.colorSchemeContrast = highContrast ? .increased : .standard
        return color.resolve(in: environment)
    }

    /// Every name understood, for suggestions.
    package static var knownNames: [String] { table.keys.sorted() }

    /// UIKit and AppKit name their colors `<property>Color` in asset catalogs; the values are StyleKit's
    /// (its system palette, from the fidelity reference).
    private static let table: [String: Color] = {
        let colors: [(String, UIColor)] = [
            ("systemRed", .systemRed), ("systemOrange", .systemOrange), ("systemYellow", .systemYellow),
            ("systemGreen", .systemGreen), ("systemMint", .systemMint), ("systemTeal", .systemTeal),
            ("systemCyan", .systemCyan), ("systemBlue", .systemBlue), ("systemIndigo", .systemIndigo),
            ("systemPurple", .systemPurple), ("systemPink", .systemPink), ("systemBrown", .systemBrown),
            ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3),
            ("systemGray4", .systemGray4), ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
            ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
            ("quaternaryLabel", .quaternaryLabel), ("placeholderText", .placeholderText),
            ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
            ("tertiarySystemBackground", .tertiarySystemBackground), ("systemGroupedBackground", .systemGroupedBackground),
            ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
            ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
            ("systemFill", .systemFill), ("secondarySystemFill", .secondarySystemFill),
            ("tertiarySystemFill", .tertiarySystemFill), ("quaternarySystemFill", .quaternarySystemFill),
            ("separator", .separator), ("opaqueSeparator", .opaqueSeparator), ("link", .link),
            ("black", .black), ("darkGray", .darkGray), ("lightGray", .lightGray), ("white", .white),
            ("gray", .gray), ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan),
            ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange), ("purple", .purple),
            ("brown", .brown), ("clear", .clear),
        ]
        var table = Dictionary(uniqueKeysWithValues: colors.map { ($0.0 + "Color", $0.1.color) })
        // AppKit: the accent a user picks in System Settings.
        table["controlAccentColor"] = .accentColor
        return table
    }()
}
