import Foundation

/// Cubic approximation constant for a quarter circle: 4/3·(√2 − 1).
/// Source: the standard Bézier circle approximation (as used by CoreGraphics' ellipse paths).
let quarterCircleKappa: CGFloat = 0.5522847498307936

extension Path {
    /// Adds an ellipse inside `rect` as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) {
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// Adds an arc of a circle, split into cubic segments of at most 90°.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        // SwiftUI's y axis points down, so "clockwise" on screen is increasing angle when `clockwise` is false;
        // CoreGraphics semantics in a flipped space: clockwise == true sweeps with decreasing angle.
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        var angle = startAngle.radians
        for _ in 0..<segments {
            let next = angle + step
            let k = 4.0 / 3.0 * tan(step / 4)
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p3 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            func place(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            addCurve(to: place(p3), control1: place(c1), control2: place(c2))
            angle = next
        }
    }
}
