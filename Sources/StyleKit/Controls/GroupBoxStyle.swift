import Foundation

/// A style that draws a group box.
@MainActor @preconcurrency public protocol GroupBoxStyle {
    /// The type of view `makeBody(configuration:)` returns.
    associatedtype Body: View
    /// What the style gets: the label and the content.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The group box's look for one configuration.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` receives.
public struct GroupBoxStyleConfiguration {
    /// The group box's label view.
    public typealias Label = _StyleConfigurationContent
    /// The group box's content view.
    public typealias Content = _StyleConfigurationContent
    /// The group box's label (empty when it has none).
    public let label: Label
    /// The group box's content.
    public let content: Content
}

/// `.automatic`: the label in the headline font above the content, 16 pt inside a continuous rounded
/// rectangle of radius 8 on the secondary system background; that rectangle is the container shape
/// for `ContainerRelativeShape` inside (values chosen, docs/reference/controls.md).
public nonisolated struct DefaultGroupBoxStyle: GroupBoxStyle, Sendable {
    /// The automatic style (`.groupBoxStyle(.automatic)`).
    public init() {}
    /// The label above the content on a rounded secondary background.
    public func makeBody(configuration: Configuration) -> some View {
        let shape = RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous)
        return VStack(alignment: .leading, spacing: GroupBoxMetrics.spacing) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .padding(GroupBoxMetrics.padding)
        .background(shape.fill(Color(system: .secondarySystemBackground)))
        .containerShape(shape)
    }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The automatic group box style: `.groupBoxStyle(.automatic)`.
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

nonisolated extension View {
    /// Sets the style of group boxes in this subtree.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        pushingStyle(ErasedStyle(style) { $0.makeBody(configuration: $1) })
    }
}

/// Geometry of the default group box (choices, docs/reference/controls.md).
enum GroupBoxMetrics {
    static let padding: CGFloat = 16
    static let spacing: CGFloat = 8
    static let cornerRadius: CGFloat = 8
}
