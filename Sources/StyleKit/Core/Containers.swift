/// A view that shows nothing and takes no space.
public nonisolated struct EmptyView: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// The empty view.
    public init() {}
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] { [] }
}

/// The children of a `@ViewBuilder` block with several statements.
public nonisolated struct TupleView<T>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// The child views, as a tuple.
    public var value: T
    let children: [AnyView]

    /// A tuple view of `value`.
    public init(_ value: T) {
        self.value = value
        self.children = []
    }

    package init<each Child: View>(_ child: repeat each Child) where T == (repeat each Child) {
        self.value = (repeat each child)
        var children: [AnyView] = []
        for view in repeat each child { children.append(AnyView(view)) }
        self.children = children
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        for child in children { nodes += try child.resolveNodes(in: context) }
        return nodes
    }
}

/// The result of an `if`/`else` or `switch` in a `@ViewBuilder`.
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        switch storage {
        case .trueContent(let view): return try view.resolveNodes(in: context)
        case .falseContent(let view): return try view.resolveNodes(in: context)
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        switch self {
        case .some(let view): return try view.resolveNodes(in: context)
        case .none: return []
        }
    }
}

/// Groups views without laying them out; modifiers on a group apply to each child.
public nonisolated struct Group<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let content: Content
    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try content.resolveNodes(in: context)
    }
}

/// A type-erased view.
public nonisolated struct AnyView: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    private let resolver: (ResolveContext) throws(StyleKitError) -> [ResolvedNode]
    /// The erased view's children, for containers that take them one by one (ChildViews.swift).
    let children: (ResolveContext) throws(StyleKitError) -> [ChildView]
    /// The name of the erased type, for dumps and error messages.
    package let typeName: String

    /// Wraps any view, hiding its type: `AnyView(isCompact ? AnyView(icon) : AnyView(label))`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self = erased
            return
        }
        self.typeName = "\(V.self)"
        self.resolver = { (context: ResolveContext) throws(StyleKitError) in try view.resolveNodes(in: context) }
        self.children = { (context: ResolveContext) throws(StyleKitError) in try view.childViews(in: context) }
    }

    /// Wraps any view, hiding its type.
    public init<V: View>(erasing view: V) { self.init(view) }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try resolver(context)
    }
}

/// Builds views from a collection or a range.
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// The collection the views are made from.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?

    /// One view per element, identified by the key path `id`: `ForEach(items, id: \.name) { Text($0.name) }`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        for element in try elements(in: context) { nodes += try content(element).resolveNodes(in: context) }
        return nodes
    }

    /// The elements: `data`'s, or for data known only in a context (`ForEach(subviews:)`), those it has there.
    package func elements(in context: ResolveContext) throws(StyleKitError) -> [Data.Element] {
        guard let contextual = data as? any ContextualCollection else { return Array(data) }
        return try contextual.elements(in: context).compactMap { $0 as? Data.Element }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range: `ForEach(0..<3) { Circle().frame(width: 8 * CGFloat($0)) }`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = nil
        self.content = content
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// One view per element of a collection of identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
