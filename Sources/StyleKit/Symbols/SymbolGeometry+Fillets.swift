import Foundation

/// Polygons and polylines whose corners are rounded ("filleted"), and their exact offsets: the building
/// block of every outlined object symbol (bell, house, trash, bookmark, …).
///
/// A corner of radius r offset outwards by d keeps its centre and becomes a corner of radius r + d on the
/// outer side of the turn and r − d on the inner side (a sharp corner, radius 0 clamped), so the outline of a
/// `stroke`-wide line along a filleted centre line is the centre line offset by ±stroke/2 — round joins
/// outside every turn, mitred inside — and the filled variant of an outlined shape is its centre line offset
/// by +stroke/2, which lands exactly on the outline's outer edge.
extension SymbolGeometry {
    /// A vertex of a filleted polygon or polyline: the point and the radius of its rounding.
    struct Corner {
        var point: CGPoint
        var radius: CGFloat
        init(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat = 0) {
            self.point = CGPoint(x: x, y: y); self.radius = radius
        }
        init(_ point: CGPoint, _ radius: CGFloat = 0) { self.point = point; self.radius = radius }
    }

    /// The closed polygon through `corners` (any winding), each corner rounded, the outline moved outwards by
    /// `offset` (negative: inwards). Oriented as an outer contour; pass through `hole` to cut it out.
    static func filletedPolygon(_ corners: [Corner], offset: CGFloat = 0) -> Path {
        // Work on the clockwise (on screen) order, so "left of travel" is outside.
        var polygon = Path()
        polygon.addLines(corners.map(\.point))
        polygon.closeSubpath()
        let ordered = signedArea(polygon) < 0 ? Array(corners.reversed()) : corners
        var path = Path()
        let n = ordered.count
        for i in 0..<n {
            let previous = ordered[(i + n - 1) % n].point, next = ordered[(i + 1) % n].point
            appendCorner(&path, ordered[i], from: previous, to: next, offset: offset, isFirst: i == 0)
        }
        path.closeSubpath()
        return solid(path)
    }

    /// The outline of a `width`-wide line along the open polyline through `corners`, each interior corner
    /// rounded on the centre line by its radius; round caps. One simple closed contour.
    static func strokedFilleted(_ corners: [Corner], width: CGFloat = stroke) -> Path {
        precondition(corners.count >= 2)
        let h = width / 2
        var path = Path()
        for (index, side) in [corners, corners.reversed()].enumerated() {
            // Along the left side of travel, then a cap round the far end.
            let start = side[0].point, end = side[side.count - 1].point
            let first = unit(from: start, to: side[1].point)
            let startPoint = offsetPoint(start, normal: leftNormal(first), h)
            if index == 0 { path.move(to: startPoint) } else { path.addLine(to: startPoint) }
            for i in 1..<(side.count - 1) {
                appendCorner(&path, side[i], from: side[i - 1].point, to: side[i + 1].point, offset: h, isFirst: false)
            }
            let last = unit(from: side[side.count - 2].point, to: end)
            let normal = leftNormal(last)
            path.addLine(to: offsetPoint(end, normal: normal, h))
            appendArc(&path, center: end, radius: h, start: atan2(normal.y, normal.x), sweep: .pi)
        }
        path.closeSubpath()
        return solid(path)
    }

    /// The ring of a `stroke`-wide outline drawn along a filleted polygon's centre line.
    static func outlinedPolygon(_ corners: [Corner], width: CGFloat = stroke) -> [Path] {
        [filletedPolygon(corners, offset: width / 2), hole(filletedPolygon(corners, offset: -width / 2))]
    }

    /// The shape filled up to the outer edge of its outline.
    static func filledPolygon(_ corners: [Corner]) -> Path { filletedPolygon(corners, offset: halfStroke) }

    // MARK: Corners

    static func unit(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
        return CGPoint(x: dx / length, y: dy / length)
    }

    /// The normal to the left of travel on screen (y down): travelling right, it points up.
    static func leftNormal(_ u: CGPoint) -> CGPoint { CGPoint(x: u.y, y: -u.x) }

    static func offsetPoint(_ p: CGPoint, normal n: CGPoint, _ distance: CGFloat) -> CGPoint {
        CGPoint(x: p.x + distance * n.x, y: p.y + distance * n.y)
    }

    /// Appends the corner at `corner` between the edges from `previous` and to `next`, both moved `offset` to
    /// the left of travel: a line to where the rounding starts and the rounding, or a line to the meeting
    /// point when the offset radius is 0. `isFirst` starts the subpath there.
    static func appendCorner(_ path: inout Path, _ corner: Corner, from previous: CGPoint, to next: CGPoint,
                             offset d: CGFloat, isFirst: Bool) {
        let v = corner.point
        let uIn = unit(from: previous, to: v), uOut = unit(from: v, to: next)
        let nIn = leftNormal(uIn), nOut = leftNormal(uOut)
        let cross = uIn.x * uOut.y - uIn.y * uOut.x, dot = uIn.x * uOut.x + uIn.y * uOut.y
        func add(_ p: CGPoint) { if isFirst && path.isEmpty { path.move(to: p) } else { path.addLine(to: p) } }
        guard abs(cross) > 1e-9 else {
            add(offsetPoint(v, normal: nIn, d))
            return
        }
        // Where the two offset edges meet, and the rounding that fits between them.
        let meet = CGPoint(x: v.x + d * (nIn.x + nOut.x) / (1 + dot), y: v.y + d * (nIn.y + nOut.y) / (1 + dot))
        let turn = atan2(abs(cross), dot)
        // A right turn (cross > 0) has the left side outside: its rounding grows with the offset.
        let radius = max(0, corner.radius + (cross > 0 ? d : -d))
        guard radius > 0 else {
            add(meet)
            return
        }
        let t = radius * tan(turn / 2)
        let entry = CGPoint(x: meet.x - t * uIn.x, y: meet.y - t * uIn.y)
        let inward: CGFloat = cross > 0 ? -1 : 1
        let center = CGPoint(x: entry.x + inward * radius * nIn.x, y: entry.y + inward * radius * nIn.y)
        add(entry)
        appendArc(&path, center: center, radius: radius, start: atan2(entry.y - center.y, entry.x - center.x),
                  sweep: cross > 0 ? turn : -turn)
    }

    // MARK: Transforms

    static func rotated(_ path: Path, degrees: CGFloat) -> Path {
        path.applying(CGAffineTransform(rotationAngle: degrees * .pi / 180))
    }

    /// The mirror image about the vertical axis, every subpath re-wound so outer contours stay outer.
    static func mirroredHorizontally(_ path: Path) -> Path {
        reversed(path.applying(CGAffineTransform(scaleX: -1, y: 1)))
    }

    /// A filled disc.
    static func dot(_ center: CGPoint, diameter: CGFloat) -> Path {
        circle(diameter: diameter).offsetBy(dx: center.x, dy: center.y)
    }
}
