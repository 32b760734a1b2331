/// AppKit's color names (`NSColor` is `UIColor` here). The `system…` colors are the shared adaptive
/// palette (`UIColor+Palette.swift`); the semantic names below have macOS values
/// (docs/reference/platform-colors.md).
extension UIColor {
    /// AppKit's primary text color; adaptive (light, dark, contrast).
    public static let labelColor = system(.labelColor)
    /// AppKit's secondary text color.
    public static let secondaryLabelColor = system(.secondaryLabelColor)
    /// AppKit's tertiary text color.
    public static let tertiaryLabelColor = system(.tertiaryLabelColor)
    /// AppKit's quaternary text color.
    public static let quaternaryLabelColor = system(.quaternaryLabelColor)
    /// The color of text in text views.
    public static let textColor = system(.textColor)
    /// The background of text views.
    public static let textBackgroundColor = system(.textBackgroundColor)
    /// The background of selected text.
    public static let selectedTextBackgroundColor = system(.selectedTextBackgroundColor)
    /// Placeholder text (the tertiary label color here).
    public static let placeholderTextColor = system(.tertiaryLabelColor)
    /// The color of links.
    public static let linkColor = system(.linkColor)
    /// The text of enabled controls.
    public static let controlTextColor = system(.controlTextColor)
    /// The text of disabled controls.
    public static let disabledControlTextColor = system(.disabledControlTextColor)
    /// The face of controls.
    public static let controlColor = system(.controlColor)
    /// The background of large controls (table views, browsers).
    public static let controlBackgroundColor = system(.controlBackgroundColor)
    /// The face of selected controls.
    public static let selectedControlColor = system(.selectedControlColor)
    /// Text on a selected control with an emphasised background.
    public static let alternateSelectedControlTextColor = system(.alternateSelectedControlTextColor)
    /// The background of windows.
    public static let windowBackgroundColor = system(.windowBackgroundColor)
    /// Separator lines.
    public static let separatorColor = system(.separatorColor)
    /// Grid lines of tables (the separator color here).
    public static let gridColor = system(.separatorColor)
    /// The background of selected content in a key window.
    public static let selectedContentBackgroundColor = system(.selectedContentBackgroundColor)
    /// The background of selected content in a window that is not key.
    public static let unemphasizedSelectedContentBackgroundColor = system(.unemphasizedSelectedContentBackgroundColor)
    /// The keyboard focus ring.
    public static let keyboardFocusIndicatorColor = system(.keyboardFocusIndicatorColor)
    /// The highlight of find results.
    public static let findHighlightColor = system(.findHighlightColor)
    /// The user's accent color: the environment's accent (system blue by default).
    public static let controlAccentColor = UIColor(Color.accentColor)
}
