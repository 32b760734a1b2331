import Foundation

nonisolated extension View {
    /// Sets an environment value for this view's subtree; the key path may reach into nested members
    /// (`.environment(\.theme.button.primary.color, .pink)`).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        transformingEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Transforms an environment value for this view's subtree.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        transformingEnvironment { transform(&$0[keyPath: keyPath]) }
    }

    /// Sets the color of text and symbols in the view (older API; `foregroundStyle(_:)` is newer).
    public func foregroundColor(_ color: Color?) -> some View {
        transformingEnvironment { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
    }

    /// Sets the foreground of this subtree. A level (`.secondary`, `.tertiary`, …) is taken of the
    /// enclosing foreground, as in SwiftUI.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.foregroundStyle = AnyShapeStyle(style).anchored(to: $0.foregroundStyle) }
    }

    /// Sets the tint of controls in the view: `.tint(.pink)`. nil keeps the accent color.
    public func tint(_ tint: Color?) -> some View {
        transformingEnvironment { $0.tint = tint.map(AnyShapeStyle.init) }
    }

    /// Sets the tint of controls in the view to a shape style.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformingEnvironment { $0.tint = tint.map(AnyShapeStyle.init) }
    }

    /// Sets the accent color of the view (older API; `tint(_:)` is newer).
    public func accentColor(_ accentColor: Color?) -> some View {
        transformingEnvironment { $0.accentColor = accentColor }
    }

    /// Sets the font of text in the view: `.font(.headline)`.
    public func font(_ font: Font?) -> some View {
        transformingEnvironment { $0.font = font }
    }

    /// Sets the weight of text in the view.
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

    /// Makes text in the view bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformingEnvironment { $0.isBold = isActive }
    }

    /// Makes text in the view italic.
    public func italic(_ isActive: Bool = true) -> some View {
        transformingEnvironment { $0.isItalic = isActive }
    }

    /// Disables the subtree. An inner `disabled(false)` cannot re-enable what an outer one disabled.
    public func disabled(_ disabled: Bool) -> some View {
        transformingEnvironment { if disabled { $0.isEnabled = false } }
    }

    /// Sets the size of controls in the view: `.controlSize(.large)`.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        transformingEnvironment { $0.controlSize = controlSize }
    }

    /// Asks for a color scheme; applied to the view's environment here.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformingEnvironment { if let colorScheme { $0.colorScheme = colorScheme } }
    }

    /// Sets the color scheme of the view and what it contains (deprecated in SwiftUI, still common).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        transformingEnvironment { $0.colorScheme = colorScheme }
    }

    /// Aligns the lines of multiline text in the view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformingEnvironment { $0.multilineTextAlignment = alignment }
    }

    /// Limits text in the view to this many lines; nil for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        transformingEnvironment { $0.lineLimit = number }
    }

    /// At least `limits.lowerBound` lines, no limit above (`.lineLimit(2...)`): drawn without a limit; the
    /// lines a short text would reserve are not reserved.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        transformingEnvironment { $0.lineLimit = nil }
    }

    /// At most `limits.upperBound` lines (`.lineLimit(...3)`).
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        transformingEnvironment { $0.lineLimit = limits.upperBound }
    }

    /// Between `limits.lowerBound` and `limits.upperBound` lines (`.lineLimit(2...4)`): at most the upper
    /// bound; the lower bound's reserved lines are not reserved.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        transformingEnvironment { $0.lineLimit = limits.upperBound }
    }

    /// At most `limit` lines; `reservesSpace` (keep the height of `limit` lines) is accepted, not drawn.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformingEnvironment { $0.lineLimit = limit }
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
