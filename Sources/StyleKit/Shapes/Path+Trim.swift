import Foundation

extension Path {
    /// The part of the path between fractions `from` and `to` of its length (SwiftUI's `trimmedPath`).
    /// Curves are measured and cut as polylines of 24 segments each, which is invisible at control sizes.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        if start <= 0 && end >= 1 { return self }
        guard end > start else { return Path() }
        // The path as subpaths of points (closed subpaths end at their first point).
        var subpaths: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func flush() { if current.count > 1 { subpaths.append(current) }; current = [] }
        let steps = 24
        for element in elements {
            switch element {
            case .move(let p): flush(); current = [p]; last = p
            case .line(let p): if current.isEmpty { current = [last] }; current.append(p); last = p
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [last] }
                let p0 = last
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [last] }
                let p0 = last
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
                last = p
            case .closeSubpath:
                if let first = current.first { current.append(first); last = first }
                flush()
            }
        }
        flush()
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = subpaths.reduce(0) { sum, points in sum + zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) } }
        guard total > 0 else { return Path() }
        let lower = start * total, upper = end * total
        var result = Path()
        var travelled: CGFloat = 0
        for points in subpaths {
            var drawing = false
            for (a, b) in zip(points, points.dropFirst()) {
                let length = distance(a, b)
                let s0 = travelled, s1 = travelled + length
                travelled = s1
                guard s1 > lower, s0 < upper, length > 0 else { drawing = false; continue }
                func point(at s: CGFloat) -> CGPoint {
                    let t = (s - s0) / length
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing { result.move(to: point(at: max(lower, s0))); drawing = true }
                result.addLine(to: point(at: min(upper, s1)))
            }
        }
        return result
    }
}

/// A shape drawn only between two fractions of its outline (`Circle().trim(from: 0, to: 0.75)`).
public nonisolated struct _TrimmedShape<Base: Shape>: Shape {
    public var base: Base
    public var from: CGFloat
    public var to: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
}

nonisolated extension Shape {
    /// The part of the shape's outline from `startFraction` to `endFraction` of its length: `Circle().trim(from: 0, to: 0.75)`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}
