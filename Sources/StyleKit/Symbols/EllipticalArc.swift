import Foundation

/// An SVG elliptical arc in endpoint form, converted to centre form and then to cubic Béziers, following
/// SVG 1.1 Appendix F.6.5 (conversion) and F.6.6 (out-of-range radii are scaled up until the arc fits).
struct EllipticalArc {
    var from: CGPoint
    var to: CGPoint
    var rx: CGFloat
    var ry: CGFloat
    var rotationDegrees: CGFloat
    var largeArc: Bool
    var sweep: Bool

    struct Cubic { var c1: CGPoint; var c2: CGPoint; var end: CGPoint }

    /// The arc as cubic segments of at most 90° each; empty when the endpoints coincide (SVG omits the arc)
    /// or a radius is zero (SVG draws a straight line instead; the caller adds it).
    func cubics() -> [Cubic] {
        if from == to { return [] }
        var rx = abs(self.rx), ry = abs(self.ry)
        guard rx > 0, ry > 0 else { return [] }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the midpoint difference in the ellipse's axes.
        let dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6.2: radii too small for the endpoints grow until the arc fits exactly.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        // F.6.5.2: the centre in the ellipse's axes.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        // F.6.5.3: back to user space.
        let center = CGPoint(x: cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2,
                             y: sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2)
        // F.6.5.5–6: start angle and sweep on the unit circle.
        let start = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - start
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        guard start.isFinite, delta.isFinite else { return [] }

        func place(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: center.x + rx * x * cosPhi - ry * y * sinPhi, y: center.y + rx * x * sinPhi + ry * y * cosPhi)
        }
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        var result: [Cubic] = []
        var angle = start
        for index in 0..<count {
            let next = angle + step
            let a = CGPoint(x: cos(angle), y: sin(angle)), b = CGPoint(x: cos(next), y: sin(next))
            // The last segment ends exactly where the data says.
            let end = index == count - 1 ? to : place(b.x, b.y)
            result.append(Cubic(c1: place(a.x - k * a.y, a.y + k * a.x), c2: place(b.x + k * b.y, b.y - k * b.x), end: end))
            angle = next
        }
        return result
    }
}
