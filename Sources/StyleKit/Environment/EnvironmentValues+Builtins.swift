import Foundation

/// Light or dark appearance.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// Standard or Increase Contrast.
public enum ColorSchemeContrast: String, CaseIterable, Hashable, Sendable {
    /// The normal contrast.
    case standard
    /// Increase Contrast is on: system colors use their high-contrast values.
    case increased
}

/// Reading direction.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// Left-to-right text (English).
    case leftToRight
    /// Right-to-left text (Arabic, Hebrew): leading and trailing swap.
    case rightToLeft
}

/// The size class of controls.
public enum ControlSize: String, CaseIterable, Hashable, Sendable {
    /// The smallest control size.
    case mini
    /// A small control.
    case small
    /// The default size.
    case regular
    /// A large control.
    case large
    /// The largest control size.
    case extraLarge
}

/// The Apple platform a style is rendered for. Style code written with `#if os(iOS)` branches reads this
/// at run time instead, so that both branches can be rendered on Linux (see the catalog's `MyToggleStyle2`).
public enum TargetPlatform: String, CaseIterable, Hashable, Sendable {
    /// iPhone and iPad.
    case iOS
    /// The Mac.
    case macOS
}

/// An interaction state forced on a control so that it can be rendered deterministically.
package enum ForcedInteraction: String, Hashable, Sendable {
    case none
    /// The control is being pressed: `isPressed` is true and gestures with `@GestureState` are in progress.
    case pressed
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
private struct FontWidthKey: EnvironmentKey { static let defaultValue: Font.Width? = nil }
private struct BoldKey: EnvironmentKey { static let defaultValue = false }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct AccentColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct PlatformKey: EnvironmentKey { static let defaultValue = TargetPlatform.iOS }
private struct ForcedInteractionKey: EnvironmentKey { static let defaultValue = ForcedInteraction.none }
private struct ButtonStylesKey: EnvironmentKey { static var defaultValue: [ButtonStyleEntry] { [] } }
private struct ToggleStylesKey: EnvironmentKey { static var defaultValue: [AnyToggleStyle] { [] } }
private struct MultilineAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    /// Light or dark appearance; set by the theme.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// Standard or increased contrast.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// False inside a `.disabled(true)` subtree; an inner `.disabled(false)` cannot re-enable it.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// The size of controls (`.controlSize(_:)`); set by the variant's `controlSize` state.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// The font set by `.font(_:)`; `nil` means the body style.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// Whether Reduce Motion is on; false unless a view sets it.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    /// The direction of text and of leading/trailing.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The platform being rendered, iOS or macOS: what `#if os(iOS)` in style code is read as.
    public var targetPlatform: TargetPlatform {
        get { self[PlatformKey.self] }
        set { self[PlatformKey.self] = newValue }
    }
    /// How lines of multiline text are aligned (`.multilineTextAlignment(_:)`).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineAlignmentKey.self] }
        set { self[MultilineAlignmentKey.self] = newValue }
    }
    /// The most lines text may take (`.lineLimit(_:)`); nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The accent color a theme sets (`Color.accentColor`, default tint); system blue when nil.
    public var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }

    package var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
    /// Set by `.fontDesign(_:)`: the design of fonts that do not choose one themselves.
    package var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
    /// Set by `.fontWidth(_:)`: the width of fonts that do not choose one themselves.
    package var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }
    package var isBold: Bool {
        get { self[BoldKey.self] }
        set { self[BoldKey.self] = newValue }
    }
    package var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }
    package var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    package var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    package var forcedInteraction: ForcedInteraction {
        get { self[ForcedInteractionKey.self] }
        set { self[ForcedInteractionKey.self] = newValue }
    }
    /// Button styles set by `.buttonStyle(_:)`, innermost last.
    package var buttonStyles: [ButtonStyleEntry] {
        get { self[ButtonStylesKey.self] }
        set { self[ButtonStylesKey.self] = newValue }
    }
    /// Toggle styles set by `.toggleStyle(_:)`, innermost last.
    package var toggleStyles: [AnyToggleStyle] {
        get { self[ToggleStylesKey.self] }
        set { self[ToggleStylesKey.self] = newValue }
    }

    /// `.tint` if set, else the accent color.
    package var resolvedTint: Paint {
        tint?._paint(in: self) ?? Color.accentColor._paint(in: self)
    }

    /// The font text is set in here.
    package var resolvedFont: ResolvedFont { resolvedFont() }

    /// The font for text with its own settings (`Text.font`, `.italic()`, `.bold()`, `.fontWeight`,
    /// `.fontDesign`, `.fontWidth`) on top of the environment's, at the environment's Dynamic Type size.
    package func resolvedFont(font own: Font? = nil, italic: Bool = false, bold: Bool = false, weight: Font.Weight? = nil,
                              design: Font.Design? = nil, width: Font.Width? = nil) -> ResolvedFont {
        var font = own ?? self.font ?? .body
        if isItalic || italic { font = font.italic() }
        if isBold || bold { font = font.bold() }
        if let weight = weight ?? fontWeight { font = font.weight(weight) }
        // Text's own design or width wins; the environment's applies to fonts that chose none.
        if let design { font = font.design(design) } else if let fontDesign, font.design == nil { font = font.design(fontDesign) }
        if let width { font = font.width(width) } else if let fontWidth, font.width == nil { font = font.width(fontWidth) }
        return font.resolve(dynamicTypeSize: dynamicTypeSize)
    }
}

/// Horizontal alignment of lines in multiline text.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
