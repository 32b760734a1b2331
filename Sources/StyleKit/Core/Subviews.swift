import Foundation

// A view's subviews as a container of a team's own sees them: iOS 18's `Group(subviews:)`,
// `ForEach(subviews:)`, `Subview` and container values, and the `_VariadicView` API that stood in for them
// before iOS 18 (SwiftUI's underscored, public-but-undocumented API, which real design systems use for
// custom containers). Both are `View.childViews(in:)` (ChildViews.swift) handed to the team's code.

/// One subview of a view, as `Group(subviews:)` and `ForEach(subviews:)` hand it to a team's container:
/// drawn where the container places it, with its own modifiers and the environment modifiers above it.
public nonisolated struct Subview: View, PrimitiveView, MultiView, Identifiable {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let child: ChildView
    /// The subview's identity: its `ForEach` element's id or `.tag`, else its position.
    public let id: AnyHashable

    init(_ child: ChildView, position: Int) {
        self.child = child
        self.id = child.traits.tag ?? AnyHashable(position)
    }

    /// The values the subview's `.containerValue(_:_:)` modifiers set.
    public var containerValues: ContainerValues { ContainerValues(storage: child.traits.custom) }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try child.portableView.resolveNodes(in: context)
    }

    /// To a container above, the subview is the child it was, traits and all (a `List` row keeps its
    /// `.listRowBackground` through `ForEach(subviews:)`).
    package func childViews(in context: ResolveContext) -> [ChildView] { [child] }
}

/// A view's subviews, a collection that is also a view (all of them, in order).
public nonisolated struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView, MultiView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollection
    let subviews: ArraySlice<Subview>

    init(_ children: [ChildView]) {
        subviews = ArraySlice(children.enumerated().map { Subview($1, position: $0) })
    }

    init(slice: ArraySlice<Subview>) { subviews = slice }

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollection { SubviewsCollection(slice: subviews[bounds]) }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        for subview in subviews { nodes += try subview.resolveNodes(in: context) }
        return nodes
    }

    package func childViews(in context: ResolveContext) -> [ChildView] { subviews.map(\.child) }
}

/// A slice of a view's subviews (SwiftUI names the type; here it is the collection itself).
public typealias SubviewsCollectionSlice = SubviewsCollection

/// The subviews of `base`, transformed by a team's closure: what `Group(subviews:transform:)` holds.
public nonisolated struct GroupSubviewsContent<Base: View, Result: View>: View, PrimitiveView, MultiView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let base: Base
    let transform: (SubviewsCollection) -> Result

    private func result(in context: ResolveContext) throws(StyleKitError) -> Result {
        let subviews = SubviewsCollection(try base.childViews(in: context))
        return context.evaluate { transform(subviews) }
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try result(in: context).resolveNodes(in: context)
    }

    package func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView] {
        try result(in: context).childViews(in: context)
    }
}

extension Group {
    /// The subviews of `view`, handed to `transform` to arrange (iOS 18): `Group(subviews: content) { subviews in … }`.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupSubviewsContent<Base, Result> {
        self.init { GroupSubviewsContent(base: view, transform: transform) }
    }
}

/// The subviews `ForEach(subviews:)` iterates: known only where the `ForEach` is resolved, so the
/// collection itself is empty and `ForEach` asks it for them in its context.
public nonisolated struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    let base: AnyView
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Subview { preconditionFailure("ForEachSubviewCollection is read through its ForEach") }
}

/// A collection whose elements exist only in a resolve context.
package protocol ContextualCollection {
    func elements(in context: ResolveContext) throws(StyleKitError) -> [Any]
}

extension ForEachSubviewCollection: ContextualCollection {
    package func elements(in context: ResolveContext) throws(StyleKitError) -> [Any] {
        Array(SubviewsCollection(try base.childViews(in: context)))
    }
}

extension ForEach {
    /// One view per subview of `view` (iOS 18): `ForEach(subviews: content) { subview in subview.padding() }`.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(base: AnyView(view)), id: \.id, content: content)
    }
}

// MARK: - Container values

/// A key of a value a view gives the container holding it (`@Entry var isHighlighted = false` in
/// `extension ContainerValues`).
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view sets one.
    static var defaultValue: Value { get }
}

/// The values a subview's `.containerValue(_:_:)` modifiers set, read by its container (iOS 18).
public struct ContainerValues {
    var storage: [ObjectIdentifier: Any]

    init(storage: [ObjectIdentifier: Any]) { self.storage = storage }

    /// The value of `key`, or its default.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

nonisolated extension View {
    /// Sets a container value of this view: `.containerValue(\.isHighlighted, true)`.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return traits { traits in
            var values = ContainerValues(storage: traits.custom)
            values[keyPath: keyPath] = value
            traits.custom = values.storage
        }
    }
}

// MARK: - _VariadicView

/// The underscored variadic-view API of SwiftUI (iOS 13 and later): a root that receives the children of
/// its content. Kept to what design systems call.
public enum _VariadicView {
    /// A root and the content whose children it receives.
    public nonisolated struct Tree<Root: _VariadicView_Root, Content: View>: View, PrimitiveView, MultiView {
        /// A primitive view: StyleKit resolves it itself, so it has no `body`.
        public typealias Body = Never
        /// The root.
        public var root: Root
        /// The content.
        public var content: Content

        /// `_VariadicView.Tree(MyRoot()) { content }`.
        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root; self.content = content()
        }

        /// The tree of a root and its content.
        public init(root: Root, content: Content) {
            self.root = root; self.content = content
        }

        private func body(in context: ResolveContext) throws(StyleKitError) -> AnyView? {
            guard let viewRoot = root as? any _VariadicView_ViewRoot else { return nil }
            let children = Children(try content.childViews(in: context))
            try context.checkRequirements(of: root)
            return context.evaluate { viewRoot.erasedBody(children) }
        }

        package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
            guard let body = try body(in: context) else { return try content.resolveNodes(in: context) }
            return try body.resolveNodes(in: context)
        }

        /// A multi-view root's body gives its children to the container above; a unary root is one child.
        package func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView] {
            guard root is any _VariadicView_MultiViewRoot, let body = try body(in: context) else {
                return [ChildView(base: self, context: context)]
            }
            return try body.childViews(in: context)
        }
    }

    /// The children a root receives: a collection of views that is also a view (all of them, in order).
    public nonisolated struct Children: RandomAccessCollection, View, PrimitiveView, MultiView {
        /// A primitive view: StyleKit resolves it itself, so it has no `body`.
        public typealias Body = Never
        public typealias Index = Int
        let elements: [Element]

        init(_ children: [ChildView]) {
            elements = children.enumerated().map { Element(child: Subview($1, position: $0)) }
        }

        public var startIndex: Int { elements.startIndex }
        public var endIndex: Int { elements.endIndex }
        public subscript(position: Int) -> Element { elements[position] }

        package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
            var nodes: [ResolvedNode] = []
            for element in elements { nodes += try element.resolveNodes(in: context) }
            return nodes
        }

        package func childViews(in context: ResolveContext) -> [ChildView] { elements.map(\.child.child) }

        /// One child: a view with an identity and the trait values set on it.
        public nonisolated struct Element: View, PrimitiveView, MultiView, Identifiable {
            /// A primitive view: StyleKit resolves it itself, so it has no `body`.
            public typealias Body = Never
            let child: Subview
            /// The child's identity: its `ForEach` element's id or `.tag`, else its position.
            public var id: AnyHashable { child.id }

            /// The value `._trait(key, value)` set on the child, or the key's default.
            public subscript<Key: _ViewTraitKey>(key: Key.Type) -> Key.Value {
                child.child.traits.custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
            }

            package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
                try child.resolveNodes(in: context)
            }

            package func childViews(in context: ResolveContext) -> [ChildView] { [child.child] }
        }
    }
}

/// A view that stays one child where its content has several (SwiftUI's underscored adaptor, used to pass
/// a view builder's content as a single view).
public nonisolated struct _UnaryViewAdaptor<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// The content.
    public var content: Content

    /// `_UnaryViewAdaptor(content)`.
    public init(_ content: Content) { self.content = content }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        [try content.resolveNode(in: context)]
    }
}

/// A root of a `_VariadicView.Tree`.
public protocol _VariadicView_Root {}

/// A root that makes a view of its children.
@MainActor @preconcurrency public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    /// The type of view `body(children:)` returns.
    associatedtype Body: View
    /// The view of the children.
    @ViewBuilder @MainActor @preconcurrency func body(children: _VariadicView.Children) -> Body
}

/// A root whose view is one view.
@MainActor @preconcurrency public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose view's children are children of the container above it.
@MainActor @preconcurrency public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

extension _VariadicView_ViewRoot {
    /// `body(children:)` on the resolving thread (StyleCodeIsolation.swift), erased.
    nonisolated func erasedBody(_ children: _VariadicView.Children) -> AnyView {
        StyleCodeIsolation.call((self, children)) { AnyView($0.0.body(children: $0.1)) }
    }
}

/// A key of a value a view gives its container through `._trait(_:_:)`.
public protocol _ViewTraitKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view sets one.
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Sets a trait value of this view that a `_VariadicView` root reads: `._trait(IsPinned.self, true)`.
    public func _trait<Key: _ViewTraitKey>(_ key: Key.Type, _ value: Key.Value) -> some View {
        nonisolated(unsafe) let value = value
        return traits { $0.custom[ObjectIdentifier(key)] = value }
    }
}
