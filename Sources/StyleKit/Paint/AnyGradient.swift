import Foundation

/// A gradient without geometry (`Color.blue.gradient`, `AnyGradient(Gradient(colors:))`). As a shape style
/// it is drawn top to bottom across the filled area, as SwiftUI draws it.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient

    /// A gradient without geometry, drawn top to bottom where it fills.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.resolve(in: environment), start: .top, end: .bottom)
    }
}

extension Color {
    /// The standard gradient of this color: a little lighter at the top, the color itself at the bottom.
    /// Apple does not publish the ramp; the lighter end is this color mixed 20 % toward white
    /// (docs/reference/shape-styles.md, "Color.gradient").
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [Color(storage: .mixedWithWhite(storage, Color.gradientLightening)), self]))
    }

    static let gradientLightening = 0.2

    /// A color from hue, saturation and brightness (HSB, all 0…1), in sRGB.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let rgb = RGBA(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity)
        self.init(storage: .fixed(rgb))
    }
}

extension Gradient {
    /// The gradient as an `AnyGradient`.
    public var gradient: AnyGradient { AnyGradient(self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient`'s stops between two unit points.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient`'s stops around `center`.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
