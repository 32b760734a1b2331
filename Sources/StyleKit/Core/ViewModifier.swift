/// A reusable modification of a view, as in SwiftUI: `content.modifier(MyModifier())`.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view `body(content:)` returns.
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view: `content` with changes around it.
    ///
    /// ```swift
    /// struct Card: ViewModifier {
    ///     func body(content: Content) -> some View { content.padding().background(Color.white) }
    /// }
    /// ```
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

nonisolated extension ViewModifier where Body == Never {
    /// Never called: primitive modifiers are applied directly.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }
}

/// Resolves the content a modifier is applied to, in a given context.
package typealias ContentResolver = (ResolveContext) throws(StyleKitError) -> [ResolvedNode]

/// A modifier that StyleKit applies itself.
package protocol PrimitiveModifier {
    func apply(to content: ContentResolver, in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode]
}

/// The content a `ViewModifier`'s body receives: the view the modifier was applied to.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let resolver: ContentResolver
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try resolver(context)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier is applied to.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier
    /// `content` with `modifier` applied; usually written `content.modifier(modifier)`.
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let content = self.content
        let resolver: ContentResolver = { (inner: ResolveContext) throws(StyleKitError) in try content.resolveNodes(in: inner) }
        if let primitive = modifier as? any PrimitiveModifier {
            return try primitive.apply(to: resolver, in: context)
        }
        let modifier = self.modifier
        try context.checkRequirements(of: modifier)
        let modifierContent = _ViewModifier_Content<Modifier>(resolver: resolver)
        return try context.resolveEvaluating { StyleCodeIsolation.call((modifier, modifierContent)) { $0.0.body(content: $0.1) } }
    }
}

nonisolated extension View {
    /// Applies a modifier to the view: `Text("Hi").modifier(Card())`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - Building blocks for primitive modifiers

/// Wraps each resolved child in a node (a modifier on a `Group` applies to every child, as in SwiftUI).
package nonisolated struct _WrapModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
    let wrap: (ResolvedNode, ResolveContext) throws(StyleKitError) -> ResolvedNode
    package func apply(to content: ContentResolver, in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        for node in try content(context) { nodes.append(try wrap(node, context)) }
        return nodes
    }
}

/// Changes the environment for the content.
package nonisolated struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void
    package func apply(to content: ContentResolver, in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try content(context.with(transform))
    }
}

nonisolated extension View {
    /// Applies a node wrapper to this view.
    package func wrapped(_ wrap: @escaping (ResolvedNode, ResolveContext) throws(StyleKitError) -> ResolvedNode) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier(wrap: wrap))
    }

    /// Applies an environment change to this view's subtree.
    package func transformingEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier(transform: transform))
    }
}
