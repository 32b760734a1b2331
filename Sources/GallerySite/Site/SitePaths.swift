import GalleryCatalog

/// Where every page and file of the site lives (relative to the output folder), and how pages link to
/// each other with relative URLs only, so the site works from `file://` and from any sub-path.
enum SitePaths {
    static let home = "index.html"
    static let manifest = "manifest.json"
    /// The audit summary: renders failing each check, by component and theme.
    static let audit = "audit.html"
    static let stylesheet = "assets/site.css"
    static let script = "assets/site.js"
    static let interactScript = "assets/interact.js"
    static let searchIndex = "assets/search-index.js"

    static func themeOverview(_ theme: GalleryTheme) -> String { "themes/\(theme.id)/index.html" }
    static func component(_ entry: StyleEntry, _ theme: GalleryTheme) -> String { "themes/\(theme.id)/\(entry.id).html" }
    /// The variants of a component page, for other tools (`manifest.json` lists these files).
    static func componentVariants(_ entry: StyleEntry, _ theme: GalleryTheme) -> String { "themes/\(theme.id)/\(entry.id).json" }
    static func compare(_ entry: StyleEntry) -> String { "compare/\(entry.id).html" }
    static func svg(_ variant: Variant, _ theme: GalleryTheme) -> String {
        "themes/\(theme.id)/svg/\(variant.entry.id)/\(variant.state.slug).svg"
    }
    /// The anchor of a variant on its component page (its state slug, unique within the page).
    static func anchor(_ variant: Variant) -> String { variant.state.slug }
    static func variantURL(_ variant: Variant, _ theme: GalleryTheme) -> String {
        component(variant.entry, theme) + "#" + anchor(variant)
    }

    /// `target` as seen from the page at `page` (both relative to the output root).
    static func relative(from page: String, to target: String) -> String {
        // The folders above the page: its path's non-empty components but the last, counted over its bytes
        // (splitting it into `Character`s was most of what a cell of a compare page cost).
        var components = 0, inComponent = false
        for byte in page.utf8 {
            if byte == UInt8(ascii: "/") {
                inComponent = false
            } else if !inComponent {
                inComponent = true
                components += 1
            }
        }
        guard components > 1 else { return target }
        return String(repeating: "../", count: components - 1) + target
    }
}
