/// A label and a value (or any content) in a row, drawn by the labeled content style in its environment:
/// by default the label at the leading edge and the content, in the secondary style, at the trailing edge.
public nonisolated struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let label: Label
    let content: Content

    /// Labeled content with any content and label views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content()
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let configuration = LabeledContentStyleConfiguration(label: .init(label), content: .init(content))
        let fallback = ErasedStyle<LabeledContentStyleConfiguration>(AutomaticLabeledContentStyle()) { $0.makeBody(configuration: $1) }
        return [try context.resolveStyled(configuration, fallback: fallback)]
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A title and a value, both as text.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A label with a text value beside it: `LabeledContent("Version", value: "2.1")`.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    /// Any content with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A string label with any content beside it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style is styling, drawn by the next style out.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.label = configuration.label; self.content = configuration.content
    }
}

/// A style that arranges labeled content.
@MainActor @preconcurrency public protocol LabeledContentStyle {
    /// The type of view `makeBody(configuration:)` returns.
    associatedtype Body: View
    /// What the style gets: the label and the content.
    typealias Configuration = LabeledContentStyleConfiguration
    /// The labeled content's look for one configuration.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a `LabeledContentStyle` receives.
public struct LabeledContentStyleConfiguration {
    /// The label view.
    public typealias Label = _StyleConfigurationContent
    /// The content view.
    public typealias Content = _StyleConfigurationContent
    /// The label.
    public let label: Label
    /// The content (the value).
    public let content: Content
}

/// `.automatic`: an `HStack` of the label, a spacer and the content in the secondary style, trailing-aligned.
public nonisolated struct AutomaticLabeledContentStyle: LabeledContentStyle, Sendable {
    /// The automatic style (`.labeledContentStyle(.automatic)`).
    public init() {}
    /// The label leading and the content trailing in the secondary style, in one row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            configuration.content
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.trailing)
        }
    }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The automatic labeled content style: `.labeledContentStyle(.automatic)`.
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

nonisolated extension View {
    /// Sets the style of labeled content in this subtree.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        pushingStyle(ErasedStyle(style) { $0.makeBody(configuration: $1) })
    }
}
