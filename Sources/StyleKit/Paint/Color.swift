import Foundation

/// A color that may adapt to the environment (color scheme, contrast, accent), as SwiftUI's `Color`.
public nonisolated struct Color: Hashable, Sendable, ShapeStyle, View, PrimitiveView, CustomStringConvertible {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never

    indirect enum Storage: Hashable, Sendable {
        case fixed(RGBA)
        case system(SystemColor)
        case appearance(AppearanceColorValues)
        case accent
        case opacity(Storage, Double)
        /// The base color with its alpha replaced (`UIColor.withAlphaComponent`).
        case alpha(Storage, Double)
        /// An asset-catalog color, looked up in the environment when resolved.
        case named(String)
        /// A `UIColor(dynamicProvider:)`: the provider picks a color for the traits of the environment.
        case dynamic(DynamicColorProvider)
        /// The base color mixed toward white (the light end of `Color.gradient`).
        case mixedWithWhite(Storage, Double)
    }
    let storage: Storage

    init(storage: Storage) { self.storage = storage }
    package init(system: SystemColor) { storage = .system(system) }

    /// The RGB color space a color literal is given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB with its transfer curve, as `#RRGGBB` values are.
        case sRGB
        /// sRGB primaries, linear components.
        case sRGBLinear
        /// The wider Display P3 gamut; converted to sRGB for SVG.
        case displayP3
    }

    /// An sRGB color from components 0…1: `Color(red: 0.2, green: 0.5, blue: 1)`.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A color in a color space from components 0…1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB, .displayP3:
            // Display P3 is drawn as if it were sRGB: SVG 1.1 has no wide-gamut colors.
            storage = .fixed(RGBA(red: red, green: green, blue: blue, alpha: opacity))
        case .sRGBLinear:
            storage = .fixed(RGBA(red: Color.encode(red), green: Color.encode(green), blue: Color.encode(blue), alpha: opacity))
        }
    }

    /// A gray in a color space, 0 black to 1 white.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// An sRGB gray, 0 black to 1 white.
    public init(white: Double, opacity: Double = 1) { self.init(.sRGB, white: white, opacity: opacity) }

    /// A color from the app's asset catalog. StyleKit has no bundle to read: the name is looked up in the
    /// environment's asset colors when the color is resolved, and an unknown name shows as a magenta
    /// placeholder (`AssetColorCatalog.placeholder`) so that it cannot go unnoticed.
    public init(_ name: String, bundle: Bundle? = nil) { storage = .named(name) }

    /// A color from a platform color (`Color(UIColor.systemGray5)`). Disfavoured, so that `Color(.brandPrimary)`
    /// means the `ColorResource` when an asset color's generated symbols give `UIColor.brandPrimary` too.
    @_disfavoredOverload
    public init(_ platformColor: UIColor) { self = platformColor.color }
    /// The color of a `UIColor`, adaptive when the `UIColor` is.
    public init(uiColor: UIColor) { self = uiColor.color }
    /// The color of an `NSColor`, adaptive when the `NSColor` is. Disfavoured too: `NSColor` is `UIColor` here, so an
    /// unlabelled `Color.init` passed a `UIColor` (`uiColor.map(Color.init)`, Orbit) means `init(uiColor:)`, as on iOS.
    @_disfavoredOverload
    public init(nsColor: UIColor) { self = nsColor.color }

    /// This color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(storage: .opacity(storage, opacity)) }

    public func _paint(in environment: EnvironmentValues) -> Paint { .color(resolve(in: environment)) }

    /// The concrete sRGB value in `environment`.
    public func resolve(in environment: EnvironmentValues) -> RGBA { Color.resolve(storage, in: environment) }

    /// The color a resolved value is, the same in every environment: `Color(color.resolve(in: environment))`
    /// pins a color to one appearance. (SwiftUI's `Color.Resolved` holds linear components; StyleKit's
    /// resolved value is gamma-encoded sRGB, so code reading its `red` reads the encoded value.)
    public init(_ resolved: RGBA) { self.init(storage: .fixed(resolved)) }

    private static func resolve(_ storage: Storage, in environment: EnvironmentValues) -> RGBA {
        switch storage {
        case .fixed(let rgba): return rgba
        case .system(let name): return name.resolve(in: environment)
        case .appearance(let values): return values.resolve(in: environment)
        case .accent: return environment.accentColor.map { resolve($0.storage, in: environment) } ?? SystemColor.blue.resolve(in: environment)
        case .opacity(let base, let factor): return resolve(base, in: environment).withAlpha(factor)
        case .alpha(let base, let alpha):
            var color = resolve(base, in: environment)
            color.alpha = alpha
            return color
        case .named(let name): return environment.assetColors.color(named: name, in: environment) ?? AssetColorCatalog.placeholder
        case .dynamic(let provider): return provider.color(for: UITraitCollection(environment)).color.resolve(in: environment)
        case .mixedWithWhite(let base, let fraction): return resolve(base, in: environment).mixedWithWhite(fraction)
        }
    }

    /// Linear → sRGB transfer function (IEC 61966-2-1).
    private static func encode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    public var description: String {
        switch storage {
        case .fixed(let rgba): return rgba.description
        case .system(let name): return name.rawValue
        case .appearance(let values): return values.description
        case .accent: return "accentColor"
        case .opacity(let base, let factor): return "\(Color(storage: base)).opacity(\(factor))"
        case .alpha(let base, let alpha): return "\(Color(storage: base)).alpha(\(alpha))"
        case .named(let name): return "named(\"\(name)\")"
        case .dynamic: return "dynamic"
        case .mixedWithWhite(let base, let fraction): return "\(Color(storage: base)).mixedWithWhite(\(fraction))"
        }
    }

    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] {
        [.paint(_paint(in: context.environment))]
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`, in sRGB as Xcode's color literals are.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension Color {
    /// System red; its value follows the palette, color scheme and contrast.
    public static let red = Color(system: .red)
    /// System orange; adaptive like every system color.
    public static let orange = Color(system: .orange)
    /// System yellow; adaptive.
    public static let yellow = Color(system: .yellow)
    /// System green; adaptive.
    public static let green = Color(system: .green)
    /// System mint; adaptive.
    public static let mint = Color(system: .mint)
    /// System teal; adaptive.
    public static let teal = Color(system: .teal)
    /// System cyan; adaptive.
    public static let cyan = Color(system: .cyan)
    /// System blue; adaptive.
    public static let blue = Color(system: .blue)
    /// System indigo; adaptive.
    public static let indigo = Color(system: .indigo)
    /// System purple; adaptive.
    public static let purple = Color(system: .purple)
    /// System pink; adaptive.
    public static let pink = Color(system: .pink)
    /// System brown; adaptive.
    public static let brown = Color(system: .brown)
    /// System gray; adaptive.
    public static let gray = Color(system: .gray)
    /// Black in every appearance.
    public static let black = Color(storage: .fixed(.black))
    /// White in every appearance.
    public static let white = Color(storage: .fixed(.white))
    /// Fully transparent.
    public static let clear = Color(storage: .fixed(.clear))
    /// The primary text color (`label`): black in light, white in dark.
    public static let primary = Color(system: .label)
    /// The secondary text color (`secondaryLabel`).
    public static let secondary = Color(system: .secondaryLabel)
    /// The app's accent color: the environment's accent (a theme may set it), system blue by default.
    public static let accentColor = Color(storage: .accent)
}

extension ShapeStyle where Self == Color {
    /// `Color.red` as a shape style: `.foregroundStyle(.red)`.
    public static var red: Color { .red }
    /// `Color.orange` as a shape style.
    public static var orange: Color { .orange }
    /// `Color.yellow` as a shape style.
    public static var yellow: Color { .yellow }
    /// `Color.green` as a shape style.
    public static var green: Color { .green }
    /// `Color.mint` as a shape style.
    public static var mint: Color { .mint }
    /// `Color.teal` as a shape style.
    public static var teal: Color { .teal }
    /// `Color.cyan` as a shape style.
    public static var cyan: Color { .cyan }
    /// `Color.blue` as a shape style.
    public static var blue: Color { .blue }
    /// `Color.indigo` as a shape style.
    public static var indigo: Color { .indigo }
    /// `Color.purple` as a shape style.
    public static var purple: Color { .purple }
    /// `Color.pink` as a shape style.
    public static var pink: Color { .pink }
    /// `Color.brown` as a shape style.
    public static var brown: Color { .brown }
    /// `Color.gray` as a shape style.
    public static var gray: Color { .gray }
    /// `Color.black` as a shape style.
    public static var black: Color { .black }
    /// `Color.white` as a shape style.
    public static var white: Color { .white }
    /// `Color.clear` as a shape style.
    public static var clear: Color { .clear }
}
