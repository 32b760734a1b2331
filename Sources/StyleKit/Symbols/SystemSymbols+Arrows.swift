import Foundation

// Chevrons and arrows. Every member of a family is the same outline turned or mirrored, so `chevron.up` is
// `chevron.right` turned, and an arrow's head has the proportions of a chevron.
// - chevron.*: chevron.right's 0.445 × 0.745 em of ink, turned; backward / forward are left / right (StyleKit
//   renders left-to-right only).
// - chevron.up.chevron.down: two chevrons 0.44 em wide and 0.26 em tall (centre lines), 0.2 em apart.
// - arrow.right: 0.805 em of ink wide, head 0.665 em tall (an open chevron whose tip is the shaft's end).
// - arrow.up.right: a diagonal with an L-shaped head, 0.625 em of ink square.
// - arrow.clockwise: a ring of 0.745 em ink diameter open for 50° at the top right, its head at 12 o'clock
//   pointing the way it turns.

extension SystemSymbols {
    static func addArrows(to table: inout [String: SymbolGlyph]) {
        typealias G = SymbolGeometry
        let chevron = G.strokedPolyline([CGPoint(x: -0.18, y: -0.33), CGPoint(x: 0.18, y: 0), CGPoint(x: -0.18, y: 0.33)])
        table["chevron.forward"] = table["chevron.right"]
        table["chevron.left"] = G.glyph([G.mirroredHorizontally(chevron)])
        table["chevron.backward"] = table["chevron.left"]
        table["chevron.up"] = G.glyph([G.rotated(chevron, degrees: -90)])
        table["chevron.down"] = G.glyph([G.rotated(chevron, degrees: 90)])
        // A menu's indicator: two flatter chevrons, one above the other.
        table["chevron.up.chevron.down"] = G.glyph([
            G.strokedPolyline([CGPoint(x: -0.22, y: -0.1), CGPoint(x: 0, y: -0.36), CGPoint(x: 0.22, y: -0.1)]),
            G.strokedPolyline([CGPoint(x: -0.22, y: 0.1), CGPoint(x: 0, y: 0.36), CGPoint(x: 0.22, y: 0.1)]),
        ])

        let arrowRight = G.arrow(length: 0.72, headDepth: 0.29, headHalfHeight: 0.29)
        table["arrow.right"] = G.glyph(arrowRight)
        table["arrow.left"] = G.glyph(arrowRight.map(G.mirroredHorizontally))
        table["arrow.up"] = G.glyph(arrowRight.map { G.rotated($0, degrees: -90) })
        table["arrow.down"] = G.glyph(arrowRight.map { G.rotated($0, degrees: 90) })

        let a: CGFloat = 0.27, head: CGFloat = 0.38
        table["arrow.up.right"] = G.glyph([
            G.strokedPolyline([CGPoint(x: -a, y: a), CGPoint(x: a, y: -a)]),
            G.strokedPolyline([CGPoint(x: a - head, y: -a), CGPoint(x: a, y: -a), CGPoint(x: a, y: head - a)]),
        ])

        let clockwise = G.circularArrow(radius: 0.33, gap: 50)
        table["arrow.clockwise"] = G.glyph(clockwise)
        table["arrow.counterclockwise"] = G.glyph(clockwise.map(G.mirroredHorizontally))
    }
}

extension SymbolGeometry {
    /// A right-pointing arrow centred on the origin: shaft `length` long (centre line), an open head whose
    /// arms reach `headDepth` back and `headHalfHeight` out from the tip.
    static func arrow(length: CGFloat, headDepth: CGFloat, headHalfHeight: CGFloat) -> [Path] {
        let tip = length / 2
        return [
            strokedPolyline([CGPoint(x: -tip, y: 0), CGPoint(x: tip, y: 0)]),
            strokedPolyline([CGPoint(x: tip - headDepth, y: -headHalfHeight), CGPoint(x: tip, y: 0),
                             CGPoint(x: tip - headDepth, y: headHalfHeight)]),
        ]
    }

    /// A ring of centre-line `radius` that turns clockwise from just after 12 o'clock round to 12 o'clock,
    /// leaving a `gap` (degrees) at the top right, with an open head at its end pointing right.
    static func circularArrow(radius: CGFloat, gap: CGFloat) -> [Path] {
        let start = (-90 + gap) * .pi / 180
        let ring = strokedArc(center: .zero, radius: radius, start: start, sweep: 2 * .pi - gap * .pi / 180)
        let arm: CGFloat = 0.14, tip = CGPoint(x: 0.03, y: -radius)
        let head = strokedPolyline([CGPoint(x: tip.x - arm, y: tip.y - arm), tip, CGPoint(x: tip.x - arm, y: tip.y + arm)])
        return [ring, head]
    }
}
