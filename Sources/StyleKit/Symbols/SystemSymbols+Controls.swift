import Foundation

// Media controls, lists and the outlined / half-filled shapes.
// - play.fill: a triangle 0.66 × 0.76 (centre line), corners rounded 0.06; pause.fill two bars 0.18 × 0.76;
//   stop.fill a square of 0.76 with corners of 0.10.
// - ellipsis: three dots of 0.13 em, 0.30 em apart; line.3.horizontal three lines 0.76 long, 0.24 apart;
//   slider.horizontal.3 three lines 0.28 apart, each with a ring knob of 0.20 em (centre line) at a different place.
// - heart / star: the outline whose outer edge is heart.fill's / star.fill's; star.leadinghalf.filled fills
//   the leading half of star's inside.

extension SystemSymbols {
    static func addControls(to table: inout [String: SymbolGlyph]) {
        typealias G = SymbolGeometry
        typealias C = SymbolGeometry.Corner
        func line(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) -> Path {
            G.strokedPolyline([CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y1)])
        }

        table["play.fill"] = G.glyph([G.filledPolygon([C(-0.28, -0.38, 0.06), C(0.38, 0, 0.06), C(-0.28, 0.38, 0.06)])])
        func bar(_ minX: CGFloat, _ maxX: CGFloat) -> Path {
            G.filletedPolygon([C(minX, -0.38, 0.05), C(maxX, -0.38, 0.05), C(maxX, 0.38, 0.05), C(minX, 0.38, 0.05)])
        }
        table["pause.fill"] = G.glyph([bar(-0.28, -0.10), bar(0.10, 0.28)])
        table["stop.fill"] = G.glyph([G.filletedPolygon([C(-0.38, -0.38, 0.10), C(0.38, -0.38, 0.10), C(0.38, 0.38, 0.10),
                                                        C(-0.38, 0.38, 0.10)])])

        table["ellipsis"] = G.glyph(G.ellipsis(spacing: 0.30, diameter: 0.13))
        table["line.3.horizontal"] = G.glyph([-0.24, 0, 0.24].map { line(-0.38, $0, 0.38, $0) })
        let knob: CGFloat = 0.20
        table["slider.horizontal.3"] = G.glyph([(-0.28, 0.18), (0, -0.18), (0.28, 0.06)].flatMap { y, x -> [Path] in
            [line(-0.40, y, x - knob / 2, y), line(x + knob / 2, y, 0.40, y)]
                + G.circleOutline(diameter: knob).map { $0.offsetBy(dx: x, dy: y) }
        })

        table["heart"] = G.glyph([G.heart(), G.hole(G.heartInside(inset: G.stroke))])
        // The centre line's sharp tips (rounded 0.02) grow by the half stroke to about star.fill's reach.
        let star = G.starCorners(outerRadius: 0.475, innerRadius: 0.195, tipRounding: 0.02, innerRounding: 0.03)
        table["star"] = G.glyph(G.outlinedPolygon(star))
        table["star.leadinghalf.filled"] = G.glyph(G.outlinedPolygon(star) + [G.leftHalf(of: G.filletedPolygon(star))])
    }
}

extension SymbolGeometry {
    /// The corners of a five-pointed star, point up.
    static func starCorners(outerRadius: CGFloat, innerRadius: CGFloat, tipRounding: CGFloat, innerRounding: CGFloat) -> [Corner] {
        (0..<10).map { i in
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            return Corner(point(.zero, i % 2 == 0 ? outerRadius : innerRadius, angle), i % 2 == 0 ? tipRounding : innerRounding)
        }
    }

    /// The part of a closed contour left of x = 0, as a polygon (curves sampled): Sutherland–Hodgman against
    /// one half plane, exact for contours that cross the axis twice.
    static func leftHalf(of contour: Path) -> Path {
        guard let polygon = flattened(contour).first, polygon.count > 2 else { return Path() }
        var clipped: [CGPoint] = []
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            if a.x <= 0 { clipped.append(a) }
            if (a.x <= 0) != (b.x <= 0) {
                let t = a.x / (a.x - b.x)
                clipped.append(CGPoint(x: 0, y: a.y + t * (b.y - a.y)))
            }
        }
        var path = Path()
        path.addLines(clipped)
        path.closeSubpath()
        return solid(path)
    }

    /// heart()'s outline moved `inset` inwards: lobes of a smaller radius on the same centres, joined under
    /// the notch by an arc of radius `inset` round it, and flanks parallel to heart()'s.
    static func heartInside(inset d: CGFloat) -> Path {
        let r: CGFloat = 0.245 - d, c: CGFloat = 0.205
        let lobeY: CGFloat = -0.155, outerTipY: CGFloat = 0.40
        let left = CGPoint(x: -c, y: lobeY)
        let notch = CGPoint(x: 0, y: lobeY - (0.245 * 0.245 - c * c).squareRoot())
        // The outer flank's half angle at the tip gives how far the inner tip rises.
        let outerTip = CGPoint(x: 0, y: outerTipY)
        let toOuterTip = CGPoint(x: outerTip.x - left.x, y: outerTip.y - left.y)
        let outerDistance = (toOuterTip.x * toOuterTip.x + toOuterTip.y * toOuterTip.y).squareRoot()
        let outerTangent = atan2(toOuterTip.y, toOuterTip.x) + acos(0.245 / outerDistance)
        let flankDirection = CGPoint(x: outerTip.x - point(left, 0.245, outerTangent).x, y: outerTip.y - point(left, 0.245, outerTangent).y)
        let halfAngle = atan2(abs(flankDirection.x), abs(flankDirection.y))
        let tip = CGPoint(x: 0, y: outerTipY - d / sin(halfAngle))
        // The inner flank: tangent from the inner tip to the smaller lobe.
        let toTip = CGPoint(x: tip.x - left.x, y: tip.y - left.y)
        let distance = (toTip.x * toTip.x + toTip.y * toTip.y).squareRoot()
        let tangentAngle = atan2(toTip.y, toTip.x) + acos(r / distance)
        // The lobe meets the arc round the notch on the line from the lobe's centre through the notch.
        let joinAngle = atan2(notch.y - left.y, notch.x - left.x)
        var sweep = tangentAngle - joinAngle
        while sweep > 0 { sweep -= 2 * .pi }
        let tangent = point(left, r, tangentAngle)
        let tipRounding: CGFloat = 0.04
        let along = CGPoint(x: tip.x - tangent.x, y: tip.y - tangent.y)
        let alongLength = (along.x * along.x + along.y * along.y).squareRoot()
        let beforeTip = CGPoint(x: tip.x - along.x / alongLength * tipRounding, y: tip.y - along.y / alongLength * tipRounding)

        var path = Path()
        path.move(to: point(left, r, joinAngle))
        appendArc(&path, center: left, radius: r, start: joinAngle, sweep: sweep)
        path.addLine(to: beforeTip)
        path.addQuadCurve(to: CGPoint(x: -beforeTip.x, y: beforeTip.y), control: tip)
        path.addLine(to: CGPoint(x: -tangent.x, y: tangent.y))
        let right = CGPoint(x: c, y: lobeY)
        appendArc(&path, center: right, radius: r, start: .pi - tangentAngle, sweep: sweep)
        // Under the notch, from the right lobe's join to the left one's.
        let rightJoin = CGFloat.pi - joinAngle
        appendArc(&path, center: notch, radius: d, start: rightJoin + .pi, sweep: (joinAngle + .pi) - (rightJoin + .pi) + 2 * .pi)
        path.closeSubpath()
        return solid(path)
    }
}
