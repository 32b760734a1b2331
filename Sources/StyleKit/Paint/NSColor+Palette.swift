/// AppKit's color names (`NSColor` is `UIColor` here). The `system…` colors are the shared adaptive
/// palette (`UIColor+Palette.swift`); the semantic names below have macOS values
/// (docs/reference/platform-colors.md).
extension UIColor {
    public static let labelColor = system(.labelColor)
    public static let secondaryLabelColor = system(.secondaryLabelColor)
    public static let tertiaryLabelColor = system(.tertiaryLabelColor)
    public static let quaternaryLabelColor = system(.quaternaryLabelColor)
    public static let textColor = system(.textColor)
    public static let textBackgroundColor = system(.textBackgroundColor)
    public static let selectedTextBackgroundColor = system(.selectedTextBackgroundColor)
    public static let placeholderTextColor = system(.tertiaryLabelColor)
    public static let linkColor = system(.linkColor)
    public static let controlTextColor = system(.controlTextColor)
    public static let disabledControlTextColor = system(.disabledControlTextColor)
    public static let controlColor = system(.controlColor)
    public static let controlBackgroundColor = system(.controlBackgroundColor)
    public static let selectedControlColor = system(.selectedControlColor)
    public static let alternateSelectedControlTextColor = system(.alternateSelectedControlTextColor)
    public static let windowBackgroundColor = system(.windowBackgroundColor)
    public static let separatorColor = system(.separatorColor)
    public static let gridColor = system(.separatorColor)
    public static let selectedContentBackgroundColor = system(.selectedContentBackgroundColor)
    public static let unemphasizedSelectedContentBackgroundColor = system(.unemphasizedSelectedContentBackgroundColor)
    public static let keyboardFocusIndicatorColor = system(.keyboardFocusIndicatorColor)
    public static let findHighlightColor = system(.findHighlightColor)
    /// The user's accent color: the environment's accent (system blue by default).
    public static let controlAccentColor = UIColor(Color.accentColor)
}
