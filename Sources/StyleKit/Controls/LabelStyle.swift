/// A style that arranges a label's title and icon.
@MainActor @preconcurrency public protocol LabelStyle {
    /// The type of view `makeBody(configuration:)` returns.
    associatedtype Body: View
    /// What the style gets: the title and the icon.
    typealias Configuration = LabelStyleConfiguration
    /// The label's look for one configuration.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` receives: the label's title and icon, type-erased.
public struct LabelStyleConfiguration {
    /// The label's title view.
    public typealias Title = _StyleConfigurationContent
    /// The label's icon view.
    public typealias Icon = _StyleConfigurationContent
    /// The label's title, as the label was given it.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

nonisolated extension View {
    /// Sets the style of labels in this subtree. A label inside a style's body uses the next style out.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        pushingStyle(ErasedStyle(style) { $0.makeBody(configuration: $1) })
    }
}
