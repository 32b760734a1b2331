import Foundation

/// The outlines of the original symbol set's shapes.
extension SymbolGeometry {
    /// A check whose centre line spans `size` × `size` around the origin: a short leg down to the bottom
    /// vertex, then a long leg up to the top right.
    static func check(size: CGFloat) -> Path {
        strokedPolyline([
            CGPoint(x: -0.50 * size, y: 0.05 * size),
            CGPoint(x: -0.13 * size, y: 0.50 * size),
            CGPoint(x: 0.50 * size, y: -0.50 * size),
        ])
    }

    /// A five-pointed star, point up, with softened corners.
    static func star(outerRadius: CGFloat, innerRadius: CGFloat) -> Path {
        var vertices: [(point: CGPoint, rounding: CGFloat)] = []
        for i in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let radius = i % 2 == 0 ? outerRadius : innerRadius
            vertices.append((point(.zero, radius, angle), i % 2 == 0 ? 0.085 : 0.03))
        }
        func toward(_ a: CGPoint, _ b: CGPoint, _ distance: CGFloat) -> CGPoint {
            let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
            return CGPoint(x: a.x + dx / length * distance, y: a.y + dy / length * distance)
        }
        var path = Path()
        for i in 0..<vertices.count {
            let previous = vertices[(i + vertices.count - 1) % vertices.count].point
            let next = vertices[(i + 1) % vertices.count].point
            let (vertex, rounding) = vertices[i]
            let entry = toward(vertex, previous, rounding), exit = toward(vertex, next, rounding)
            if i == 0 { path.move(to: entry) } else { path.addLine(to: entry) }
            path.addQuadCurve(to: exit, control: vertex)
        }
        path.closeSubpath()
        return solid(path)
    }

    /// A heart from two overlapping circular lobes and their tangents down to a softened bottom point.
    static func heart() -> Path {
        let r: CGFloat = 0.245, c: CGFloat = 0.205      // lobe radius, lobe centre distance from the axis
        let lobeY: CGFloat = -0.155, tipY: CGFloat = 0.40 // lobe centres' y and the bottom point
        let left = CGPoint(x: -c, y: lobeY)
        let notch = CGPoint(x: 0, y: lobeY - (r * r - c * c).squareRoot())
        let tip = CGPoint(x: 0, y: tipY)
        // Outer tangent from the tip to the left lobe.
        let toTip = CGPoint(x: tip.x - left.x, y: tip.y - left.y)
        let distance = (toTip.x * toTip.x + toTip.y * toTip.y).squareRoot()
        let tangentAngle = atan2(toTip.y, toTip.x) + acos(r / distance)
        let notchAngle = atan2(notch.y - left.y, notch.x - left.x)
        // Left lobe: from the notch over the top and down the left side (counter-clockwise on screen).
        var sweep = tangentAngle - notchAngle
        while sweep > 0 { sweep -= 2 * .pi }
        let tangent = point(left, r, tangentAngle)
        let tipRounding: CGFloat = 0.07
        let along = CGPoint(x: tip.x - tangent.x, y: tip.y - tangent.y)
        let alongLength = (along.x * along.x + along.y * along.y).squareRoot()
        let beforeTip = CGPoint(x: tip.x - along.x / alongLength * tipRounding, y: tip.y - along.y / alongLength * tipRounding)

        var path = Path()
        path.move(to: notch)
        appendArc(&path, center: left, radius: r, start: notchAngle, sweep: sweep)
        path.addLine(to: beforeTip)
        path.addQuadCurve(to: CGPoint(x: -beforeTip.x, y: beforeTip.y), control: tip)
        let right = CGPoint(x: c, y: lobeY)
        path.addLine(to: CGPoint(x: -tangent.x, y: tangent.y))
        appendArc(&path, center: right, radius: r, start: .pi - tangentAngle, sweep: sweep)
        path.closeSubpath()
        return solid(path)
    }

    /// The power symbol: a ring open at the top with a vertical bar through the gap.
    static func power(ringDiameter: CGFloat, halfGap: Angle) -> Path {
        let radius = ringDiameter / 2 - halfStroke
        let gap = CGFloat(halfGap.radians)
        let ring = strokedArc(center: .zero, radius: radius, start: -.pi / 2 + gap, sweep: 2 * .pi - 2 * gap)
        let bar = strokedPolyline([CGPoint(x: 0, y: -radius), CGPoint(x: 0, y: -0.03)])
        var path = ring
        path.addPath(bar)
        return path
    }
}
