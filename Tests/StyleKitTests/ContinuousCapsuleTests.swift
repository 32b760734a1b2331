import Foundation
import Testing
@testable import StyleKit

/// Geometry of continuous corners that do not fit (docs/continuous-corners.md).
@Suite struct ContinuousCapsuleTests {
    let capsuleRect = CGRect(x: 10, y: 20, width: 200, height: 44)

    /// Every on-curve point and control point of a path.
    func points(_ path: Path) -> [CGPoint] {
        path.elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .quadCurve(let p, let c): return [c, p]
            case .curve(let p, let c1, let c2): return [c1, c2, p]
            case .closeSubpath: return []
            }
        }
    }

    /// Cubic segments with their start points.
    func cubics(_ path: Path) -> [(CGPoint, CGPoint, CGPoint, CGPoint)] {
        var current = CGPoint.zero
        var out: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): current = p
            case .quadCurve(let p, _): current = p
            case .curve(let p, let c1, let c2): out.append((current, c1, c2, p)); current = p
            case .closeSubpath: break
            }
        }
        return out
    }

    func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance }

    @Test func capsuleIsContinuousByDefaultAndDiffersFromSemicircles() {
        let continuous = Capsule().path(in: capsuleRect)
        let circular = Capsule(style: .circular).path(in: capsuleRect)
        #expect(continuous != circular)
        #expect(continuous == RoundedRectangle(cornerRadius: 22).path(in: capsuleRect), "a capsule is the rounded rectangle of half its short side")
        #expect(continuous.boundingRect == capsuleRect)
    }

    @Test func endsMeetAtTheMidpointOfTheShortSideAfterAShortStraight() {
        let path = Capsule().path(in: capsuleRect)
        let r = 22 / ContinuousCorner.edgeFactor
        let onRightEdge = points(path).filter { abs($0.x - capsuleRect.maxX) < 1e-9 }
        let ys = onRightEdge.map(\.y)
        // The curve reaches the end at 1.452·r′ from the corners; the rest of the end is straight.
        #expect(abs((ys.min() ?? 0) - (capsuleRect.minY + 0.853 * r)) < 1e-9, "the last control point lies on the end")
        let tangentPoints = path.elements.compactMap { element -> CGPoint? in
            switch element {
            case .line(let p), .curve(let p, _, _): return abs(p.x - capsuleRect.maxX) < 1e-9 ? p : nil
            default: return nil
            }
        }
        #expect(tangentPoints.count == 3, "the end is straight from one corner through the midpoint to the other: \(tangentPoints)")
        #expect(tangentPoints.contains { close($0, CGPoint(x: capsuleRect.maxX, y: capsuleRect.midY)) })
        #expect(tangentPoints.contains { close($0, CGPoint(x: capsuleRect.maxX, y: capsuleRect.minY + 1.452 * r)) })
        #expect(tangentPoints.contains { close($0, CGPoint(x: capsuleRect.maxX, y: capsuleRect.maxY - 1.452 * r)) })
        // Along the long side the corner starts 2.308·r′ from the end, earlier than a semicircle (22 pt).
        #expect(path.elements.contains { element in
            if case .line(let p) = element { return close(p, CGPoint(x: capsuleRect.maxX - 2.308 * r, y: capsuleRect.minY)) }
            return false
        })
        #expect(2.308 * r > 22)
    }

    @Test func staysWithinHalfAPointOfTheSemicircleAt44Points() {
        // The soft ends differ from circular ones by a fraction of a point (issue 9 measured up to 0.55 pt).
        let center = CGPoint(x: capsuleRect.maxX - 22, y: capsuleRect.midY)
        var worst: CGFloat = 0
        for (p0, c1, c2, p3) in cubics(Capsule().path(in: capsuleRect)) {
            for step in 0...100 {
                let t = CGFloat(step) / 100, m = 1 - t
                let x = m * m * m * p0.x + 3 * m * m * t * c1.x + 3 * m * t * t * c2.x + t * t * t * p3.x
                let y = m * m * m * p0.y + 3 * m * m * t * c1.y + 3 * m * t * t * c2.y + t * t * t * p3.y
                guard x >= center.x else { continue }
                worst = max(worst, abs(hypot(x - center.x, y - center.y) - 22))
            }
        }
        #expect(worst > 0.2 && worst < 0.5, "\(worst)")
    }

    @Test func mirrorSymmetricBothWays() {
        let path = Capsule().path(in: capsuleRect)
        let set = points(path)
        func contains(_ p: CGPoint) -> Bool { set.contains { close($0, p, 1e-6) } }
        for p in set {
            #expect(contains(CGPoint(x: capsuleRect.minX + capsuleRect.maxX - p.x, y: p.y)), "horizontal mirror of \(p)")
            #expect(contains(CGPoint(x: p.x, y: capsuleRect.minY + capsuleRect.maxY - p.y)), "vertical mirror of \(p)")
        }
        // A vertical capsule is the horizontal one turned a quarter.
        let tall = Capsule().path(in: CGRect(x: 0, y: 0, width: 44, height: 200))
        let flat = Capsule().path(in: CGRect(x: 0, y: 0, width: 200, height: 44))
        let turned = Set(points(flat).map { "\(($0.y * 1e6).rounded()),\(($0.x * 1e6).rounded())" })
        #expect(Set(points(tall).map { "\(($0.x * 1e6).rounded()),\(($0.y * 1e6).rounded())" }) == turned)
    }

    @Test func tangentsAreContinuousAtEveryJoinAndCurvatureVanishesAtTheLongSides() {
        let path = Capsule().path(in: capsuleRect)
        var previousDirection: CGPoint?
        var current = CGPoint.zero
        var worstKink: Double = 0
        func angle(_ a: CGPoint, _ b: CGPoint) -> Double {
            let dot = a.x * b.x + a.y * b.y, cross = a.x * b.y - a.y * b.x
            return abs(atan2(cross, dot)) * 180 / .pi
        }
        for element in path.elements {
            switch element {
            case .move(let p): current = p
            case .line(let p):
                let d = CGPoint(x: p.x - current.x, y: p.y - current.y)
                if let prev = previousDirection { worstKink = max(worstKink, angle(prev, d)) }
                previousDirection = d; current = p
            case .curve(let p, let c1, let c2):
                let start = CGPoint(x: c1.x - current.x, y: c1.y - current.y)
                if let prev = previousDirection { worstKink = max(worstKink, angle(prev, start)) }
                previousDirection = CGPoint(x: p.x - c2.x, y: p.y - c2.y); current = p
            default: break
            }
        }
        // The internal join of the two cubics keeps the iOS 7 corner's small kink (2.5°); joins with straight
        // edges are exact.
        #expect(worstKink < 3, "\(worstKink)")
        for (p0, c1, _, _) in cubics(path) where abs(p0.y - capsuleRect.minY) < 1e-9 && p0.x > capsuleRect.midX {
            #expect(abs(c1.y - capsuleRect.minY) < 1e-9, "the first control point lies on the long side: zero curvature where the line meets the corner")
        }
    }

    @Test func roundedRectanglesSwitchModelWhereTheCornerStopsFitting() {
        // UIKit's threshold: the short side just under 2 · 1.528665 · r (48 vs 49 pt at r = 16).
        let fits = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 49), cornerRadius: 16)
        let compressed = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 48), cornerRadius: 16)
        guard case .move(let a) = fits.elements.first, case .move(let b) = compressed.elements.first else {
            Issue.record("no move"); return
        }
        #expect(abs(a.x - 1.528665 * 16) < 1e-9)
        #expect(abs(b.x - 2.308 * 24 / 1.528665) < 1e-9, "the compressed corner is longer along the long side")
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 48, height: 200), cornerRadius: 16).boundingRect
                == CGRect(x: 0, y: 0, width: 48, height: 200))
    }

    @Test func degenerateSizes() {
        #expect(Capsule().path(in: .zero).boundingRect == .zero)
        #expect(Capsule().path(in: CGRect(x: 0, y: 0, width: 30, height: 0)) == Path(CGRect(x: 0, y: 0, width: 30, height: 0)))
        // Square: the corner fits neither side, so the capsule is a circle of quarter arcs.
        let square = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(Capsule().path(in: square) == Capsule(style: .circular).path(in: square))
        // Just long enough for the compressed corner on the long side.
        let edge = CGRect(x: 0, y: 0, width: 30 * ContinuousCorner.edgeFactor, height: 30)
        let path = Capsule().path(in: edge)
        #expect(path != Capsule(style: .circular).path(in: edge))
        #expect(abs(path.boundingRect.width - edge.width) < 1e-9 && abs(path.boundingRect.height - 30) < 1e-9)
        #expect(Capsule().inset(by: 2).path(in: capsuleRect).boundingRect == capsuleRect.insetBy(dx: 2, dy: 2))
    }

    @Test func reversedCornerRetracesTheSameCurve() {
        let corner = ContinuousCorner.compressed
        let twice = corner.reversed.reversed
        #expect(twice == corner)
        #expect(corner.reversed.start == CGPoint(x: corner.end.y, y: corner.end.x))
        #expect(ContinuousCorner.fitting.reversed == ContinuousCorner.fitting, "the fitting corner is symmetric")
    }
}
