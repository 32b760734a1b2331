import Foundation

/// UIKit's color type, so that style code that builds colors the UIKit way compiles and resolves as it
/// would on iOS: fixed colors, the adaptive system palette (`UIColor+Palette.swift`), asset colors by
/// name, and dynamic colors whose provider picks a color for the traits where the color is drawn.
///
/// Note that the plain UIKit names are not the system colors: `UIColor.green` is pure #00FF00, whereas
/// `UIColor.systemGreen` (and SwiftUI's `Color.green`) is the adaptive #34C759 / #30D158.
public final class UIColor: Sendable, Hashable, _ExpressibleByColorLiteral, CustomStringConvertible {
    /// The color as SwiftUI's `Color` (what `Color(uiColor:)` gives).
    public let color: Color

    /// The UIKit color for a SwiftUI color (`UIColor(Color.accentColor)`).
    public init(_ color: Color) { self.color = color }

    /// A color from sRGB components 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: red, green: green, blue: blue, opacity: alpha))
    }

    /// A gray, 0 black to 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(Color(white: white, opacity: alpha)) }

    /// A color from hue, saturation and brightness (HSB/HSV), each 0…1, as UIKit defines them.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha))
    }

    /// Display P3 is drawn as if it were sRGB: SVG 1.1 has no wide-gamut colors.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A color from the app's asset catalog. Never nil here: the name is looked up when the color is
    /// drawn, and an unknown name shows the magenta placeholder (see `Color(_:bundle:)`).
    public convenience init?(named name: String) { self.init(Color(name)) }

    /// A color of the design system's asset catalogs by name; the bundle and traits are ignored (the theme decides the appearance).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(Color(name))
    }

    /// AppKit's name of an asset catalog color (`NSColor.Name("BrandPrimary")`, as SwiftGen's accessors write it).
    public typealias Name = String

    /// AppKit's asset catalog color by name; the bundle is ignored (see `init(named:)`).
    public convenience init?(named name: Name, bundle: Bundle?) { self.init(Color(name)) }

    /// A color that adapts: `provider` is asked for a color for the traits (light/dark, contrast, …) of
    /// each place the color is drawn.
    public convenience init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(Color(storage: .dynamic(DynamicColorProvider(provider))))
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, in sRGB.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// This color with its alpha replaced by `alpha` (not multiplied, as UIKit does).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(Color(storage: .alpha(color.storage, alpha))) }

    /// The fixed color this color is for `traitCollection`.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let rgba = color.resolve(in: traitCollection.environment)
        return UIColor(Color(storage: .fixed(rgba)))
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "UIColor(\(color))" }

    static func fixed(_ r: Double, _ g: Double, _ b: Double) -> UIColor { UIColor(Color(red: r, green: g, blue: b)) }
    static func system(_ name: SystemColor) -> UIColor { UIColor(Color(system: name)) }
}

/// The type an untyped `#colorLiteral(…)` has, as UIKit declares it.
public typealias _ColorLiteralType = UIColor

/// AppKit spelling of the same type (`NSColor+Palette.swift` holds AppKit's own color names).
public typealias NSColor = UIColor
