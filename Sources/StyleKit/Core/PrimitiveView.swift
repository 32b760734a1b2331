/// A view that StyleKit resolves itself instead of evaluating a `body`.
///
/// Resolution turns a view value into `ResolvedNode`s: the environment has been applied, styles have made
/// their bodies, colors and fonts are concrete. A primitive returns a list because containers such as
/// `TupleView`, `Group` and `ForEach` contribute several children to the stack that holds them.
package protocol PrimitiveView {
    func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode]
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
        if let primitive = self as? any PrimitiveView {
            return try primitive.resolveNodes(in: context)
        }
        if let placeholder = self as? any _PlatformViewPlaceholder {
            return try PlatformViewPlaceholder.nodes(typeName: "\(Self.self)", protocolName: type(of: placeholder)._platformProtocol, in: context)
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
