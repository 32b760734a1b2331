import Foundation
import GalleryJSON

/// What a team's asset catalogs (`*.xcassets` folders) hold for the gallery: named colors, images and symbols,
/// with everything else listed as not used, and every problem as a located ``AssetIssue``.
///
/// ```swift
/// let catalog = try AssetCatalog.read(at: "design/Brand.xcassets")
/// for issue in catalog.issues { print(issue) }
/// let primary = catalog.colors.color(named: "Brand/primary")
/// ```
///
/// Reading is total: a malformed set is reported and left out, and the rest of the catalog is still read. Only
/// a catalog that cannot be read at all (missing, unlistable, too many entries) throws.
package struct AssetCatalog: Sendable {
    /// The catalog folders, as given.
    package var catalogs: [String]
    package var colors: AssetColors
    package var images: [String: ImageAsset]
    package var symbols: [String: SymbolAsset]
    /// Asset types, stray files and unlisted image files the gallery does not use, in walk order.
    package var unused: [UnusedAsset]
    /// Problems in walk order; errors left something out, warnings did not.
    package var issues: [AssetIssue]

    package var errors: [AssetIssue] { issues.filter { $0.severity == .error } }

    /// Reads the catalog folder at `path` (names in issues start with `path` as given).
    package static func read(at path: String, limits: AssetCatalogLimits = .standard) throws(AssetCatalogError) -> AssetCatalog {
        try read(catalogs: [path], limits: limits)
    }

    /// Reads several catalogs of one target into one namespace: a name used in two of them is a duplicate.
    package static func read(catalogs: [String], limits: AssetCatalogLimits = .standard) throws(AssetCatalogError) -> AssetCatalog {
        var walker = CatalogWalker(limits: limits)
        for catalog in catalogs { try walker.walk(catalog: catalog) }
        return AssetCatalog(
            catalogs: catalogs, colors: AssetColors(walker.colors), images: walker.images, symbols: walker.symbols,
            unused: walker.unused, issues: walker.issues)
    }

    /// A plain-text summary for the build log and the manifest: counts, the assets not used, the colors that
    /// were clamped to sRGB, and every issue.
    package var report: [String] {
        var lines = ["\(catalogs.joined(separator: ", ")): \(Self.counted(colors.assets.count, "color")),"
            + " \(Self.counted(images.count, "image")), \(Self.counted(symbols.count, "symbol"))"]
        for entry in unused {
            lines.append("not used (\(entry.kind)): \(entry.path)")
        }
        for name in colors.names {
            for slot in colors.assets[name]!.slots {
                guard case .value(let value) = slot.content, value.isOutOfGamut else { continue }
                let u = value.unclampedSRGB
                lines.append("out of sRGB gamut, clamped: \(Escaped.quoted(name)) \(slot.appearance)"
                    + " \(value.colorSpace.rawValue) → sRGB \(Self.number(u.red)) \(Self.number(u.green)) \(Self.number(u.blue))"
                    + " → \(value.sRGB.hexString)")
            }
        }
        let errorCount = errors.count
        lines.append("\(Self.counted(errorCount, "error")), \(Self.counted(issues.count - errorCount, "warning"))")
        lines += issues.map(\.description)
        return lines
    }

    private static func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return String(format: "%.3f", rounded == 0 ? 0 : rounded)
    }
}
