import Foundation
import StyleKit
import XMLWriter

/// Gradient stops in drawing order, as `<stop>` elements or sampled colours.
struct SVGGradientStops {
    /// Stops sorted by location (stable: equal locations keep their order, which makes hard edges).
    let stops: [ResolvedStop]

    init(_ stops: [ResolvedStop]) {
        self.stops = stops.enumerated()
            .sorted { $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset }
            .map(\.element)
    }

    /// `<stop offset stop-color [stop-opacity]>`, offsets clamped to 0…1 as SVG does.
    func elements() -> [XMLByteElement] {
        stops.map { stop in
            var attributes = SVGAttributes()
            attributes.set("offset", min(max(stop.location, 0), 1))
            attributes.append(SVGColor.attributes(stop.color, "stop-color", "stop-opacity"))
            return attributes.element("stop")
        }
    }

    /// The colour at `t`, padded beyond the ends (SwiftUI and SVG `spreadMethod="pad"`), interpolated
    /// component-wise with straight alpha between the neighbouring stops.
    func color(at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (lower, upper) in zip(stops, stops.dropFirst()) where t <= upper.location {
            let span = upper.location - lower.location
            guard span > 0 else { return upper.color }
            let f = (t - lower.location) / span
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
            return RGBA(red: mix(lower.color.red, upper.color.red), green: mix(lower.color.green, upper.color.green),
                        blue: mix(lower.color.blue, upper.color.blue), alpha: mix(lower.color.alpha, upper.color.alpha))
        }
        return last.color
    }
}
