import Foundation

/// A link that pushes its destination onto a navigation stack. A render is the screen at rest, so the
/// destination is never made: in a list or form row the link is its label with a disclosure chevron trailing
/// (footnote semibold, tertiary, as iOS draws a row that navigates); elsewhere a button of its label, which
/// SwiftUI draws in the accent colour.
public nonisolated struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let label: Label

    /// A link to `destination` with a label of any views.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link to the destination the closure makes, with a label of any views.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link presented while `isActive` is true (deprecated in iOS 16): drawn as any link.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link presented while `selection` is `tag` (deprecated in iOS 16): drawn as any link.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        guard context.environment.isInListRow else {
            return try Button(action: {}) { label }.resolveNodes(in: context)
        }
        let row = Button(action: {}) {
            HStack {
                label
                Spacer(minLength: 8)
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
                    .accessibilityHidden(true)
            }
        }
        .buttonStyle(.plain)
        return try row.resolveNodes(in: context)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` to `destination`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.label = Text(title) }
    /// A link titled `title` to the destination the closure makes.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.label = Text(title) }
    /// A link titled `title`, presented while `isActive` is true (deprecated in iOS 16).
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) { self.label = Text(title) }
    /// A link titled `title` to `destination`, presented while `isActive` is true (deprecated in iOS 16).
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) { self.label = Text(title) }
}

extension NavigationLink where Destination == Never {
    /// A link that appends `value` to a `NavigationStack`'s path (iOS 16).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that appends `value` to a `NavigationStack`'s path (iOS 16).
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.label = Text(title) }
}
