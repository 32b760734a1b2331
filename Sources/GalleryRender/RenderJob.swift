import GalleryCatalog

/// One variant under one theme, as the build plan lists it.
public struct RenderJob: Sendable {
    /// Position in the plan's jobs.
    public let index: Int
    /// Position of its page in the plan's groups.
    public let group: Int
    /// The style in one state.
    public let variant: Variant
    /// The theme it is rendered under.
    public let theme: GalleryTheme
    /// The control's label from the configuration; nil uses the entry's default label.
    public let label: String?
}
