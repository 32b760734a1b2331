import Foundation

/// UIKit's color names, so that `Color(UIColor.systemGray5)` compiles. Only the color value is kept.
///
/// Note that the plain UIKit names are not the system colors: `UIColor.green` is pure #00FF00, whereas
/// `UIColor.systemGreen` (and SwiftUI's `Color.green`) is the adaptive #34C759 / #30D158.
public final class UIColor: Sendable, Hashable {
    public let color: Color
    public init(_ color: Color) { self.color = color }
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: red, green: green, blue: blue, opacity: alpha))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(Color(white: white, opacity: alpha)) }
    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    private static func fixed(_ r: Double, _ g: Double, _ b: Double) -> UIColor { UIColor(Color(red: r, green: g, blue: b)) }
    private static func system(_ name: SystemColor) -> UIColor { UIColor(Color(system: name)) }

    // UIKit's fixed named colors (UIColor class properties; values from UIKit's documentation).
    public static let black = fixed(0, 0, 0)
    public static let darkGray = fixed(1 / 3, 1 / 3, 1 / 3)
    public static let lightGray = fixed(2 / 3, 2 / 3, 2 / 3)
    public static let white = fixed(1, 1, 1)
    public static let gray = fixed(0.5, 0.5, 0.5)
    public static let red = fixed(1, 0, 0)
    public static let green = fixed(0, 1, 0)
    public static let blue = fixed(0, 0, 1)
    public static let cyan = fixed(0, 1, 1)
    public static let yellow = fixed(1, 1, 0)
    public static let magenta = fixed(1, 0, 1)
    public static let orange = fixed(1, 0.5, 0)
    public static let purple = fixed(0.5, 0, 0.5)
    public static let brown = fixed(0.6, 0.4, 0.2)
    public static let clear = UIColor(Color.clear)

    public static let systemRed = system(.red)
    public static let systemOrange = system(.orange)
    public static let systemYellow = system(.yellow)
    public static let systemGreen = system(.green)
    public static let systemMint = system(.mint)
    public static let systemTeal = system(.teal)
    public static let systemCyan = system(.cyan)
    public static let systemBlue = system(.blue)
    public static let systemIndigo = system(.indigo)
    public static let systemPurple = system(.purple)
    public static let systemPink = system(.pink)
    public static let systemBrown = system(.brown)
    public static let systemGray = system(.gray)
    public static let systemGray2 = system(.gray2)
    public static let systemGray3 = system(.gray3)
    public static let systemGray4 = system(.gray4)
    public static let systemGray5 = system(.gray5)
    public static let systemGray6 = system(.gray6)
    public static let label = system(.label)
    public static let secondaryLabel = system(.secondaryLabel)
    public static let tertiaryLabel = system(.tertiaryLabel)
    public static let quaternaryLabel = system(.quaternaryLabel)
    public static let placeholderText = system(.placeholderText)
    public static let systemBackground = system(.systemBackground)
    public static let secondarySystemBackground = system(.secondarySystemBackground)
    public static let tertiarySystemBackground = system(.tertiarySystemBackground)
    public static let systemGroupedBackground = system(.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = system(.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = system(.tertiarySystemGroupedBackground)
    public static let systemFill = system(.systemFill)
    public static let secondarySystemFill = system(.secondarySystemFill)
    public static let tertiarySystemFill = system(.tertiarySystemFill)
    public static let quaternarySystemFill = system(.quaternarySystemFill)
    public static let separator = system(.separator)
    public static let opaqueSeparator = system(.opaqueSeparator)
    public static let link = system(.link)
}

/// AppKit spelling of the same palette.
public typealias NSColor = UIColor
