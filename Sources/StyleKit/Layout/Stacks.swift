import Foundation

/// Children side by side, aligned on a vertical guide.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        [.stack(StackNode(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing,
                          children: try content.resolveNodes(in: context)))]
    }
}

/// Children one below the other, aligned on a horizontal guide.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        [.stack(StackNode(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing,
                          children: try content.resolveNodes(in: context)))]
    }
}

/// Children on top of each other, later ones in front.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        [.zstack(alignment: alignment, children: try content.resolveNodes(in: context))]
    }
}

/// Flexible space along the axis of the stack that holds it.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] { [.spacer(minLength: minLength)] }
}

/// A thin line across the stack that holds it, in the separator color.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] {
        [.divider(.color(SystemColor.separator.resolve(in: context.environment)))]
    }
}
