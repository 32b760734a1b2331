import StyleKit

/// Bounds on what the asset catalog and font readers accept, so that a hostile or broken input is refused with
/// a message instead of exhausting memory or time. The defaults are far above any real design system (the
/// largest surveyed catalog has about 500 entries, its largest `Contents.json` a few kilobytes).
package struct AssetCatalogLimits: Sendable, Hashable {
    /// Largest `Contents.json` read, in bytes (1 MiB).
    package var maximumContentsBytes: Int
    /// Most folder entries (files and folders, at any depth) visited in one catalog or font folder.
    package var maximumEntries: Int
    /// Largest magnitude of a component in an extended-range color space (`extended-srgb`, …).
    package var maximumExtendedComponent: Double
    /// Largest `name` table read from a font, in bytes.
    package var maximumNameTableBytes: Int
    /// Most faces read from one font collection (`.ttc`).
    package var maximumFacesPerCollection: Int

    package init(
        maximumContentsBytes: Int = 1 << 20, maximumEntries: Int = 50_000, maximumExtendedComponent: Double = 64,
        maximumNameTableBytes: Int = FontFileParser.Limits.standard.maximumNameTableBytes,
        maximumFacesPerCollection: Int = FontFileParser.Limits.standard.maximumFacesPerCollection
    ) {
        self.maximumContentsBytes = maximumContentsBytes
        self.maximumEntries = maximumEntries
        self.maximumExtendedComponent = maximumExtendedComponent
        self.maximumNameTableBytes = maximumNameTableBytes
        self.maximumFacesPerCollection = maximumFacesPerCollection
    }

    package static let standard = AssetCatalogLimits()
}

extension AssetCatalogLimits {
    /// What a font file may claim (``FontFileParser``).
    package var fontFile: FontFileParser.Limits {
        FontFileParser.Limits(maximumFacesPerCollection: maximumFacesPerCollection, maximumNameTableBytes: maximumNameTableBytes)
    }
}
