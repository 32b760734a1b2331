import Foundation

/// A color that may adapt to the environment (color scheme, contrast, accent), as SwiftUI's `Color`.
public struct Color: Hashable, Sendable, ShapeStyle, View, PrimitiveView, CustomStringConvertible {
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
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB, .displayP3:
            // Display P3 is drawn as if it were sRGB: SVG 1.1 has no wide-gamut colors.
            storage = .fixed(RGBA(red: red, green: green, blue: blue, alpha: opacity))
        case .sRGBLinear:
            storage = .fixed(RGBA(red: Color.encode(red), green: Color.encode(green), blue: Color.encode(blue), alpha: opacity))
        }
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    public init(white: Double, opacity: Double = 1) { self.init(.sRGB, white: white, opacity: opacity) }

    /// A color from the app's asset catalog. StyleKit has no bundle to read: the name is looked up in the
    /// environment's asset colors when the color is resolved, and an unknown name shows as a magenta
    /// placeholder (`AssetColorCatalog.placeholder`) so that it cannot go unnoticed.
    public init(_ name: String, bundle: Bundle? = nil) { storage = .named(name) }

    /// A color from a platform color (`Color(UIColor.systemGray5)`).
    public init(_ platformColor: UIColor) { self = platformColor.color }
    public init(uiColor: UIColor) { self = uiColor.color }
    public init(nsColor: UIColor) { self = nsColor.color }

    /// This color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(storage: .opacity(storage, opacity)) }

    public func _paint(in environment: EnvironmentValues) -> Paint { .color(resolve(in: environment)) }

    /// The concrete sRGB value in `environment`.
    public func resolve(in environment: EnvironmentValues) -> RGBA { Color.resolve(storage, in: environment) }

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
    public static let red = Color(system: .red)
    public static let orange = Color(system: .orange)
    public static let yellow = Color(system: .yellow)
    public static let green = Color(system: .green)
    public static let mint = Color(system: .mint)
    public static let teal = Color(system: .teal)
    public static let cyan = Color(system: .cyan)
    public static let blue = Color(system: .blue)
    public static let indigo = Color(system: .indigo)
    public static let purple = Color(system: .purple)
    public static let pink = Color(system: .pink)
    public static let brown = Color(system: .brown)
    public static let gray = Color(system: .gray)
    public static let black = Color(storage: .fixed(.black))
    public static let white = Color(storage: .fixed(.white))
    public static let clear = Color(storage: .fixed(.clear))
    public static let primary = Color(system: .label)
    public static let secondary = Color(system: .secondaryLabel)
    /// The app's accent color: the environment's accent (a theme may set it), system blue by default.
    public static let accentColor = Color(storage: .accent)
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
}
