import Foundation

/// Something a shape or text can be painted with: a color, a gradient, or a style that the environment
/// decides (`.foreground`, `.tint`, `.secondary`).
public protocol ShapeStyle: Sendable {
    /// The concrete paint in `environment`. StyleKit's own styles implement it; others fall back to black.
    func _paint(in environment: EnvironmentValues) -> Paint
    /// Shadows the style adds to what it paints (`.shadow(.drop(…))`, `.shadow(.inner(…))`), innermost first.
    func _shadows(in environment: EnvironmentValues) -> [ShadowSpec]
}

extension ShapeStyle {
    public func _shadows(in environment: EnvironmentValues) -> [ShadowSpec] { [] }
}

/// The foreground style of the environment (`foregroundStyle`/`foregroundColor`), `.primary` by default.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style of the environment.
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint {
        environment.foregroundStyle?._paint(in: environment) ?? Color.primary._paint(in: environment)
    }
    public func _shadows(in environment: EnvironmentValues) -> [ShadowSpec] {
        environment.foregroundStyle?._shadows(in: environment) ?? []
    }
}

/// The tint of the environment (`.tint(_:)`), else the accent color.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint of the environment (the accent color unless `.tint(_:)` sets one).
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint { environment.resolvedTint }
}

/// A level of the current foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    public func _paint(in environment: EnvironmentValues) -> Paint {
        HierarchicalShapeStyle.paint(level: level, over: environment.foregroundStyle, in: environment)
    }

    /// Level `level` of `base` (the semantic label colors when there is no base).
    static func paint(level: Int, over base: AnyShapeStyle?, in environment: EnvironmentValues) -> Paint {
        guard let base else {
            // No foreground set: the semantic label colors (label, secondaryLabel, …), reference §1.3.
            let names: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
            return .color(names[level].resolve(in: environment))
        }
        // On a custom foreground the levels are opacities 1.0 / 0.5 / 0.25 / 0.18, reference §1.3 [A1].
        let opacities = [1.0, 0.5, 0.25, 0.18]
        return base._paint(in: environment).withOpacity(opacities[level])
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Wraps any shape style, hiding its type: `AnyShapeStyle(isOn ? .tint : .secondary)`.
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    public func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment) }
    public func _shadows(in environment: EnvironmentValues) -> [ShadowSpec] { base._shadows(in: environment) }
    /// This style with its opacity multiplied.
    public func opacity(_ opacity: Double) -> AnyShapeStyle { AnyShapeStyle(_OpacityShapeStyle(base: base, opacity: opacity)) }

    /// The style to store as the foreground of a subtree whose enclosing foreground is `outer` (nil: none
    /// set): a level (`.secondary`, …) becomes that level of `outer`, and `.foreground` is `outer` itself, so
    /// it never refers to itself (stored as itself, `.foreground` would read itself without end).
    package func anchored(to outer: AnyShapeStyle?) -> AnyShapeStyle? {
        if base is ForegroundStyle { return outer }
        guard let level = base as? HierarchicalShapeStyle else { return self }
        return AnyShapeStyle(_AnchoredLevel(level: level.level, base: outer))
    }
}

/// A hierarchical level of a fixed enclosing foreground style.
private struct _AnchoredLevel: ShapeStyle {
    let level: Int
    let base: AnyShapeStyle?
    func _paint(in environment: EnvironmentValues) -> Paint {
        HierarchicalShapeStyle.paint(level: level, over: base, in: environment)
    }
}

private struct _OpacityShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    let opacity: Double
    func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment).withOpacity(opacity) }
    func _shadows(in environment: EnvironmentValues) -> [ShadowSpec] {
        base._shadows(in: environment).map { var s = $0; s.color = s.color.withAlpha(opacity); return s }
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style: `.foregroundStyle(.foreground)`.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint: `.fill(.tint)`.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
// One declaration per level, reachable both as `.secondary` where a `ShapeStyle` is expected and as
// `HierarchicalShapeStyle.secondary` (a second, same-named static on the struct would make these recurse).
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style (full strength).
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level of the foreground style, for secondary content.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}
