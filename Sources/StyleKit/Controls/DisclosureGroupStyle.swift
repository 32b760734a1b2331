import Foundation

/// A style that draws a disclosure group.
@MainActor @preconcurrency public protocol DisclosureGroupStyle {
    /// The type of view `makeBody(configuration:)` returns.
    associatedtype Body: View
    /// What the style gets: the label, the content and whether it is expanded.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// The disclosure group's look for one configuration.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a `DisclosureGroupStyle` receives.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label view.
    public typealias Label = _StyleConfigurationContent
    /// The group's content view.
    public typealias Content = _StyleConfigurationContent
    /// The group's label.
    public let label: Label
    /// The content; resolving it makes it (a collapsed group's content is never made unless shown).
    public let content: Content
    /// Whether the content is shown; a style toggles it to expand or collapse the group.
    @Binding public var isExpanded: Bool
}

/// `.automatic` (iOS, outside a list): a header row — the label, then a chevron in the tint pushed to the
/// trailing edge, pointing right when collapsed and down when expanded — that toggles the group like a
/// button, with the content below it when expanded.
public nonisolated struct DefaultDisclosureGroupStyle: DisclosureGroupStyle, Sendable {
    /// The automatic style (`.disclosureGroupStyle(.automatic)`).
    public init() {}
    /// The label with a chevron, and the content below it when expanded.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Image(systemName: "chevron.right")
                        .foregroundStyle(.tint)
                        .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityValue(configuration.isExpanded ? "expanded" : "collapsed")
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

nonisolated extension DisclosureGroupStyle where Self == DefaultDisclosureGroupStyle {
    /// The automatic disclosure group style: `.disclosureGroupStyle(.automatic)`.
    public static var automatic: DefaultDisclosureGroupStyle { .init() }
}

nonisolated extension View {
    /// Sets the style of disclosure groups in this subtree.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        pushingStyle(ErasedStyle(style) { $0.makeBody(configuration: $1) })
    }
}
