import GalleryCatalog

/// One variant under one theme, as the build plan lists it.
public struct RenderJob: Sendable {
    /// Position in the plan's jobs.
    public let index: Int
    /// Position of its page in the plan's groups.
    public let group: Int
    public let variant: Variant
    public let theme: GalleryTheme
    public let label: String?
}
