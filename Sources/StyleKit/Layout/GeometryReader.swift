import Foundation

/// A container that gives its content the size it is offered, as SwiftUI's `GeometryReader`.
///
/// It takes all the space it is proposed (10×10 where a dimension is unspecified, as SwiftUI does) and
/// places its content at its top-leading corner. Its content can only be made once layout knows that
/// size, so it resolves to `ResolvedNode.geometryReader`, whose resolver layout calls: the one path from
/// layout back into the DSL (see `GeometryResolver`).
public nonisolated struct GeometryReader<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// Makes the content from the size the reader is given.
    public var content: (GeometryProxy) -> Content

    /// A view that takes all the space offered and builds its content from that size:
    ///
    /// ```swift
    /// GeometryReader { proxy in Capsule().frame(width: proxy.size.width * 0.6) }
    /// ```
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] {
        let content = self.content
        let resolver = GeometryResolver { (reading: GeometryReading) throws(StyleKitError) -> ResolvedNode in
            let proxy = GeometryProxy(size: reading.size, globalFrame: reading.globalFrame)
            let nodes = try context.resolveEvaluating { content(proxy) }
            // Several children are stacked on top of each other at the top-leading corner.
            switch nodes.count {
            case 0: return .empty
            case 1: return nodes[0]
            default: return .zstack(alignment: .topLeading, children: nodes)
            }
        }
        return [.geometryReader(resolver)]
    }
}

/// The size and position a `GeometryReader` was given.
public struct GeometryProxy: Sendable {
    /// The size the reader was proposed (and took).
    public let size: CGSize
    let globalFrame: CGRect

    /// Insets of the safe area: none, as a rendered component has no bars or notches around it.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: `.local` starts at (0, 0); `.global` (and named spaces,
    /// which StyleKit does not track) is the frame in the rendered scene.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global, .named: return globalFrame
        }
    }
}

/// What layout tells a `GeometryReader`: its size and its frame in scene coordinates.
package struct GeometryReading: Hashable, Sendable {
    package var size: CGSize
    package var globalFrame: CGRect
    package init(size: CGSize, globalFrame: CGRect) { self.size = size; self.globalFrame = globalFrame }
}

/// The single, explicit hook through which layout calls back into the DSL: it makes a `GeometryReader`'s
/// content for the size layout chose, in the environment of the reader's position (user code runs with
/// that environment visible to `@Environment`, as for any `body`). Nothing else in layout reaches back.
///
/// Not `Sendable`: it captures the user's closure and the resolution session; layout calls it on the task
/// that lays out this one tree.
package struct GeometryResolver {
    private let make: (GeometryReading) throws(StyleKitError) -> ResolvedNode
    package init(_ make: @escaping (GeometryReading) throws(StyleKitError) -> ResolvedNode) { self.make = make }
    package func resolve(_ reading: GeometryReading) throws(StyleKitError) -> ResolvedNode { try make(reading) }
}
