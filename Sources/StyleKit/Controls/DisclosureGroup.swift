/// A label that shows or hides its content, drawn by the disclosure group style in its environment.
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>

    /// A disclosure group that keeps its own expansion state: collapsed, as when it first appears.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(isExpanded: State(wrappedValue: false).projectedValue, content: content, label: label)
    }

    /// A disclosure group whose expansion is `isExpanded` (the gallery renders both values).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content; self.isExpanded = isExpanded
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let configuration = DisclosureGroupStyleConfiguration(label: .init(label), content: .init(LazyContent(make: content)),
                                                              isExpanded: isExpanded)
        let fallback = ErasedStyle<DisclosureGroupStyleConfiguration>(DefaultDisclosureGroupStyle()) { $0.makeBody(configuration: $1) }
        return [try context.resolveStyled(configuration, fallback: fallback)]
    }

    /// The content, made only where a style shows it (SwiftUI makes a collapsed group's content lazily).
    private nonisolated struct LazyContent: View {
        let make: () -> Content
        var body: Content { make() }
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group with a text label that keeps its own (collapsed) state.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A disclosure group with a text label and an expansion binding.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// A disclosure group with a string title, collapsed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A disclosure group with a string title, expanded when `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
