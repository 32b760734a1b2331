/// The colors of an app's asset catalog, by name, that `Color("Name")` and `UIColor(named:)` resolve
/// through. The renderer fills it (from a team's `.xcassets`, or from configuration); StyleKit itself
/// ships it empty.
package struct AssetColorCatalog: Sendable {
    /// One named color: a value per appearance, as an asset catalog's "Any, Dark" and high-contrast slots.
    package struct Entry: Hashable, Sendable {
        package var light: RGBA
        package var dark: RGBA?
        package var increasedContrastLight: RGBA?
        package var increasedContrastDark: RGBA?
        package init(light: RGBA, dark: RGBA? = nil, increasedContrastLight: RGBA? = nil, increasedContrastDark: RGBA? = nil) {
            self.light = light; self.dark = dark
            self.increasedContrastLight = increasedContrastLight; self.increasedContrastDark = increasedContrastDark
        }
    }

    package var entries: [String: Entry]
    package init(_ entries: [String: Entry] = [:]) { self.entries = entries }

    /// What an unknown name shows: a loud magenta, so that a missing asset is seen in every render.
    package static let placeholder = RGBA(hex: 0xFF00FF)

    /// The value of `name` for the environment's appearance (dark falls back to light, increased contrast
    /// to standard); nil when the catalog has no such color.
    package func color(named name: String, in environment: EnvironmentValues) -> RGBA? {
        guard let entry = entries[name] else { return nil }
        let dark = environment.colorScheme == .dark
        let standard = dark ? (entry.dark ?? entry.light) : entry.light
        guard environment.colorSchemeContrast == .increased else { return standard }
        return (dark ? entry.increasedContrastDark : entry.increasedContrastLight) ?? standard
    }
}

private struct AssetColorsKey: EnvironmentKey { static let defaultValue = AssetColorCatalog() }

extension EnvironmentValues {
    /// The named colors `Color("Name")` resolves to.
    package var assetColors: AssetColorCatalog {
        get { self[AssetColorsKey.self] }
        set { self[AssetColorsKey.self] = newValue }
    }
}
