import Foundation

/// A shadow a shape style carries (`Color.red.shadow(.drop(radius: 2))`), SwiftUI's `ShadowStyle`:
/// a drop shadow drawn behind what the style paints, or an inner shadow drawn inside it.
public struct ShadowStyle: Hashable, Sendable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    let isInner: Bool

    // The default color is black at 33 % in linear sRGB, as `View.shadow`'s (reference §4.2 [G7]).
    /// A shadow behind the shape: `.fill(.blue.shadow(.drop(radius: 4, y: 2)))`.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: false)
    }

    /// A shadow inside the shape's edges.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: true)
    }

    func resolve(in environment: EnvironmentValues) -> ShadowSpec {
        ShadowSpec(color: color.resolve(in: environment), radius: radius, x: x, y: y, isInner: isInner)
    }
}

/// A style with a shadow added: paints as `base`, and adds the shadow after the base's own.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle
    public func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment) }
    public func _shadows(in environment: EnvironmentValues) -> [ShadowSpec] {
        base._shadows(in: environment) + [shadow.resolve(in: environment)]
    }
}

extension ShapeStyle {
    /// This style with a drop or inner shadow; chained shadows are all drawn.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The foreground style with a shadow (`.foregroundStyle(.shadow(.drop(radius: 1)))`).
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> { ForegroundStyle().shadow(style) }
}
