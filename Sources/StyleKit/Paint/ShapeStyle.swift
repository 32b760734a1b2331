import Foundation

/// Something a shape or text can be painted with: a color, a gradient, or a style that the environment
/// decides (`.foreground`, `.tint`, `.secondary`).
public protocol ShapeStyle: Sendable {
    /// The concrete paint in `environment`. StyleKit's own styles implement it; others fall back to black.
    func _paint(in environment: EnvironmentValues) -> Paint
}

/// The foreground style of the environment (`foregroundStyle`/`foregroundColor`), `.primary` by default.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint {
        environment.foregroundStyle?._paint(in: environment) ?? Color.primary._paint(in: environment)
    }
}

/// The tint of the environment (`.tint(_:)`), else the accent color.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint { environment.resolvedTint }
}

/// A level of the current foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func _paint(in environment: EnvironmentValues) -> Paint {
        if environment.foregroundStyle == nil {
            // No foreground set: the semantic label colors (label, secondaryLabel, …), reference §1.3.
            let names: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
            return .color(names[level].resolve(in: environment))
        }
        // On a custom foreground the levels are opacities 1.0 / 0.5 / 0.25 / 0.18, reference §1.3 [A1].
        let opacities = [1.0, 0.5, 0.25, 0.18]
        return ForegroundStyle()._paint(in: environment).withOpacity(opacities[level])
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    public func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment) }
    /// This style with its opacity multiplied.
    public func opacity(_ opacity: Double) -> AnyShapeStyle { AnyShapeStyle(_OpacityShapeStyle(base: base, opacity: opacity)) }
}

private struct _OpacityShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    let opacity: Double
    func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment).withOpacity(opacity) }
}

extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
