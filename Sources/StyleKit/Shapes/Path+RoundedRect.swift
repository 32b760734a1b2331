import Foundation

/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Apple's "continuous curvature" corners (the iOS 7 squircle).
    case continuous
}

extension Path {
    /// Adds a rounded rectangle. The corner size is clamped to half the shorter side, as SwiftUI does [G6].
    ///
    /// Continuous corners (docs/continuous-corners.md): where 1.528665·r fits half of both sides, the iOS 7
    /// corner; where it fits along one side only (capsules, `RoundedRectangle(cornerRadius: h / 2)`), the
    /// compressed corner that meets its neighbour at the short side's midpoint; where it fits neither (a
    /// nearly square capsule), quarter circles of half the shorter side. Unequal corner width and height
    /// are drawn circular (elliptical).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let limit = min(rect.width, rect.height) / 2
        let rx = max(0, min(cornerSize.width, limit)), ry = max(0, min(cornerSize.height, limit))
        if rx == 0 || ry == 0 { addRect(rect); return }
        guard style == .continuous, rx == ry else { addCircularRoundedRect(rect, rx: rx, ry: ry); return }
        let needed = 2 * ContinuousCorner.edgeFactor * rx
        switch (needed <= rect.width, needed <= rect.height) {
        case (true, true):
            addCorners(rect, ContinuousCorner.fitting.scaled(rx), longSideHorizontal: true)
        case (true, false):
            addCorners(rect, ContinuousCorner.compressed.scaled(rect.height / 2 / ContinuousCorner.edgeFactor), longSideHorizontal: true)
        case (false, true):
            addCorners(rect, ContinuousCorner.compressed.scaled(rect.width / 2 / ContinuousCorner.edgeFactor), longSideHorizontal: false)
        case (false, false):
            addCircularRoundedRect(rect, rx: limit, ry: limit)
        }
    }

    private mutating func addCircularRoundedRect(_ r: CGRect, rx: CGFloat, ry: CGFloat) {
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - ky))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky), control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + ky))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky), control2: CGPoint(x: r.minX + rx - kx, y: r.minY))
        closeSubpath()
    }

    /// Draws the four corners clockwise on screen from the top edge, each a copy of `corner` (u along the
    /// long side, v along the short one; for a fitting corner they are interchangeable), joined by lines.
    private mutating func addCorners(_ r: CGRect, _ corner: ContinuousCorner.Curve, longSideHorizontal: Bool) {
        // Each mapper takes corner-local (u along the edge the traversal arrives on, v along the edge it
        // leaves on) to absolute points.
        typealias Mapper = (CGPoint) -> CGPoint
        let topRight: Mapper = { CGPoint(x: r.maxX - $0.x, y: r.minY + $0.y) }
        let bottomRight: Mapper = { CGPoint(x: r.maxX - $0.y, y: r.maxY - $0.x) }
        let bottomLeft: Mapper = { CGPoint(x: r.minX + $0.x, y: r.maxY - $0.y) }
        let topLeft: Mapper = { CGPoint(x: r.minX + $0.y, y: r.minY + $0.x) }
        // Top-right and bottom-left arrive on a horizontal edge, the other two on a vertical one.
        let arrivingHorizontally = longSideHorizontal ? corner : corner.reversed
        let arrivingVertically = longSideHorizontal ? corner.reversed : corner
        let corners: [(Mapper, ContinuousCorner.Curve)] = [
            (topRight, arrivingHorizontally), (bottomRight, arrivingVertically),
            (bottomLeft, arrivingHorizontally), (topLeft, arrivingVertically),
        ]
        var current = topLeft(arrivingVertically.end)
        move(to: current)
        // Where two compressed corners meet at a short side's midpoint the joining line has no length.
        func line(to p: CGPoint) {
            if abs(p.x - current.x) > 1e-9 || abs(p.y - current.y) > 1e-9 { addLine(to: p) }
            current = p
        }
        for (map, curve) in corners {
            line(to: map(curve.start))
            for element in curve.elements {
                switch element {
                case .line(let p): line(to: map(p))
                case .curve(let c1, let c2, let p):
                    addCurve(to: map(p), control1: map(c1), control2: map(c2))
                    current = map(p)
                }
            }
        }
        closeSubpath()
    }
}
