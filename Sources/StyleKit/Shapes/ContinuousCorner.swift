import Foundation

/// The curves of Apple's continuous ("squircle") corner, in corner-local units: each point is (u, v) where u
/// is the distance from the corner along the edge the corner starts on and v the distance along the edge it
/// ends on, in multiples of a radius. Sources and the choices made: docs/continuous-corners.md.
enum ContinuousCorner {
    /// One element of a corner curve, after its start point.
    enum Element: Equatable {
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)

        var end: CGPoint {
            switch self {
            case .line(let p), .curve(_, _, let p): return p
            }
        }
    }

    /// A corner: its start point on the first edge and the elements that lead to the second edge.
    struct Curve: Equatable {
        var start: CGPoint
        var elements: [Element]

        var end: CGPoint { elements.last?.end ?? start }

        /// The same corner traversed from its second edge to its first, with u and v swapped so that u is
        /// again along the edge it starts on.
        var reversed: Curve {
            func swap(_ p: CGPoint) -> CGPoint { CGPoint(x: p.y, y: p.x) }
            var points = [start] + elements.map(\.end)
            points.reverse()
            var out: [Element] = []
            for (index, element) in elements.reversed().enumerated() {
                let to = points[index + 1]
                switch element {
                case .line: out.append(.line(swap(to)))
                case .curve(let c1, let c2, _): out.append(.curve(swap(c2), swap(c1), swap(to)))
                }
            }
            return Curve(start: swap(points[0]), elements: out)
        }

        func scaled(_ factor: CGFloat) -> Curve {
            func s(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * factor, y: p.y * factor) }
            return Curve(start: s(start), elements: elements.map { element in
                switch element {
                case .line(let p): return .line(s(p))
                case .curve(let a, let b, let c): return .curve(s(a), s(b), s(c))
                }
            })
        }
    }

    /// The length of each edge a fitting corner of radius r consumes: 1.528665·r (iOS 7 constants,
    /// PixelCut 2013, reference §4.1 [G1][G2]).
    static let edgeFactor: CGFloat = 1.528665

    /// The corner that fits: three cubics, symmetric in u and v, in units of r [G1][G2].
    static let fitting = Curve(start: CGPoint(x: 1.528665, y: 0), elements: [
        .curve(CGPoint(x: 1.08849296, y: 0), CGPoint(x: 0.86840694, y: 0), CGPoint(x: 0.63149379, y: 0.07491139)),
        .curve(CGPoint(x: 0.37282383, y: 0.16905956), CGPoint(x: 0.16905956, y: 0.37282383), CGPoint(x: 0.07491139, y: 0.63149379)),
        .curve(CGPoint(x: 0, y: 0.86840694), CGPoint(x: 0, y: 1.08849296), CGPoint(x: 0, y: 1.528665)),
    ])

    /// The corner UIKit draws when 1.528665·r exceeds half of one side but fits the other (PaintCode's
    /// replica of iOS's rounded rectangles, "shape 2" [C1][C2]): u runs along the long side, v across the
    /// short one, in units of r′ = (half the short side) / 1.528665. It reaches v = 1.452·r′ and the short
    /// side's midpoint (v = 1.528665·r′) by a line, so two corners meet at the end of a capsule in a soft
    /// point; along the long side it starts 2.308·r′ from the corner.
    /// As with the fitting corner [G2], the replica's tiny line after the first cubic ((0.995, 0.1) to
    /// (0.936, 0.114)) is folded into that cubic, which ends at (0.936, 0.114).
    static let compressed = Curve(start: CGPoint(x: 2.308, y: 0), elements: [
        .curve(CGPoint(x: 1.635, y: 0), CGPoint(x: 1.298, y: 0), CGPoint(x: 0.936, y: 0.114)),
        .curve(CGPoint(x: 0.374, y: 0.319), CGPoint(x: 0, y: 0.853), CGPoint(x: 0, y: 1.452)),
        .line(CGPoint(x: 0, y: 1.528665)),
    ])
}
