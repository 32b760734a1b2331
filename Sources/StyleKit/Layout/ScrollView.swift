import Foundation

/// A scroll view drawn at rest, scrolled to the top (leading): its content in a stack along the scroll axes,
/// given its ideal size along them, clipped to the scroll view, which takes all the space it is offered.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let children = try content.resolveNodes(in: context)
        // A vertical scroll view stacks its content as a VStack would, a horizontal one as an HStack.
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let stacked: ResolvedNode = children.count == 1 ? children[0]
            : .stack(StackNode(axis: axis, alignment: axis == .vertical ? .horizontal(.center) : .vertical(.center), spacing: nil, children: children))
        let ideal = ResolvedNode.layout(.fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)), stacked)
        let frame = FrameSpec(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil, maxHeight: .infinity,
                              alignment: axes.contains(.vertical) ? (axes.contains(.horizontal) ? .topLeading : .top) : .leading,
                              isFixed: false)
        return [.effect(.clip(AnyShape(Rectangle()), FillStyle()), .frame(frame, ideal))]
    }
}

/// A navigation container drawn as its root content (no bar: a component render has no navigation chrome).
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public init<Path>(path: Binding<Path>, @ViewBuilder root: () -> Root) { self.root = root() }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] { try root.resolveNodes(in: context) }
}

public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] { try content.resolveNodes(in: context) }
}

/// How a navigation bar title is shown (no bar is drawn).
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// Whether something shows (`.scrollContentBackground(.hidden)`, `.scrollIndicators(_:)`).
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }

extension View {
    // Navigation chrome and scroll-view settings: nothing of them is in a component's still render.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    public func navigationTitle(_ title: Text) -> some View { self }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    public func scrollIndicators(_ visibility: Visibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// The transaction of state changes below: nothing animates in a still render.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

public enum ScrollDismissesKeyboardMode: Hashable, Sendable { case automatic, immediately, interactively, never }
