import Foundation

/// `.automatic`: borderless on iOS, as SwiftUI picks in most contexts (third seed, note 1).
public nonisolated struct DefaultButtonStyle: ButtonStyle {
    /// The automatic style (`.buttonStyle(.automatic)`).
    public init() {}
    /// The button as the automatic style draws it: borderless.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// `.plain`: the label as it is, dimmed while pressed.
public nonisolated struct PlainButtonStyle: ButtonStyle {
    /// The plain style (`.buttonStyle(.plain)`).
    public init() {}
    /// The label unchanged, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(configuration.isPressed ? pressedLabelOpacity : 1)
    }
}

/// `.borderless`: the label in the tint color (red for destructive), dimmed while pressed.
public nonisolated struct BorderlessButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    /// The borderless style (`.buttonStyle(.borderless)`).
    public init() {}
    /// The label in the tint (red for a destructive role), dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(labelStyle(role: configuration.role, isEnabled: isEnabled))
            .opacity(configuration.isPressed ? pressedLabelOpacity : 1)
    }
}

/// `.bordered`: the label in the tint color on a translucent tint background (12 % light, 26 % dark,
/// reference §3 [K5][K12]), sized by the control size.
public nonisolated struct BorderedButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.colorScheme) private var colorScheme
    /// The bordered style (`.buttonStyle(.bordered)`).
    public init() {}
    /// The label in the tint on a translucent tint background, padded and shaped by the control size.
    public func makeBody(configuration: Configuration) -> some View {
        let metrics = ButtonMetrics.forSize(controlSize)
        let fill: AnyShapeStyle = isEnabled
            ? AnyShapeStyle(roleTint(configuration.role).opacity(colorScheme == .dark ? 0.26 : 0.12))
            : AnyShapeStyle(Color(system: .tertiarySystemFill))
        return configuration.label
            .font(metrics.font)
            .foregroundStyle(labelStyle(role: configuration.role, isEnabled: isEnabled))
            .padding(.vertical, metrics.vertical)
            .padding(.horizontal, metrics.horizontal)
            .frame(minHeight: metrics.minHeight)
            .background(ButtonShape(cornerRadius: metrics.cornerRadius).fill(fill))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// `.borderedProminent`: a contrasting (white) label on a solid tint background.
public nonisolated struct BorderedProminentButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    /// The bordered prominent style (`.buttonStyle(.borderedProminent)`).
    public init() {}
    /// The label in white on a solid tint background, padded and shaped by the control size.
    public func makeBody(configuration: Configuration) -> some View {
        let metrics = ButtonMetrics.forSize(controlSize)
        let fill: AnyShapeStyle = isEnabled
            ? AnyShapeStyle(roleTint(configuration.role))
            : AnyShapeStyle(Color(system: .tertiarySystemFill))
        return configuration.label
            .font(metrics.font.weight(.semibold))
            .foregroundStyle(isEnabled ? AnyShapeStyle(Color.white) : AnyShapeStyle(Color(system: .tertiaryLabel)))
            .padding(.vertical, metrics.vertical)
            .padding(.horizontal, metrics.horizontal)
            .frame(minHeight: metrics.minHeight)
            .background(ButtonShape(cornerRadius: metrics.cornerRadius).fill(fill))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// The tint of a button: red for destructive roles, else the environment's tint (accent by default).
private func roleTint(_ role: ButtonRole?) -> AnyShapeStyle {
    role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
}

private func labelStyle(role: ButtonRole?, isEnabled: Bool) -> AnyShapeStyle {
    isEnabled ? roleTint(role) : AnyShapeStyle(Color(system: .tertiaryLabel))
}

/// A capsule (radius nil) or a continuous rounded rectangle.
nonisolated struct ButtonShape: InsettableShape, GeometricShape {
    let cornerRadius: CGFloat?
    var insetAmount: CGFloat = 0
    func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    func inset(by amount: CGFloat) -> ButtonShape { ButtonShape(cornerRadius: cornerRadius, insetAmount: insetAmount + amount) }
    func geometry(in rect: CGRect) -> ShapeGeometry { shape.geometry(in: rect) }
    private var shape: AnyShape {
        cornerRadius.map { AnyShape(RoundedRectangle(cornerRadius: $0).inset(by: insetAmount)) }
            ?? AnyShape(Capsule().inset(by: insetAmount))
    }
}

nonisolated extension ButtonStyle where Self == DefaultButtonStyle {
    /// The automatic button style: `.buttonStyle(.automatic)`.
    public static var automatic: DefaultButtonStyle { .init() }
}
nonisolated extension ButtonStyle where Self == PlainButtonStyle {
    /// The plain button style: `.buttonStyle(.plain)`.
    public static var plain: PlainButtonStyle { .init() }
}
nonisolated extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless button style: `.buttonStyle(.borderless)`.
    public static var borderless: BorderlessButtonStyle { .init() }
}
nonisolated extension ButtonStyle where Self == BorderedButtonStyle {
    /// The bordered button style: `.buttonStyle(.bordered)`.
    public static var bordered: BorderedButtonStyle { .init() }
}
nonisolated extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// The bordered prominent button style: `.buttonStyle(.borderedProminent)`.
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

extension DefaultButtonStyle: Sendable {}
extension PlainButtonStyle: Sendable {}
extension BorderlessButtonStyle: Sendable {}
extension BorderedButtonStyle: Sendable {}
extension BorderedProminentButtonStyle: Sendable {}
