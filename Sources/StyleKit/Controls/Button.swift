/// A control that performs an action, drawn by the button style in its environment.
public nonisolated struct Button<Label: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    /// Made by `Button(configuration)` inside a primitive style: the outer button already is the element.
    let isRestyled: Bool

    /// A button with a label of any views; `action` is never called (nothing is tapped in a render).
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (`.destructive`, `.cancel`) that styles can read.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role; self.action = action; self.label = label(); self.isRestyled = false
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let env = context.environment
        var styles = env.buttonStyles
        let entry = styles.popLast() ?? .style(AnyButtonStyle(DefaultButtonStyle()))
        let inner = context.with { $0.buttonStyles = styles }
        let styledLabel = ButtonStyleConfiguration.Label(content: AnyView(label))
        var node: ResolvedNode
        switch entry {
        case .style(let style):
            let configuration = ButtonStyleConfiguration(
                label: styledLabel, isPressed: env.forcedInteraction == .pressed && env.isEnabled, role: role)
            try inner.checkRequirements(of: style.value)
            node = try inner.evaluate { style.erasedBody(configuration) }.resolveNode(in: inner)
            // A `ButtonStyle` button reacts to taps anywhere on the body its style made.
            node = .gesture(GestureRecord(kind: .tap(count: 1), priority: .normal), node)
        case .primitive(let style):
            let configuration = PrimitiveButtonStyleConfiguration(label: styledLabel, role: role, action: action)
            try inner.checkRequirements(of: style.value)
            node = try inner.evaluate { style.erasedBody(configuration) }.resolveNode(in: inner)
        }
        if isRestyled { return [node] }
        let text = try label.resolveNode(in: context).textContent
        let element = AccessibilityElement(role: .button, label: text, value: nil, isEnabled: env.isEnabled, traits: .isButton)
        return [.accessibility(.element(element), node)]
    }
}

extension Button where Label == Text {
    /// A button whose label is text from a string literal.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }
    /// A button with a text label and a role.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    /// A button whose label is a string, shown verbatim: `Button(title) { save() }`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }
    /// A button with a string label and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration, drawn by the next style out.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.role = configuration.role
        self.action = configuration.action
        self.label = configuration.label
        self.isRestyled = true
    }
}
