import GalleryCatalog

/// One file the build writes: a variant under a theme, at a path relative to the output folder.
public struct RenderJob: Sendable {
    public let index: Int
    public let variant: Variant
    public let theme: GalleryTheme
    public let label: String?
    /// `themes/dark/svg/gradient-style/rainbow-pressed-enabled.svg`
    public let relativePath: String
}
