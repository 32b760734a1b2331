import GalleryJSON
import StyleKit

/// The named colors of one or more asset catalogs, as the renderer looks them up: `Color("Brand/primary")`
/// becomes ``color(named:idiom:)``, a StyleKit color that adapts to the color scheme and contrast of the
/// variant it is drawn in. Names are case-sensitive, as in Xcode.
package struct AssetColors: Sendable, Hashable {
    package private(set) var assets: [String: ColorAsset]

    /// The first asset of each name wins (the catalog reader has already reported duplicates).
    package init(_ assets: [ColorAsset] = []) {
        var byName: [String: ColorAsset] = [:]
        for asset in assets where byName[asset.name] == nil { byName[asset.name] = asset }
        self.assets = byName
    }

    /// Every name, sorted.
    package var names: [String] { assets.keys.sorted() }

    package var isEmpty: Bool { assets.isEmpty }

    package subscript(name: String) -> ColorAsset? { assets[name] }

    /// The adaptive StyleKit color for the asset `name`, or `nil` when there is none.
    package func color(named name: String, idiom: Idiom = .universal) -> Color? { assets[name]?.color(idiom: idiom) }

    /// The table `Color("Name")` resolves through, for a render's environment (`\.assetColors`).
    package func catalog(idiom: Idiom = .universal) -> AssetColorCatalog {
        AssetColorCatalog(assets.mapValues { $0.appearanceValues(idiom: idiom) })
    }

    /// The sRGB value of the asset `name` in a render with `colorScheme` and (or not) Increase Contrast.
    package func rgba(named name: String, colorScheme: ColorScheme, highContrast: Bool, idiom: Idiom = .universal) -> RGBA? {
        assets[name]?.rgba(colorScheme: colorScheme, highContrast: highContrast, idiom: idiom)
    }

    /// `no color named "Brand/primry" in the asset catalogs (did you mean "Brand/primary"?)`.
    package func missingMessage(for name: String) -> String {
        "no color named \(Escaped.quoted(name)) in the asset catalogs"
            + DidYouMean.clause(DidYouMean.suggestions(for: name, among: names))
    }
}
