import Foundation

/// Construction helpers for the symbol outlines. Shapes are built centred on the origin; `glyph` moves them
/// onto the symbol axis.
enum SymbolGeometry {
    static let stroke: CGFloat = 0.085
    static let halfStroke: CGFloat = stroke / 2
    static let sideBearing: CGFloat = 0.03
    /// The symbol axis: half way up the cap height.
    static let axisY = SymbolGlyph.axisY
    static let ascent = SymbolGlyph.standardAscent
    static let descent = SymbolGlyph.standardDescent

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
}
