/// A control that switches between on and off, drawn by the toggle style in its environment.
public nonisolated struct Toggle<Label: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    let isRestyled: Bool

    /// A toggle with a label of any views, bound to `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn; self.label = label(); self.isRestyled = false
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let env = context.environment
        var styles = env.toggleStyles
        let style = styles.popLast() ?? AnyToggleStyle(DefaultToggleStyle())
        let inner = context.with { $0.toggleStyles = styles }
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
        try inner.checkRequirements(of: style.value)
        let node = try inner.evaluate { style.erasedBody(configuration) }.resolveNode(in: inner)
        if isRestyled { return [node] }
        let text = try label.resolveNode(in: context).textContent
        let role = style.accessibilityRole(in: inner.environment)
        let element = AccessibilityElement(
            role: role, label: text, value: isOn.wrappedValue ? "on" : "off", isEnabled: env.isEnabled,
            traits: role == .button ? [.isButton, .isToggle] : .isToggle)
        return [.accessibility(.element(element), node)]
    }
}

extension Toggle where Label == Text {
    /// A toggle whose label is text from a string literal.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    /// A toggle whose label is a string: `Toggle("Wi-Fi", isOn: $isOn)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration, drawn by the next style out.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.isOn = configuration.$isOn
        self.label = configuration.label
        self.isRestyled = true
    }
}
