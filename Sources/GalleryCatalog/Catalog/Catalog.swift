import StyleKit

/// The registry of styles the gallery shows.
public struct Catalog: Sendable {
    /// The registered styles, in the order the site shows them.
    public private(set) var entries: [StyleEntry]
    /// Compiled `environment` values and `environmentObjects` of configuration themes, by theme id (a
    /// design system's catalog).
    public var themePatches: [String: [EnvironmentPatch]] = [:]
    /// Asset catalogs found among the sources' resources (`Bundle.module`), read with the configuration's
    /// own `assets`.
    public var assetCatalogPaths: [String] = []
    /// Font files and folders found among the sources' resources, registered with the configuration's `fonts`.
    public var fontPaths: [String] = []
    /// Whether the entries were compiled from the configuration's `sources` (the generated package's
    /// catalog): the configuration's `sources`, `init` and `environment` are then already in effect.
    public var isCompiledFromSources = false

    /// A catalog of exactly these entries (no seed or system styles unless you pass them).
    ///
    /// ```swift
    /// let mine = Catalog(entries: [.buttonStyle(id: "brand-button", name: "BrandButtonStyle", summary: "Our call to action.",
    ///                                        usage: ".buttonStyle(BrandButtonStyle())") { BrandButtonStyle() }])
    /// ```
    public init(entries: [StyleEntry]) { self.entries = entries }

    /// The embedded default: every seed style, then the system styles.
    public static let builtIn = Catalog(entries: seedEntries + systemEntries)

    /// The entry with this style id (`primary-button-style`), or nil when none is registered.
    public func entry(id: String) -> StyleEntry? { entries.first { $0.id == id } }

    /// Adds a user's entry (see README "Registering your own styles").
    public mutating func register(_ entry: StyleEntry) { entries.append(entry) }
}
