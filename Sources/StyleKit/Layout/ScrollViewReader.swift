import Foundation

/// Gives its content a proxy that scrolls the scroll views inside it to a view's id (iOS 14). A render shows the
/// scroll views at rest, at their start: what the content does with the proxy happens on a tap, never here.
public nonisolated struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// A reader whose content is made with its proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: some View { content(ScrollViewProxy()) }
}

/// Scrolls the scroll views of a `ScrollViewReader`'s content.
public struct ScrollViewProxy: Sendable {
    /// Scrolls to the view of `id`, placing it at `anchor`: nothing moves in a render (scroll views are drawn at
    /// their start).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
