import Foundation
import StyleKit
import XMLWriter

/// An angular (conic) gradient approximated by solid wedges, since SVG has no conic gradient.
///
/// The full turn around the centre is cut into `wedgesPerTurn` equal wedges; each is a polygon
/// from the centre out past the painted area, filled with the gradient colour at its middle angle.
/// Neighbouring wedges of the same colour merge into one polygon. The caller clips (fill) or masks
/// (stroke) the wedges to the painted area. Colours follow SwiftUI's documented rules
/// (developer.apple.com/documentation/swiftui/angulargradient): angles clockwise from +x (y down);
/// a span over 2π draws only the last complete turn; a span under 2π fills the missing area with
/// the colours at locations 1 and 0, switching halfway across it.
struct SVGAngularWedges {
    /// 5° wedges: colour steps stay below what shows at control sizes, output stays a few kB.
    static let wedgesPerTurn = 72

    let stops: SVGGradientStops
    let center: CGPoint
    /// Start and span (radians, span ≥ 0 after normalising a negative span).
    let start: Double
    let span: Double

    init(stops: [ResolvedStop], center: CGPoint, startAngle: Angle, endAngle: Angle) {
        self.center = center
        let s = endAngle.radians - startAngle.radians
        if s >= 0 {
            self.stops = SVGGradientStops(stops)
            start = startAngle.radians; span = s
        } else {
            // Running counter-clockwise from start = running clockwise from end with stops reversed.
            self.stops = SVGGradientStops(stops.reversed().map { stop in
                var flipped = stop
                flipped.location = 1 - stop.location
                return flipped
            })
            start = endAngle.radians; span = -s
        }
    }

    /// Where the drawn turn begins.
    var base: Double { span > 2 * .pi ? start + span - 2 * .pi : start }

    /// The colour at angle `theta` (radians, in [base, base + 2π)).
    func color(atAngle theta: Double) -> RGBA {
        let along = theta - start
        if along >= 0, along <= span { return stops.color(at: span > 0 ? along / span : 1) }
        let gap = 2 * .pi - span
        let intoGap = theta - (start + span)
        return stops.color(at: intoGap < gap / 2 ? 1 : 0)
    }

    /// Wedge `<path>`s covering every point of `bounds`, back to front.
    func elements(covering bounds: CGRect) -> [XMLByteElement] {
        let count = Self.wedgesPerTurn
        let step = 2 * Double.pi / Double(count)
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let reach = corners.map { Double(hypot($0.x - center.x, $0.y - center.y)) }.max() ?? 0
        // A chord between two points one step apart stays outside the circle of radius `reach`.
        let radius = (reach + 1) / cos(step / 2)
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
        }

        // Runs of equal colour (compared as written), in angle order.
        var runs: [(color: RGBA, first: Int, last: Int)] = []
        for index in 0..<count {
            let color = color(atAngle: base + (Double(index) + 0.5) * step)
            if let previous = runs.last, Self.written(previous.color) == Self.written(color) {
                runs[runs.count - 1].last = index
            } else {
                runs.append((color, index, index))
            }
        }

        return runs.enumerated().map { runIndex, run in
            var points = [center]
            for edge in run.first...(run.last + 1) { points.append(point(base + Double(edge) * step)) }
            // Opaque wedges reach a quarter step under the next one, so anti-aliased seams do not let the
            // background through. Translucent ones must not overlap (it would darken the seams); the last
            // run must not cover the first.
            if run.color.alpha >= 1, runIndex < runs.count - 1 {
                points.append(point(base + (Double(run.last) + 1.25) * step))
            }
            var attributes = SVGAttributes()
            attributes.set("d", SVGPathData.polygon(points))
            attributes.append(SVGColor.attributes(run.color, "fill", "fill-opacity"))
            return attributes.element("path")
        }
    }

    private static func written(_ color: RGBA) -> String { SVGColor.hex(color) + (SVGColor.opacity(color.alpha) ?? "") }
}
