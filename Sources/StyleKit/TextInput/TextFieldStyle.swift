import Foundation

/// How text fields look: `.automatic`/`.plain` (just the text), `.roundedBorder`, or a team's own style,
/// which implements `_body(configuration:)` as in SwiftUI and receives the field to draw.
@MainActor @preconcurrency public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> _Body
}

/// The style iOS uses by default: the text alone, no border.
public nonisolated struct DefaultTextFieldStyle: TextFieldStyle {
    /// The automatic style (`.textFieldStyle(.automatic)`).
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// `.plain`: the text alone, no border.
public nonisolated struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style (`.textFieldStyle(.plain)`).
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// UIKit's rounded-rect border: a system-background field with a thin gray border, 5 pt corners, the text
/// inset 7 pt horizontally and 6 pt vertically (34 pt tall for Body). Chosen to match UITextField's
/// `.roundedRect` look; see docs/reference/controls.md ("Text fields").
public nonisolated struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded border style (`.textFieldStyle(.roundedBorder)`).
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration
            .padding(.horizontal, 7)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 5, style: .circular).fill(Color(system: .systemBackground)))
            .overlay(RoundedRectangle(cornerRadius: 5, style: .circular).strokeBorder(Color(system: .separator), lineWidth: 0.5))
    }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The automatic text field style: `.textFieldStyle(.automatic)`.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The plain text field style: `.textFieldStyle(.plain)`.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The rounded border text field style: `.textFieldStyle(.roundedBorder)`.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// A text field style with its type erased, as the environment holds it.
package struct AnyTextFieldStyle {
    package let value: Any
    package let make: (TextField<_TextFieldStyleLabel>) -> AnyView
    init<S: TextFieldStyle>(_ style: S) {
        value = style
        make = { configuration in StyleCodeIsolation.call((style, configuration)) { AnyView($0.0._body(configuration: $0.1)) } }
    }
}

private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: AnyTextFieldStyle? { nil } }

extension EnvironmentValues {
    package var textFieldStyle: AnyTextFieldStyle? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of text fields in the view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.textFieldStyle = AnyTextFieldStyle(style) }
    }
}
