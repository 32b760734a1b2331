import Foundation

// The built-in system symbols `Image(systemName:)` draws: our own clean equivalents of a few SF Symbols in
// the "regular" weight at medium scale (Apple's artwork cannot be shipped). Every glyph is a FILLED outline;
// strokes are expressed as the outline of the stroke with round caps and round joins.
//
// Metrics (em units, y down, baseline at y = 0), chosen to approximate SF Symbols regular / medium:
// - Stroke width 0.085 em for every outline and line symbol.
// - Every glyph is centred vertically on the symbol axis y = -0.34 (≈ the middle of the cap height), and
//   horizontally in its advance width.
// - Layout box: ascent 0.80, descent 0.12 for EVERY symbol (the square / circle box), so that symbols of one
//   font size share one vertical box and mixing them in a line of text never changes the line's metrics.
//   (SwiftUI gives small symbols such as `minus` tighter image frames; a tight box would need a negative
//   descent there, which `SymbolGlyph` does not allow.)
// - Width = ink width + 0.03 em side bearing on each side.
// - square / square.fill and the checkmark.square family: 0.88 em side (width 0.94), corner radius
//   0.176 = 0.2 × side (circular corners, so the inner edge of the outline is an exact offset).
// - circle / circle.fill and the checkmark.circle family: 0.92 em diameter (width 0.98) — a circle is drawn a
//   little larger than the square so the two look the same size, as in SF Symbols.
// - power: ring of 0.88 em ink diameter (width 0.94), gap of ±38° around the top, bar from the ring's top to
//   just above its centre.
// - checkmark 0.72 em ink wide (width 0.78); xmark 0.645 (0.705); plus and minus 0.725 (0.785);
//   chevron.right 0.445 wide × 0.745 tall (SF's chevron is narrow: height ≈ 1.7 × width).
// - star.fill ≈ 0.895 wide × 0.85 tall (softened tips), heart.fill 0.90 wide × 0.775 tall.
// - The check inside a square / circle keeps the 0.085 stroke and is ≈ 0.47 em of ink.
// Outlines that contain holes set `evenOdd` and also wind holes opposite to their outer contour, so they fill
// the same under either rule; line symbols whose strokes cross (xmark, plus) rely on non-zero winding.

package enum SystemSymbols {
    /// Every symbol name, sorted.
    package static let names: [String] = table.keys.sorted()

    /// The glyph for a name, nil when unknown.
    package static func glyph(named name: String) -> SymbolGlyph? { table[name] }

    private static let table: [String: SymbolGlyph] = {
        typealias G = SymbolGeometry
        var table: [String: SymbolGlyph] = [:]

        // Outlined and filled containers, centred on the origin.
        let squareSide: CGFloat = 0.88, squareRadius: CGFloat = 0.176
        let squareOuter = G.roundedSquare(side: squareSide, radius: squareRadius)
        let squareInner = G.roundedSquare(side: squareSide - 2 * G.stroke, radius: squareRadius - G.stroke)
        let circleDiameter: CGFloat = 0.92
        let circleOuter = G.circle(diameter: circleDiameter)
        let circleInner = G.circle(diameter: circleDiameter - 2 * G.stroke)
        let smallCheck = G.check(size: 0.385)

        table["square"] = G.glyph([squareOuter, G.hole(squareInner)], evenOdd: true)
        table["square.fill"] = G.glyph([squareOuter])
        table["circle"] = G.glyph([circleOuter, G.hole(circleInner)], evenOdd: true)
        table["circle.fill"] = G.glyph([circleOuter])
        table["checkmark.square"] = G.glyph([squareOuter, G.hole(squareInner), smallCheck], evenOdd: true)
        table["checkmark.square.fill"] = G.glyph([squareOuter, G.hole(smallCheck)], evenOdd: true)
        table["checkmark.circle"] = G.glyph([circleOuter, G.hole(circleInner), smallCheck], evenOdd: true)
        table["checkmark.circle.fill"] = G.glyph([circleOuter, G.hole(smallCheck)], evenOdd: true)

        // Line symbols.
        table["checkmark"] = G.glyph([G.check(size: 0.635)])
        let x: CGFloat = 0.28
        table["xmark"] = G.glyph([
            G.strokedPolyline([CGPoint(x: -x, y: -x), CGPoint(x: x, y: x)]),
            G.strokedPolyline([CGPoint(x: x, y: -x), CGPoint(x: -x, y: x)]),
        ])
        let p: CGFloat = 0.32
        let horizontal = G.strokedPolyline([CGPoint(x: -p, y: 0), CGPoint(x: p, y: 0)])
        table["plus"] = G.glyph([horizontal, G.strokedPolyline([CGPoint(x: 0, y: -p), CGPoint(x: 0, y: p)])])
        table["minus"] = G.glyph([horizontal])
        let chevronHalfWidth: CGFloat = 0.18, chevronHalfHeight: CGFloat = 0.33
        table["chevron.right"] = G.glyph([G.strokedPolyline([
            CGPoint(x: -chevronHalfWidth, y: -chevronHalfHeight),
            CGPoint(x: chevronHalfWidth, y: 0),
            CGPoint(x: -chevronHalfWidth, y: chevronHalfHeight),
        ])])

        // Solid shapes.
        table["star.fill"] = G.glyph([G.star(outerRadius: 0.51, innerRadius: 0.21)])
        table["heart.fill"] = G.glyph([G.heart()])
        table["power"] = G.glyph([G.power(ringDiameter: 0.88, halfGap: .degrees(38))])
        return table
    }()
}

/// Construction helpers for the symbol outlines. Shapes are built centred on the origin; `glyph` moves them
/// onto the symbol axis.
private enum SymbolGeometry {
    static let stroke: CGFloat = 0.085
    static let halfStroke: CGFloat = stroke / 2
    static let sideBearing: CGFloat = 0.03
    /// The symbol axis: half way up the cap height.
    static let axisY: CGFloat = -0.34
    static let ascent: CGFloat = 0.80
    static let descent: CGFloat = 0.12

    // MARK: Glyph assembly

    /// Joins the contours (each already oriented: outer ones positive, holes negative), centres their ink box
    /// horizontally in the advance width and vertically on the symbol axis.
    static func glyph(_ contours: [Path], evenOdd: Bool = false) -> SymbolGlyph {
        var combined = Path()
        for contour in contours { combined.addPath(contour) }
        let ink = inkBounds(combined)
        let width = ink.width + 2 * sideBearing
        let moved = combined.offsetBy(dx: sideBearing - ink.minX, dy: axisY - ink.midY)
        return SymbolGlyph(path: moved, evenOdd: evenOdd, width: width, ascent: ascent, descent: descent)
    }

    /// The tight bounds of the drawn outline (curves sampled, not their control points).
    static func inkBounds(_ path: Path) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for point in flattened(path).joined() {
            minX = min(minX, point.x); minY = min(minY, point.y); maxX = max(maxX, point.x); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Each subpath as a polyline (curves sampled at 64 steps).
    static func flattened(_ path: Path) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        let steps = 64
        for element in path.elements {
            switch element {
            case .move(let p):
                if !current.isEmpty { result.append(current) }
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? p
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                break
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Twice the signed area of a closed contour; positive is clockwise on screen (y down).
    static func signedArea(_ path: Path) -> CGFloat {
        var total: CGFloat = 0
        for polygon in flattened(path) where polygon.count > 2 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                total += a.x * b.y - b.x * a.y
            }
        }
        return total
    }

    /// The contour wound as an outer (clockwise on screen) contour.
    static func solid(_ path: Path) -> Path { signedArea(path) < 0 ? reversed(path) : path }
    /// The contour wound as a hole (counter-clockwise on screen).
    static func hole(_ path: Path) -> Path { signedArea(path) > 0 ? reversed(path) : path }

    /// The same closed subpaths traversed backwards.
    static func reversed(_ path: Path) -> Path {
        var subpaths: [(start: CGPoint, segments: [Path.Element])] = []
        for element in path.elements {
            switch element {
            case .move(let p): subpaths.append((p, []))
            case .closeSubpath: break
            default: subpaths[subpaths.count - 1].segments.append(element)
            }
        }
        var result = Path()
        for subpath in subpaths {
            // The point each segment starts from.
            var starts: [CGPoint] = []
            var point = subpath.start
            for segment in subpath.segments {
                starts.append(point)
                switch segment {
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): point = p
                default: break
                }
            }
            result.move(to: point)
            for (segment, start) in zip(subpath.segments, starts).reversed() {
                switch segment {
                case .line: result.addLine(to: start)
                case .quadCurve(_, let c): result.addQuadCurve(to: start, control: c)
                case .curve(_, let c1, let c2): result.addCurve(to: start, control1: c2, control2: c1)
                default: break
                }
            }
            result.closeSubpath()
        }
        return result
    }

    // MARK: Primitives

    static func roundedSquare(side: CGFloat, radius: CGFloat) -> Path {
        var path = Path()
        path.addRoundedRect(in: CGRect(x: -side / 2, y: -side / 2, width: side, height: side),
                            cornerSize: CGSize(width: radius, height: radius), style: .circular)
        return solid(path)
    }

    static func circle(diameter: CGFloat) -> Path {
        solid(Path(ellipseIn: CGRect(x: -diameter / 2, y: -diameter / 2, width: diameter, height: diameter)))
    }

    static func point(_ center: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// Appends a circular arc that starts at the current point (which must be `point(center, radius, start)`),
    /// in cubic segments of at most 90°; a positive sweep turns clockwise on screen.
    static func appendArc(_ path: inout Path, center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat) {
        let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4)
        var angle = start
        for _ in 0..<segments {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p3 = CGPoint(x: cos(next), y: sin(next))
            func place(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * x, y: center.y + radius * y) }
            path.addCurve(to: place(p3.x, p3.y),
                          control1: place(p0.x - k * p0.y, p0.y + k * p0.x),
                          control2: place(p3.x + k * p3.y, p3.y - k * p3.x))
            angle = next
        }
    }

    /// The outline of a `stroke`-wide line through `points` with round caps and round joins, as one simple
    /// closed contour (so it can also be cut out as a hole).
    static func strokedPolyline(_ points: [CGPoint], width: CGFloat = stroke) -> Path {
        precondition(points.count >= 2)
        let h = width / 2
        func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
            return CGPoint(x: dx / length, y: dy / length)
        }
        func offset(_ p: CGPoint, _ n: CGPoint, _ distance: CGFloat) -> CGPoint {
            CGPoint(x: p.x + distance * n.x, y: p.y + distance * n.y)
        }
        let directions = (0..<(points.count - 1)).map { unit(points[$0], points[$0 + 1]) }
        // The normal on the "+" side: the direction turned 90° clockwise on screen.
        let normals = directions.map { CGPoint(x: -$0.y, y: $0.x) }
        func angle(_ v: CGPoint) -> CGFloat { atan2(v.y, v.x) }

        var path = Path()
        // Down the "+" side.
        path.move(to: offset(points[0], normals[0], h))
        for i in 1..<(points.count - 1) {
            let d0 = directions[i - 1], d1 = directions[i], n0 = normals[i - 1], n1 = normals[i]
            let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
            let vertex = points[i]
            path.addLine(to: offset(vertex, n0, h))
            if cross < 0 {
                // "+" is the outer side of this turn: round join.
                appendArc(&path, center: vertex, radius: h, start: angle(n0), sweep: atan2(cross, dot))
            } else {
                // Inner side: the two offset lines meet.
                let miter = CGPoint(x: (n0.x + n1.x) / (1 + dot), y: (n0.y + n1.y) / (1 + dot))
                path.addLine(to: offset(vertex, miter, h))
            }
        }
        let last = points.count - 1
        path.addLine(to: offset(points[last], normals[last - 1], h))
        appendArc(&path, center: points[last], radius: h, start: angle(normals[last - 1]), sweep: -.pi)
        // Back up the "−" side.
        for i in stride(from: points.count - 2, through: 1, by: -1) {
            let d0 = directions[i - 1], d1 = directions[i], n0 = normals[i - 1], n1 = normals[i]
            let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
            let vertex = points[i]
            path.addLine(to: offset(vertex, n1, -h))
            if cross > 0 {
                appendArc(&path, center: vertex, radius: h, start: angle(CGPoint(x: -n1.x, y: -n1.y)),
                          sweep: -atan2(cross, dot))
            } else {
                let miter = CGPoint(x: (n0.x + n1.x) / (1 + dot), y: (n0.y + n1.y) / (1 + dot))
                path.addLine(to: offset(vertex, miter, -h))
            }
        }
        path.addLine(to: offset(points[0], normals[0], -h))
        appendArc(&path, center: points[0], radius: h, start: angle(CGPoint(x: -normals[0].x, y: -normals[0].y)),
                  sweep: -.pi)
        path.closeSubpath()
        return solid(path)
    }

    /// A `stroke`-wide arc of a circle with round caps; a positive sweep runs clockwise on screen.
    static func strokedArc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat) -> Path {
        let h = halfStroke
        let end = start + sweep
        let turn: CGFloat = sweep >= 0 ? .pi : -.pi
        var path = Path()
        path.move(to: point(center, radius + h, start))
        appendArc(&path, center: center, radius: radius + h, start: start, sweep: sweep)
        appendArc(&path, center: point(center, radius, end), radius: h, start: end, sweep: turn)
        appendArc(&path, center: center, radius: radius - h, start: end, sweep: -sweep)
        appendArc(&path, center: point(center, radius, start), radius: h, start: start + .pi, sweep: turn)
        path.closeSubpath()
        return solid(path)
    }

    // MARK: Symbols

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
