/// A style that arranges a label's title and icon.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` receives: the label's title and icon, type-erased.
public struct LabelStyleConfiguration {
    public typealias Title = _StyleConfigurationContent
    public typealias Icon = _StyleConfigurationContent
    /// The label's title, as the label was given it.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

extension View {
    /// Sets the style of labels in this subtree. A label inside a style's body uses the next style out.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        pushingStyle(ErasedStyle(style) { $0.makeBody(configuration: $1) })
    }
}
