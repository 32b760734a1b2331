import Foundation

// Marks enclosed in a circle (or triangle, or seal): the outlined variant draws the ring and the mark, the
// `.fill` variant cuts the mark out of the disc. The ring is `circle`'s (0.92 em of ink); marks inside keep
// the 0.085 stroke and stay within ≈ 0.5 em, as the check of `checkmark.circle` does.
// - xmark inside 0.385 em of ink, plus / minus 0.485 em, chevron 0.265 × 0.425 em shifted 0.03 em right (its
//   ink is mostly on its left).
// - info: a dot over a stem with a flag to its left; exclamationmark: a bar over a dot; questionmark: a hook
//   of filleted lines over a dot.
// - person.crop.circle: person.circle's head and shoulders, which already meet the ring; heart: heart.fill at
//   half size (0.45 em wide).
// - circle.inset.filled: a disc of 0.56 em inside the ring; largecircle.fill.circle: 0.62 em.
// - exclamationmark.triangle: 0.945 em wide, corners rounded 0.07 em on the centre line.
// - checkmark.seal.fill: 12 rounded lobes between 0.37 and 0.44 em from the centre.
// Marks that would be cut out of a disc are single contours (a cross is one outline, not two crossing
// strokes) so that the hole stays a hole under non-zero winding.

extension SystemSymbols {
    static func addEnclosed(to table: inout [String: SymbolGlyph]) {
        typealias G = SymbolGeometry
        let ring = G.circleRing, disc = G.circle(diameter: G.enclosingCircleDiameter)

        func enclosed(_ name: String, _ mark: [Path]) {
            table["\(name).circle"] = G.glyph(ring + mark)
            table["\(name).circle.fill"] = G.glyph([disc] + mark.map(G.hole))
        }

        enclosed("xmark", [G.rotated(G.cross(halfLength: 0.15 * 2.squareRoot()), degrees: 45)])
        enclosed("plus", [G.cross(halfLength: 0.2)])
        enclosed("minus", [G.strokedPolyline([CGPoint(x: -0.2, y: 0), CGPoint(x: 0.2, y: 0)])])
        enclosed("chevron.right", [G.strokedPolyline([CGPoint(x: -0.055, y: -0.17), CGPoint(x: 0.115, y: 0),
                                                      CGPoint(x: -0.055, y: 0.17)])])
        enclosed("info", G.info())
        enclosed("exclamationmark", G.exclamation(top: -0.2, bottom: 0.06, dotY: 0.19))
        table["questionmark.circle"] = G.glyph(ring + G.question())
        table["ellipsis.circle"] = G.glyph(ring + G.ellipsis(spacing: 0.2, diameter: 0.1))
        table["person.circle"] = G.glyph(ring + G.personInCircle())
        table["person.crop.circle"] = table["person.circle"]
        enclosed("heart", [G.heart().applying(CGAffineTransform(scaleX: 0.5, y: 0.5))])
        table["circle.inset.filled"] = G.glyph(ring + [G.circle(diameter: 0.56)])
        table["largecircle.fill.circle"] = G.glyph(ring + [G.circle(diameter: 0.62)])

        let triangle = [G.Corner(0, -0.40, 0.07), G.Corner(0.43, 0.34, 0.07), G.Corner(-0.43, 0.34, 0.07)]
        let bang = G.exclamation(top: -0.13, bottom: 0.07, dotY: 0.19)
        table["exclamationmark.triangle"] = G.glyph(G.outlinedPolygon(triangle) + bang)
        table["exclamationmark.triangle.fill"] = G.glyph([G.filledPolygon(triangle)] + bang.map(G.hole))

        table["checkmark.seal.fill"] = G.glyph([G.seal(lobes: 12, outer: 0.44, inner: 0.37), G.hole(G.check(size: 0.33))])
    }
}

extension SymbolGeometry {
    static let enclosingCircleDiameter: CGFloat = 0.92

    /// `circle`'s ring: its outer contour and its hole.
    static var circleRing: [Path] {
        [circle(diameter: enclosingCircleDiameter), hole(circle(diameter: enclosingCircleDiameter - 2 * stroke))]
    }

    /// A plus of two `stroke`-wide arms with round ends, `halfLength` from the centre to each arm's centre-line
    /// end, as one contour (its inner corners sharp).
    static func cross(halfLength l: CGFloat) -> Path {
        let h = halfStroke
        var path = Path()
        // Clockwise on screen from the inner corner left of the top arm: up that arm's left edge, round its
        // end, down its right edge to the next inner corner, and so on.
        for (index, angle) in [-CGFloat.pi / 2, 0, .pi / 2, .pi].enumerated() {
            let direction = CGPoint(x: cos(angle), y: sin(angle))
            let side = angle - .pi / 2, left = CGPoint(x: cos(side), y: sin(side))
            let corner = CGPoint(x: h * (direction.x + left.x), y: h * (direction.y + left.y))
            if index == 0 { path.move(to: corner) } else { path.addLine(to: corner) }
            let end = CGPoint(x: l * direction.x, y: l * direction.y)
            path.addLine(to: offsetPoint(end, normal: left, h))
            appendArc(&path, center: end, radius: h, start: side, sweep: .pi)
        }
        path.closeSubpath()
        return solid(path)
    }

    /// The "i" of info: a dot over a stem with a short flag to the left of its top.
    static func info() -> [Path] {
        [dot(CGPoint(x: 0, y: -0.2), diameter: 0.115),
         strokedPolyline([CGPoint(x: -0.07, y: -0.06), CGPoint(x: 0.005, y: -0.06), CGPoint(x: 0.005, y: 0.21)])]
    }

    /// A bar from `top` to `bottom` (centre line) over a dot centred at `dotY`.
    static func exclamation(top: CGFloat, bottom: CGFloat, dotY: CGFloat) -> [Path] {
        [strokedPolyline([CGPoint(x: 0, y: top), CGPoint(x: 0, y: bottom)]), dot(CGPoint(x: 0, y: dotY), diameter: 0.105)]
    }

    /// A question mark: a hook of filleted lines over a dot.
    static func question() -> [Path] {
        [strokedFilleted([Corner(-0.13, -0.1), Corner(-0.13, -0.245, 0.13), Corner(0.13, -0.245, 0.13),
                          Corner(0.13, -0.06, 0.08), Corner(0, 0.02, 0.05), Corner(0, 0.09)]),
         dot(CGPoint(x: 0, y: 0.215), diameter: 0.105)]
    }

    /// Three dots in a row, `spacing` apart.
    static func ellipsis(spacing: CGFloat, diameter: CGFloat) -> [Path] {
        [-spacing, 0, spacing].map { dot(CGPoint(x: $0, y: 0), diameter: diameter) }
    }

    /// A head and shoulders that meet the enclosing ring.
    static func personInCircle() -> [Path] {
        let ringRadius = enclosingCircleDiameter / 2 - halfStroke
        let shoulderCenter = CGPoint(x: 0, y: 0.42), shoulderRadius: CGFloat = 0.29
        // Where the shoulders' centre line meets the ring's.
        let sine = (ringRadius * ringRadius - shoulderRadius * shoulderRadius - shoulderCenter.y * shoulderCenter.y)
            / (2 * shoulderCenter.y * shoulderRadius)
        let start = CGFloat.pi + asin(-sine)
        let head = circle(diameter: 0.32 + stroke)
        let headHole = circle(diameter: 0.32 - stroke)
        return [head.offsetBy(dx: 0, dy: -0.12), hole(headHole).offsetBy(dx: 0, dy: -0.12),
                strokedArc(center: shoulderCenter, radius: shoulderRadius, start: start, sweep: 3 * .pi - 2 * start)]
    }

    /// A seal: a disc with `lobes` rounded bumps between `inner` and `outer` radius.
    static func seal(lobes: Int, outer: CGFloat, inner: CGFloat) -> Path {
        var corners: [Corner] = []
        for i in 0..<(2 * lobes) {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / CGFloat(lobes)
            let radius = i % 2 == 0 ? outer : inner
            corners.append(Corner(point(.zero, radius, angle), i % 2 == 0 ? 0.05 : 0.035))
        }
        return filletedPolygon(corners)
    }
}
