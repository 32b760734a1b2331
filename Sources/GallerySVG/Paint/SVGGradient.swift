import Foundation
import GalleryLayout
import StyleKit
import XMLWriter

/// `<linearGradient>` / `<radialGradient>` definitions (without id) in `userSpaceOnUse` units, as
/// SwiftUI resolves gradient points against the filled shape's bounds (reference §4.3).
enum SVGGradient {
    static func linear(stops: [ResolvedStop], start: CGPoint, end: CGPoint) -> XMLByteElement {
        var attributes = SVGAttributes()
        attributes.set("gradientUnits", "userSpaceOnUse")
        attributes.set("x1", start.x)
        attributes.set("y1", start.y)
        attributes.set("x2", end.x)
        attributes.set("y2", end.y)
        return attributes.element("linearGradient", children: SVGGradientStops(stops).elements())
    }

    /// SwiftUI's radial gradient runs from `startRadius` to `endRadius` around one centre. SVG 1.1 has
    /// no start radius (`fr` is SVG 2), so the stops are moved instead: with r = the larger radius, a
    /// stop at location o lies at distance d = r0 + o·(r1 − r0), i.e. at offset d / r. Inside the
    /// inner radius both pad with the first colour, so this is exact for concentric gradients. When
    /// r0 > r1 the order of the stops reverses, which the sorted offsets take care of.
    static func radial(stops: [ResolvedStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> XMLByteElement {
        let (shifted, outer) = radialStops(stops, startRadius: startRadius, endRadius: endRadius)
        var attributes = SVGAttributes()
        attributes.set("gradientUnits", "userSpaceOnUse")
        attributes.set("cx", center.x)
        attributes.set("cy", center.y)
        attributes.set("r", outer)
        attributes.set("fx", center.x)
        attributes.set("fy", center.y)
        return attributes.element("radialGradient", children: SVGGradientStops(shifted).elements())
    }

    /// The stops moved for the start radius and the radius they are over (the larger one), as explained above.
    static func radialStops(_ stops: [ResolvedStop], startRadius: CGFloat, endRadius: CGFloat) -> (stops: [ResolvedStop], radius: Double) {
        let r0 = Double(max(startRadius, 0)), r1 = Double(max(endRadius, 0))
        let outer = max(r0, r1)
        let shifted = stops.map { stop -> ResolvedStop in
            var moved = stop
            moved.location = outer > 0 ? (r0 + stop.location * (r1 - r0)) / outer : stop.location
            return moved
        }
        return (shifted, outer)
    }
}
