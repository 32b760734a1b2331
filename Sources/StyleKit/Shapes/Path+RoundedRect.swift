import Foundation

/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Apple's "continuous curvature" corners (the iOS 7 squircle).
    case continuous
}

/// The continuous corner: a line meets three cubics that consume 1.528665·r of each edge.
/// Source: reverse-engineered iOS 7 constants (PixelCut 2013), reference §4.1 [G1][G2]. Each entry is a
/// point as (a, b) multiples of r measured from the corner: along the edge (a) and into the rect (b).
enum ContinuousCorner {
    static let edgeFactor: CGFloat = 1.528665
    /// (control1, control2, end) triples for the three cubics of one corner, in corner-local units.
    static let segments: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: 1.08849296, y: 0), CGPoint(x: 0.86840694, y: 0), CGPoint(x: 0.63149379, y: 0.07491139)),
        (CGPoint(x: 0.37282383, y: 0.16905956), CGPoint(x: 0.16905956, y: 0.37282383), CGPoint(x: 0.07491139, y: 0.63149379)),
        (CGPoint(x: 0, y: 0.86840694), CGPoint(x: 0, y: 1.08849296), CGPoint(x: 0, y: 1.528665)),
    ]
}

extension Path {
    /// Adds a rounded rectangle. The corner size is clamped to half the shorter side, as SwiftUI does [G6].
    /// A continuous corner needs 1.528665·r of each edge; where that does not fit, the corner falls back to a
    /// circular one of the clamped radius (Apple's exact behaviour there is unpublished, reference §4.1).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let limit = min(rect.width, rect.height) / 2
        let rx = max(0, min(cornerSize.width, limit)), ry = max(0, min(cornerSize.height, limit))
        if rx == 0 || ry == 0 { addRect(rect); return }
        let continuousFits = rx == ry && ContinuousCorner.edgeFactor * rx <= limit
        if style == .continuous && continuousFits {
            addContinuousRoundedRect(rect, radius: rx)
        } else {
            addCircularRoundedRect(rect, rx: rx, ry: ry)
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

    private mutating func addContinuousRoundedRect(_ r: CGRect, radius: CGFloat) {
        let e = ContinuousCorner.edgeFactor * radius
        // Each corner maps corner-local (along, into) units to absolute points; corners go clockwise on screen.
        typealias Mapper = (CGPoint) -> CGPoint
        let topRight: Mapper = { CGPoint(x: r.maxX - $0.x * radius, y: r.minY + $0.y * radius) }
        let bottomRight: Mapper = { CGPoint(x: r.maxX - $0.y * radius, y: r.maxY - $0.x * radius) }
        let bottomLeft: Mapper = { CGPoint(x: r.minX + $0.x * radius, y: r.maxY - $0.y * radius) }
        let topLeft: Mapper = { CGPoint(x: r.minX + $0.y * radius, y: r.minY + $0.x * radius) }
        move(to: CGPoint(x: r.minX + e, y: r.minY))
        for corner in [topRight, bottomRight, bottomLeft, topLeft] {
            addLine(to: corner(CGPoint(x: ContinuousCorner.edgeFactor, y: 0)))
            for (c1, c2, end) in ContinuousCorner.segments {
                addCurve(to: corner(end), control1: corner(c1), control2: corner(c2))
            }
        }
        closeSubpath()
    }
}
