/// UIKit's named colors: fixed ones (values from UIKit's documentation) and the adaptive system and
/// semantic palette (`SystemColor`, fidelity reference §1.1–1.3; `darkText`/`lightText`:
/// docs/reference/platform-colors.md).
extension UIColor {
    /// Black (0, 0, 0) in every appearance.
    public static let black = fixed(0, 0, 0)
    /// Dark gray (one third white).
    public static let darkGray = fixed(1 / 3, 1 / 3, 1 / 3)
    /// Light gray (two thirds white).
    public static let lightGray = fixed(2 / 3, 2 / 3, 2 / 3)
    /// White in every appearance.
    public static let white = fixed(1, 1, 1)
    /// Gray (half white).
    public static let gray = fixed(0.5, 0.5, 0.5)
    /// Pure red (1, 0, 0), not the system red.
    public static let red = fixed(1, 0, 0)
    /// Pure green (0, 1, 0).
    public static let green = fixed(0, 1, 0)
    /// Pure blue (0, 0, 1).
    public static let blue = fixed(0, 0, 1)
    /// Cyan (0, 1, 1).
    public static let cyan = fixed(0, 1, 1)
    /// Yellow (1, 1, 0).
    public static let yellow = fixed(1, 1, 0)
    /// Magenta (1, 0, 1).
    public static let magenta = fixed(1, 0, 1)
    /// Orange (1, 0.5, 0).
    public static let orange = fixed(1, 0.5, 0)
    /// Purple (0.5, 0, 0.5).
    public static let purple = fixed(0.5, 0, 0.5)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = fixed(0.6, 0.4, 0.2)
    /// Fully transparent.
    public static let clear = UIColor(Color.clear)

    /// System red; adaptive (palette, light/dark, contrast).
    public static let systemRed = system(.red)
    /// System orange; adaptive.
    public static let systemOrange = system(.orange)
    /// System yellow; adaptive.
    public static let systemYellow = system(.yellow)
    /// System green; adaptive.
    public static let systemGreen = system(.green)
    /// System mint; adaptive.
    public static let systemMint = system(.mint)
    /// System teal; adaptive.
    public static let systemTeal = system(.teal)
    /// System cyan; adaptive.
    public static let systemCyan = system(.cyan)
    /// System blue; adaptive.
    public static let systemBlue = system(.blue)
    /// System indigo; adaptive.
    public static let systemIndigo = system(.indigo)
    /// System purple; adaptive.
    public static let systemPurple = system(.purple)
    /// System pink; adaptive.
    public static let systemPink = system(.pink)
    /// System brown; adaptive.
    public static let systemBrown = system(.brown)
    /// System gray; adaptive.
    public static let systemGray = system(.gray)
    /// System gray 2, a little lighter than gray in light mode.
    public static let systemGray2 = system(.gray2)
    /// System gray 3.
    public static let systemGray3 = system(.gray3)
    /// System gray 4.
    public static let systemGray4 = system(.gray4)
    /// System gray 5.
    public static let systemGray5 = system(.gray5)
    /// System gray 6, the lightest gray in light mode.
    public static let systemGray6 = system(.gray6)

    /// The primary text color.
    public static let label = system(.label)
    /// The secondary text color.
    public static let secondaryLabel = system(.secondaryLabel)
    /// The tertiary text color.
    public static let tertiaryLabel = system(.tertiaryLabel)
    /// The quaternary text color.
    public static let quaternaryLabel = system(.quaternaryLabel)
    /// The color of placeholder text in fields.
    public static let placeholderText = system(.placeholderText)
    /// The color of links.
    public static let link = system(.link)
    /// Text for light backgrounds, in every appearance.
    public static let darkText = system(.darkText)
    /// Text for dark backgrounds, in every appearance.
    public static let lightText = system(.lightText)

    /// The fill of thin and small shapes (a switch's track).
    public static let systemFill = system(.systemFill)
    /// The fill of medium-size shapes.
    public static let secondarySystemFill = system(.secondarySystemFill)
    /// The fill of large shapes (fields, search bars).
    public static let tertiarySystemFill = system(.tertiarySystemFill)
    /// The fill of large areas with complex content.
    public static let quaternarySystemFill = system(.quaternarySystemFill)

    /// The background of the main interface.
    public static let systemBackground = system(.systemBackground)
    /// Content layered on the system background.
    public static let secondarySystemBackground = system(.secondarySystemBackground)
    /// Content layered on the secondary background.
    public static let tertiarySystemBackground = system(.tertiarySystemBackground)
    /// The background of grouped interfaces (settings).
    public static let systemGroupedBackground = system(.systemGroupedBackground)
    /// Content layered on the grouped background (a settings row).
    public static let secondarySystemGroupedBackground = system(.secondarySystemGroupedBackground)
    /// Content layered on the secondary grouped background.
    public static let tertiarySystemGroupedBackground = system(.tertiarySystemGroupedBackground)

    /// Thin separator lines, translucent.
    public static let separator = system(.separator)
    /// Separator lines that hide what is below them.
    public static let opaqueSeparator = system(.opaqueSeparator)

    /// The tint of the place the color is drawn: the environment's accent color (system blue by default).
    public static let tintColor = UIColor(Color.accentColor)
}
