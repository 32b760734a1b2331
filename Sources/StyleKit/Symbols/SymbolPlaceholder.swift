import Foundation

// What `Image(systemName:)` draws for a name no library knows: a dashed rounded square (0.80 em centre-line
// side, corners of 0.16, 8 dashes of 45 % of their period, one centred on each side and corner) round a
// question mark, in the standard box and the foreground style, so a typo shows up in the render at the size
// the real symbol would have, and the audit reports it (GalleryAudit's missing-symbol rule).

extension SystemSymbols {
    package static let placeholder: SymbolGlyph = {
        typealias G = SymbolGeometry
        return G.glyph(G.dashedRoundedSquare(side: 0.80, radius: 0.16, dashes: 8, duty: 0.45) + G.question())
    }()
}

extension SymbolGeometry {
    /// `dashes` stroked dashes along the centre line of a rounded square centred on the origin; each dash
    /// covers `duty` of its period and the pattern starts half a dash before the top side's middle.
    static func dashedRoundedSquare(side: CGFloat, radius: CGFloat, dashes: Int, duty: CGFloat) -> [Path] {
        let straight = side - 2 * radius, quarter = CGFloat.pi / 2 * radius
        let perimeter = 4 * (straight + quarter)
        let half = side / 2
        // The centre line from the top side's middle, clockwise on screen: per side a straight half, the
        // corner, the next straight half.
        func point(at distance: CGFloat) -> CGPoint {
            var s = distance.truncatingRemainder(dividingBy: perimeter)
            if s < 0 { s += perimeter }
            let sideLength = straight + quarter
            let index = Int(s / sideLength) % 4
            let along = s - CGFloat(index) * sideLength
            // In the frame of the top side (going right), then turned a quarter per side.
            let local: CGPoint
            if along <= straight / 2 {
                local = CGPoint(x: along, y: -half)
            } else if along <= straight / 2 + quarter {
                let angle = -CGFloat.pi / 2 + (along - straight / 2) / radius
                local = CGPoint(x: straight / 2 + radius * cos(angle), y: -half + radius + radius * sin(angle))
            } else {
                local = CGPoint(x: half, y: -straight / 2 + (along - straight / 2 - quarter))
            }
            let turn = CGFloat(index) * .pi / 2
            return CGPoint(x: local.x * cos(turn) - local.y * sin(turn), y: local.x * sin(turn) + local.y * cos(turn))
        }
        let period = perimeter / CGFloat(dashes), length = period * duty
        return (0..<dashes).map { k in
            let start = CGFloat(k) * period - length / 2
            let steps = 12
            let samples = (0...steps).map { point(at: start + length * CGFloat($0) / CGFloat(steps)) }
            // Samples along a straight part add nothing: keep the ends and the points where the line turns.
            var points = [samples[0]]
            for i in 1..<steps {
                let a = points[points.count - 1], b = samples[i], c = samples[i + 1]
                if abs((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)) > 1e-9 { points.append(b) }
            }
            return strokedPolyline(points + [samples[steps]])
        }
    }
}

extension SymbolGlyph {
    /// The glyph scaled by `factor` about the symbol axis (y = `axisY`) and the left edge of its box, its box
    /// scaled alike: the same symbol at another image scale, still centred where text's cap height is.
    package func scaled(by factor: CGFloat) -> SymbolGlyph {
        guard factor != 1 else { return self }
        let axis = SymbolGlyph.axisY
        let transform = CGAffineTransform(a: factor, b: 0, c: 0, d: factor, tx: 0, ty: axis * (1 - factor))
        return SymbolGlyph(path: path.applying(transform), evenOdd: evenOdd, width: width * factor,
                           ascent: max(0, -axis + (ascent + axis) * factor), descent: max(0, axis + (descent - axis) * factor))
    }
}
