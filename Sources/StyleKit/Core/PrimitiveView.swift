/// A view that StyleKit resolves itself instead of evaluating a `body`.
///
/// Resolution turns a view value into `ResolvedNode`s: the environment has been applied, styles have made
/// their bodies, colors and fonts are concrete. A primitive returns a list because containers such as
/// `TupleView`, `Group` and `ForEach` contribute several children to the stack that holds them.
package protocol PrimitiveView {
    func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode]
}

extension PrimitiveView {
    /// `view`'s nodes, for a view known by its type to be this primitive (``View/resolveNodes(in:)``).
    static func resolveNodes<V: View>(of view: V, in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        // Same type at run time: the cast is a copy.
        try (view as! Self).resolveNodes(in: context)
    }
}

nonisolated extension View {
    /// Resolves this view at one position of the tree.
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let direction = context.environment.layoutDirection
        if direction != context.markedLayoutDirection {
            // The layout engine learns the environment's direction from a marker where it changes.
            var marked = context
            marked.markedLayoutDirection = direction
            return try resolveNodes(in: marked).map { .layout(.layoutDirection(direction), $0) }
        }
        // The type is asked, not the value: casting the value to an existential copied it into a box for every
        // node of every render (a fifth of view resolution).
        if let primitive = Self.self as? any PrimitiveView.Type {
            return try primitive.resolveNodes(of: self, in: context)
        }
        if let placeholder = Self.self as? any _PlatformViewPlaceholder.Type {
            return try PlatformViewPlaceholder.nodes(typeName: "\(Self.self)", protocolName: placeholder._platformProtocol, in: context)
        }
        if Body.self == Never.self {
            throw StyleKitError.notRenderable(typeName: "\(Self.self)")
        }
        try context.checkRequirements(of: self)
        return try context.resolveEvaluating { StyleCodeIsolation.call(self) { $0.body } }
    }

    /// Resolves this view to a single node; several children are stacked vertically as SwiftUI does at a root.
    package func resolveNode(in context: ResolveContext) throws(StyleKitError) -> ResolvedNode {
        let nodes = try resolveNodes(in: context)
        switch nodes.count {
        case 0: return .empty
        case 1: return nodes[0]
        default: return .stack(StackNode(axis: .vertical, alignment: .center, spacing: nil, children: nodes))
        }
    }
}
