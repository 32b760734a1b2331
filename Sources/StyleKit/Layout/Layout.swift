import Foundation

/// SwiftUI's custom layout protocol. StyleKit's layout engine has one path back into the DSL,
/// `GeometryReader`, which hands a view its size; a custom layout needs more — to measure each subview at
/// proposals of its choosing and then place them — which the engine does not offer. So a custom `Layout`
/// compiles, but its `sizeThatFits`/`placeSubviews` are not called: its subviews are drawn in a `VStack`.
/// The built-in layouts (`HStackLayout`, `VStackLayout`, `ZStackLayout`, and `AnyLayout` of them) are the
/// stacks they stand for and are drawn exactly.
public protocol Layout {
    /// Data the layout computes once and reuses; `Void` for none.
    associatedtype Cache = Void
    /// The subviews of the layout.
    typealias Subviews = LayoutSubviews
    /// Properties of the layout, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }
    /// Makes the cache for a set of subviews.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the layout wants around itself.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The size of the layout for a proposal. Not called here: a custom layout is drawn as a `VStack`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview in `bounds`. Not called here: a custom layout is drawn as a `VStack`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Where the layout puts a horizontal guide; nil for the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Where the layout puts a vertical guide; nil for the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// Default: no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Default: makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    /// Default: the standard spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    /// Default: nil, the guide's own value.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    /// Default: nil, the guide's own value.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The layout applied to views: `MyLayout { a; b }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(kind: StackLayoutKind.of(self), content: content())
    }
}

extension Layout where Cache == Void {
    /// A layout without a cache needs no cache.
    public func makeCache(subviews: Subviews) -> Void {}
}

/// Layout properties (the stack orientation SwiftUI uses for spacers).
public struct LayoutProperties: Sendable {
    /// The axis a stack layout arranges along (spacers expand along it); nil for none.
    public var stackOrientation: Axis?
    /// Properties with no stack orientation.
    public init() {}
}

/// Spacing preferences between views.
public struct ViewSpacing: Sendable {
    /// No spacing preference.
    public static let zero = ViewSpacing()
    /// The standard spacing.
    public init() {}
    /// The distance to the next view along `axis`: 8 points here.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }
    /// Merges another view's spacing preferences into this one (no effect here).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    /// This spacing merged with another's (unchanged here).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// A custom layout's view of its subviews. Never handed to a layout here (see `Layout`): it exists so
/// that layout code compiles.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    let subviews: [LayoutSubview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

/// One subview as a custom layout sees it. Not measurable here (see `Layout`): it answers like a flexible
/// view, taking what it is proposed (10 where a dimension is unspecified, as SwiftUI's
/// `replacingUnspecifiedDimensions`), and placing it has no effect.
public struct LayoutSubview: Equatable, Sendable {
    let index: Int
    /// The subview's layout priority; 0 here.
    public var priority: Double { 0 }
    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { ViewSpacing() }
    /// The subview's size for a proposal: the proposal itself, 10 where a dimension is unspecified.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// The subview's dimensions for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }
    /// Places the subview; no effect here.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    /// The subview's value for a layout value key; the key's default here.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.index == b.index }
}

/// A value a view gives its custom layout (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Gives the view a value its custom layout can read (the view is unchanged here).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { self }
}

/// The stack a layout is drawn as.
enum StackLayoutKind {
    case horizontal(VerticalAlignment, CGFloat?)
    case vertical(HorizontalAlignment, CGFloat?)
    case overlay(Alignment)
    /// A custom layout: drawn as a `VStack` (see `Layout`).
    case custom

    /// The size a stack of `subviews` asks for: sums along its axis with the default spacing 8 (reference §3
    /// [K7][K8]), the largest across; a custom layout is measured as the `VStack` it is drawn as.
    func size(of subviews: LayoutSubviews, proposal: ProposedViewSize) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let gaps = CGFloat(max(sizes.count - 1, 0))
        switch self {
        case .horizontal(_, let spacing):
            return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps * (spacing ?? 8), height: sizes.map(\.height).max() ?? 0)
        case .vertical(_, let spacing):
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps * (spacing ?? 8))
        case .custom:
            return StackLayoutKind.vertical(.center, nil).size(of: subviews, proposal: proposal)
        case .overlay:
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }
    }

    static func of<L: Layout>(_ layout: L) -> StackLayoutKind {
        switch layout {
        case let stack as HStackLayout: return .horizontal(stack.alignment, stack.spacing)
        case let stack as VStackLayout: return .vertical(stack.alignment, stack.spacing)
        case let stack as ZStackLayout: return .overlay(stack.alignment)
        case let any as AnyLayout: return any.kind
        default: return .custom
        }
    }
}

nonisolated struct _LayoutRoot<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let kind: StackLayoutKind
    let content: Content
    func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let children = try content.resolveNodes(in: context)
        switch kind {
        case .horizontal(let alignment, let spacing):
            return [.stack(StackNode(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, children: children))]
        case .vertical(let alignment, let spacing):
            return [.stack(StackNode(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, children: children))]
        case .overlay(let alignment):
            return [.zstack(alignment: alignment, children: children)]
        case .custom:
            return [.stack(StackNode(axis: .vertical, alignment: .horizontal(.center), spacing: nil, children: children))]
        }
    }
}

/// A horizontal stack as a layout value: `AnyLayout(HStackLayout(spacing: 8))`. Drawn exactly as an `HStack`.
public struct HStackLayout: Layout {
    /// How the subviews are aligned vertically.
    public var alignment: VerticalAlignment
    /// The space between subviews; nil for the standard spacing.
    public var spacing: CGFloat?
    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    /// The stack's size from its subviews' answers (the layout engine draws the real stack).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackLayoutKind.horizontal(alignment, spacing).size(of: subviews, proposal: proposal)
    }
    /// No effect: the layout engine places the stack's subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

/// A vertical stack as a layout value. Drawn exactly as a `VStack`.
public struct VStackLayout: Layout {
    /// How the subviews are aligned horizontally.
    public var alignment: HorizontalAlignment
    /// The space between subviews; nil for the standard spacing.
    public var spacing: CGFloat?
    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    /// The stack's size from its subviews' answers (the layout engine draws the real stack).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackLayoutKind.vertical(alignment, spacing).size(of: subviews, proposal: proposal)
    }
    /// No effect: the layout engine places the stack's subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

/// An overlay stack as a layout value. Drawn exactly as a `ZStack`.
public struct ZStackLayout: Layout {
    /// How the subviews are aligned on each other.
    public var alignment: Alignment
    /// An overlay stack layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    /// The stack's size from its subviews' answers (the layout engine draws the real stack).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackLayoutKind.overlay(alignment).size(of: subviews, proposal: proposal)
    }
    /// No effect: the layout engine places the stack's subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

/// A type-erased layout (`AnyLayout(isCompact ? VStackLayout() : HStackLayout())`).
public struct AnyLayout: Layout {
    let kind: StackLayoutKind
    /// Erases the type of a layout; the built-in stack layouts are drawn exactly, others as a `VStack`.
    public init<L: Layout>(_ layout: L) { kind = StackLayoutKind.of(layout) }
    /// The stack's size from its subviews' answers (the layout engine draws the real stack).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        kind.size(of: subviews, proposal: proposal)
    }
    /// No effect: the layout engine places the stack's subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}
