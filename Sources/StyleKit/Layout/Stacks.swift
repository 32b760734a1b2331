import Foundation

/// Children side by side, aligned on a vertical guide.
public nonisolated struct HStack<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A row of views, aligned vertically; `spacing` nil uses the standard spacing: `HStack(spacing: 8) { icon; title }`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        [.stack(StackNode(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing,
                          children: try content.resolveNodes(in: context)))]
    }
}

/// Children one below the other, aligned on a horizontal guide.
public nonisolated struct VStack<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A column of views, aligned horizontally; `spacing` nil uses the standard spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        [.stack(StackNode(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing,
                          children: try content.resolveNodes(in: context)))]
    }
}

/// A column whose children SwiftUI makes as they scroll into view. A still render shows every child, so it
/// is laid out as a `VStack`; `pinnedViews` (section headers and footers kept in view while scrolling) has
/// nothing to pin.
public nonisolated struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A lazily made column: `LazyVStack(spacing: 12) { ForEach(rows) { … } }`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A row whose children SwiftUI makes as they scroll into view; laid out as an `HStack` (see `LazyVStack`).
public nonisolated struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A lazily made row.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}

/// The parts of a lazy stack's sections kept in view while it scrolls.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// Children on top of each other, later ones in front.
public nonisolated struct ZStack<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let alignment: Alignment
    let content: Content
    /// Views on top of each other, later ones in front, aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        [.zstack(alignment: alignment, children: try content.resolveNodes(in: context))]
    }
}

/// Flexible space along the axis of the stack that holds it.
public nonisolated struct Spacer: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// The least length the spacer takes along its stack; nil for none.
    public var minLength: CGFloat?
    /// A flexible space that expands along its stack's axis.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] { [.spacer(minLength: minLength)] }
}

/// A thin line across the stack that holds it, in the separator color.
public nonisolated struct Divider: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// A thin separator line across its stack's axis.
    public init() {}
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] {
        [.divider(.color(SystemColor.separator.resolve(in: context.environment)))]
    }
}
