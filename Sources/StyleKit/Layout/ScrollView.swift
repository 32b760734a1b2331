import Foundation

/// A scroll view drawn at rest, scrolled to the top (leading): its content in a stack along the scroll axes,
/// given its ideal size along them, clipped to the scroll view, which takes all the space it is offered.
public nonisolated struct ScrollView<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// The scrolled content.
    public var content: Content
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether scroll indicators are shown.
    public var showsIndicators: Bool

    /// A scroll view of `content`; a render shows the content from its start.
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
public nonisolated struct NavigationStack<Root: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let root: Root
    /// A navigation stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    /// A navigation stack with a path; only `root` is shown.
    public init<Path>(path: Binding<Path>, @ViewBuilder root: () -> Root) { self.root = root() }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] { try root.resolveNodes(in: context) }
}

/// The older navigation container, drawn as its content (no bar).
public nonisolated struct NavigationView<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let content: Content
    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] { try content.resolveNodes(in: context) }
}

/// How a navigation bar title is shown (no bar is drawn).
public enum NavigationBarItem {
    /// How a navigation bar shows its title.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The platform's choice.
        case automatic
        /// A small title in the bar.
        case inline
        /// A large title below the bar.
        case large
    }
}

/// Whether something shows (`.scrollContentBackground(.hidden)`, `.scrollIndicators(_:)`).
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform's choice.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

nonisolated extension View {
    // Navigation chrome and scroll-view settings: nothing of them is in a component's still render.
    /// Sets the navigation title; not drawn (a component render has no navigation bar).
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// Sets the navigation title; not drawn.
    public func navigationTitle(_ title: Text) -> some View { self }
    /// Sets how the title is shown; no effect here.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Hides the navigation bar; no effect here.
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    /// Hides the back button; no effect here.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    /// Shows or hides the page background of the lists and forms below (`.hidden`: the view behind shows).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        transformingEnvironment { $0.scrollContentBackgroundHidden = visibility == .hidden }
    }
    /// Shows or hides scroll indicators; no effect here.
    public func scrollIndicators(_ visibility: Visibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    /// Turns scrolling off; no effect on a still render.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// How scrolling dismisses the keyboard; no effect here.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// The transaction of state changes below: nothing animates in a still render.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    /// Changes the transaction when `value` changes; no effect on a still render.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

/// How scrolling dismisses the keyboard (`.scrollDismissesKeyboard(_:)`).
public enum ScrollDismissesKeyboardMode: Hashable, Sendable {
    /// The platform's choice.
    case automatic
    /// As soon as scrolling starts.
    case immediately
    /// As the drag moves over the keyboard.
    case interactively
    /// Scrolling never dismisses it.
    case never
}
