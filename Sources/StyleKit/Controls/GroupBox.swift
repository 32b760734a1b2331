/// Content with an optional label, set apart on a rounded background, drawn by the group box style in
/// its environment.
public nonisolated struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A group box with content and a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content()
    }

    /// The older spelling, label first.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label; self.content = content()
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let configuration = GroupBoxStyleConfiguration(label: .init(label), content: .init(content))
        let fallback = ErasedStyle<GroupBoxStyleConfiguration>(DefaultGroupBoxStyle()) { $0.makeBody(configuration: $1) }
        return [try context.resolveStyled(configuration, fallback: fallback)]
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
    /// A group box with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group box with a string title above its content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style is styling, drawn by the next group box style out.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.label = configuration.label; self.content = configuration.content
    }
}
