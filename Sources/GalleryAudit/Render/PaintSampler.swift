import Foundation
import GalleryLayout
import StyleKit

/// The color a `ScenePaint` shows at one point (in the coordinates the paint's geometry is given in).
///
/// Gradient parameter `t` per paint, clamped to 0…1 (pad spread, the SVG/CSS default):
/// - linear: projection of the point on start→end, `t = (p − s)·(e − s) / |e − s|²`
///   (SVG 2 §14.2 linearGradient / CSS Images 3 §3.1 "gradient line"); a zero-length line paints the last stop
///   (SVG 2: "the area to be painted will be painted as a single color using the color and opacity of the last
///   gradient stop").
/// - radial: `t = (|p − c| − r0) / (r1 − r0)` (concentric circles, as SwiftUI's `RadialGradient`).
/// - angular: clockwise angle from +x in y-down space, `t = ((θ − θ0) mod 2π) / (θ1 − θ0)` (SwiftUI
///   `AngularGradient`, angles measured clockwise from the trailing edge).
/// Between stops colors are mixed premultiplied, as CSS Images 3 §3.5.2 "Coloring the gradient line" specifies.
enum PaintSampler {
    static func color(of paint: ScenePaint, at p: CGPoint) -> Premultiplied {
        switch paint {
        case .solid(let c):
            return Premultiplied(c)
        case .linear(let stops, let start, let end):
            let vx = end.x - start.x, vy = end.y - start.y
            let length2 = vx * vx + vy * vy
            guard length2 > 0 else { return color(of: stops, at: 1) }
            return color(of: stops, at: Double(((p.x - start.x) * vx + (p.y - start.y) * vy) / length2))
        case .radial(let stops, let center, let r0, let r1):
            let d = hypot(p.x - center.x, p.y - center.y)
            guard r1 != r0 else { return color(of: stops, at: d <= r0 ? 0 : 1) }
            return color(of: stops, at: Double((d - r0) / (r1 - r0)))
        case .angular(let stops, let center, let startAngle, let endAngle):
            let span = endAngle.radians - startAngle.radians
            guard span > 0 else { return color(of: stops, at: 0) }
            let theta = atan2(Double(p.y - center.y), Double(p.x - center.x))
            var relative = (theta - startAngle.radians).truncatingRemainder(dividingBy: 2 * .pi)
            if relative < 0 { relative += 2 * .pi }
            return color(of: stops, at: relative / span)
        }
    }

    /// The color at `t` along sorted stops (pad outside the first/last stop; a repeated location is a hard edge).
    static func color(of stops: [ResolvedStop], at t0: Double) -> Premultiplied {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        let t = t0.isNaN ? 0 : min(max(t0, 0), 1)
        if t <= first.location { return Premultiplied(first.color) }
        if t >= last.location { return Premultiplied(last.color) }
        for (a, b) in zip(sorted, sorted.dropFirst()) where t >= a.location && t <= b.location {
            let span = b.location - a.location
            guard span > 0 else { return Premultiplied(b.color) }
            return Premultiplied(a.color).mixed(with: Premultiplied(b.color), (t - a.location) / span)
        }
        return Premultiplied(last.color)
    }
}
