import Foundation

/// A text field drawn as a still control: its text, or its placeholder (prompt, else title) in the
/// placeholder color when the text is empty, in the environment's text field style. Nothing is editable.
public nonisolated struct TextField<Label: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let title: String
    let text: String
    let prompt: Text?
    let isSecure: Bool
    let axis: Axis
    /// Set when a `TextFieldStyle` draws this field: it is then drawn plainly inside the style's body.
    var isRestyled = false

    init(title: String, text: String, prompt: Text?, isSecure: Bool, axis: Axis = .horizontal) {
        self.title = title; self.text = text; self.prompt = prompt; self.isSecure = isSecure; self.axis = axis
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let env = context.environment
        if !isRestyled, let style = env.textFieldStyle {
            var configuration = TextField<_TextFieldStyleLabel>(title: title, text: text, prompt: prompt, isSecure: isSecure, axis: axis)
            configuration.isRestyled = true
            let inner = context.with { $0.textFieldStyle = nil }
            try inner.checkRequirements(of: style.value)
            return try inner.evaluate { style.make(configuration) }.resolveNodes(in: inner)
        }
        let shown: AnyView
        if text.isEmpty {
            let placeholder = prompt ?? Text(verbatim: title)
            shown = AnyView(placeholder.foregroundStyle(Color(system: .placeholderText)))
        } else {
            // A secure field shows one bullet per character (U+2022, as UIKit's secure text entry).
            shown = AnyView(Text(verbatim: isSecure ? String(repeating: "\u{2022}", count: text.count) : text))
        }
        let field = shown.frame(maxWidth: .infinity, alignment: .leading).lineLimit(axis == .vertical ? nil : 1)
        let element = AccessibilityElement(role: .textField, label: title, value: text.isEmpty ? nil : (isSecure ? nil : text),
                                           isEnabled: env.isEnabled, traits: [])
        let node = try field.resolveNode(in: context)
        return [.accessibility(.element(element), node)]
    }
}

/// The label type a `TextFieldStyle` sees.
public nonisolated struct _TextFieldStyleLabel: View, PrimitiveView {
    public typealias Body = Never
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] { [] }
}

extension TextField where Label == Text {
    /// A text field with a placeholder from a string literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.key, text: text.wrappedValue, prompt: nil, isSecure: false)
    }
    /// A text field with a placeholder: `TextField("Email", text: $email)`. Shows the text, else the placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text.wrappedValue, prompt: nil, isSecure: false)
    }
    /// A text field with a title and a separate prompt (the placeholder).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: String(title), text: text.wrappedValue, prompt: prompt, isSecure: false)
    }
    /// A text field that grows along `axis` (vertical: several lines).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: String(title), text: text.wrappedValue, prompt: nil, isSecure: false, axis: axis)
    }
    /// A text field with a prompt that grows along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: String(title), text: text.wrappedValue, prompt: prompt, isSecure: false, axis: axis)
    }
    /// A text field with editing callbacks (never called in a render).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(title: String(title), text: text.wrappedValue, prompt: nil, isSecure: false)
    }
    /// A field for a formatted value: drawn with the value's description.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, format: some Any) {
        self.init(title: String(title), text: "\(value.wrappedValue)", prompt: nil, isSecure: false)
    }
    /// A field for a value that `formatter` turns into text (the older API): drawn with the formatter's text of
    /// the value, empty when it has none; the callbacks are never called in a render.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(title: String(title), text: formatter.string(for: value.wrappedValue) ?? "", prompt: nil, isSecure: false)
    }
    /// A field for a value that `formatter` turns into text, with a prompt.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title: String(title), text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, isSecure: false)
    }
}

extension TextField {
    /// A field with a label view: the label is not drawn (iOS shows the prompt), the text is.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: "", text: text.wrappedValue, prompt: prompt, isSecure: false)
    }
    /// A text field with a label of any views.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(title: "", text: text.wrappedValue, prompt: prompt, isSecure: false, axis: axis)
    }
}

/// A text field whose characters are drawn as bullets.
public nonisolated struct SecureField<Label: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let field: TextField<Label>
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try field.resolveNodes(in: context)
    }
}

extension SecureField where Label == Text {
    /// A secure field with a placeholder; the text is drawn as dots.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(title: String(title), text: text.wrappedValue, prompt: nil, isSecure: true)
    }
    /// A secure field with a title and a prompt.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(title: String(title), text: text.wrappedValue, prompt: prompt, isSecure: true)
    }
    /// A secure field with a placeholder from a string literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(title: titleKey.key, text: text.wrappedValue, prompt: nil, isSecure: true)
    }
}

extension SecureField {
    /// A secure field with a label of any views.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(title: "", text: text.wrappedValue, prompt: prompt, isSecure: true)
    }
}

/// A multi-line text view: its text, top-leading, filling what it is offered.
public nonisolated struct TextEditor: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let text: String
    /// A multi-line text editor showing the text.
    public init(text: Binding<String>) { self.text = text.wrappedValue }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let view = Text(verbatim: text).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let element = AccessibilityElement(role: .textField, label: "", value: text, isEnabled: context.environment.isEnabled, traits: [])
        return [.accessibility(.element(element), try view.resolveNode(in: context))]
    }
}
