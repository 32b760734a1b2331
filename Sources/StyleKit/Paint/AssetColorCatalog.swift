/// The colors of an app's asset catalog, by name, that `Color("Name")` and `UIColor(named:)` resolve
/// through. The renderer fills it from a team's `.xcassets` (GalleryAssets resolves Xcode's appearance
/// slots into the four values); StyleKit itself ships it empty.
package struct AssetColorCatalog: Sendable, Hashable {
    package var entries: [String: AppearanceColorValues]
    package init(_ entries: [String: AppearanceColorValues] = [:]) { self.entries = entries }

    /// What an unknown name shows: a loud magenta, so that a missing asset is seen in every render.
    package static let placeholder = RGBA(hex: 0xFF00FF)

    /// The value of `name` for the environment's color scheme and contrast; nil when the catalog has no
    /// such color.
    package func color(named name: String, in environment: EnvironmentValues) -> RGBA? {
        entries[name]?.resolve(in: environment)
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
