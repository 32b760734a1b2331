import Foundation

extension View {
    /// Sets an environment value for this view's subtree; the key path may reach into nested members
    /// (`.environment(\.theme.button.primary.color, .pink)`).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        transformingEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Transforms an environment value for this view's subtree.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        transformingEnvironment { transform(&$0[keyPath: keyPath]) }
    }

    public func foregroundColor(_ color: Color?) -> some View {
        transformingEnvironment { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
    }

    /// Sets the foreground of this subtree. A level (`.secondary`, `.tertiary`, …) is taken of the
    /// enclosing foreground, as in SwiftUI.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.foregroundStyle = AnyShapeStyle(style).anchored(to: $0.foregroundStyle) }
    }

    public func tint(_ tint: Color?) -> some View {
        transformingEnvironment { $0.tint = tint.map(AnyShapeStyle.init) }
    }

    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformingEnvironment { $0.tint = tint.map(AnyShapeStyle.init) }
    }

    public func accentColor(_ accentColor: Color?) -> some View {
        transformingEnvironment { $0.accentColor = accentColor }
    }

    public func font(_ font: Font?) -> some View {
        transformingEnvironment { $0.font = font }
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformingEnvironment { $0.fontWeight = weight }
    }

    /// The design (`.rounded`, `.serif`, `.monospaced`) of fonts in this subtree that do not set one.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformingEnvironment { $0.fontDesign = design }
    }

    /// The width (`.condensed`, `.expanded`, …) of fonts in this subtree that do not set one.
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformingEnvironment { $0.fontWidth = width }
    }

    public func bold(_ isActive: Bool = true) -> some View {
        transformingEnvironment { $0.isBold = isActive }
    }

    public func italic(_ isActive: Bool = true) -> some View {
        transformingEnvironment { $0.isItalic = isActive }
    }

    /// Disables the subtree. An inner `disabled(false)` cannot re-enable what an outer one disabled.
    public func disabled(_ disabled: Bool) -> some View {
        transformingEnvironment { if disabled { $0.isEnabled = false } }
    }

    public func controlSize(_ controlSize: ControlSize) -> some View {
        transformingEnvironment { $0.controlSize = controlSize }
    }

    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformingEnvironment { if let colorScheme { $0.colorScheme = colorScheme } }
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformingEnvironment { $0.multilineTextAlignment = alignment }
    }

    public func lineLimit(_ number: Int?) -> some View {
        transformingEnvironment { $0.lineLimit = number }
    }

    /// Hides the labels of controls in this subtree (the built-in switch draws only the track).
    public func labelsHidden() -> some View {
        transformingEnvironment { $0.labelsHidden = true }
    }
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    package var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}
