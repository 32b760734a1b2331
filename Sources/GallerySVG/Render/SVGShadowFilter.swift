import Foundation
import GalleryLayout
import XMLWriter

/// The drop shadows of one node as one `<filter>` built from SVG 1.1 primitives: librsvg drops
/// `feDropShadow` (SVG 2), so each shadow is blur → offset → flood → composite-in, and `feMerge`
/// stacks the shadows in order under the source graphic.
///
/// SwiftUI radius r → `stdDeviation` r (reference §4.2). `color-interpolation-filters="sRGB"`:
/// the default linearRGB makes renderers disagree on the shadow colour (reference §4).
enum SVGShadowFilter {
    /// Blur reach used for the filter region: 3σ holds 99.7 % of a Gaussian (as `Scene.visualBounds`).
    static let sigmaReach: CGFloat = 3

    /// nil when there is nothing to shadow.
    static func element(_ shadows: [SceneShadow], bounds: CGRect) -> XMLElement? {
        guard !shadows.isEmpty, !bounds.isNull, !bounds.isInfinite else { return nil }
        var region = bounds
        for shadow in shadows {
            let reach = max(shadow.radius, 0) * sigmaReach
            region = region.union(bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -reach, dy: -reach))
        }
        // One extra point so anti-aliased edges of the source are never cut by the region.
        region = SVGRegion.outward(region.insetBy(dx: -1, dy: -1))

        var attributes = SVGRegion.attributes(region)
        attributes.set("filterUnits", "userSpaceOnUse")
        attributes.set("color-interpolation-filters", "sRGB")

        var primitives: [XMLElement] = []
        var merge: [XMLElement] = []
        for (index, shadow) in shadows.enumerated() {
            let n = index + 1
            var offsetInput = "SourceAlpha"
            // stdDeviation 0 disables feGaussianBlur, which some renderers draw as nothing: skip it.
            if SVGNumber.format(shadow.radius) != "0", shadow.radius > 0 {
                var blur = SVGAttributes()
                blur.set("in", "SourceAlpha")
                blur.set("stdDeviation", shadow.radius)
                blur.set("result", "blur\(n)")
                primitives.append(blur.element("feGaussianBlur"))
                offsetInput = "blur\(n)"
            }
            var offset = SVGAttributes()
            offset.set("in", offsetInput)
            offset.set("dx", shadow.offset.width)
            offset.set("dy", shadow.offset.height)
            offset.set("result", "offset\(n)")
            primitives.append(offset.element("feOffset"))

            var flood = SVGColor.attributes(shadow.color, "flood-color", "flood-opacity")
            flood.set("result", "color\(n)")
            primitives.append(flood.element("feFlood"))

            var composite = SVGAttributes()
            composite.set("in", "color\(n)")
            composite.set("in2", "offset\(n)")
            composite.set("operator", "in")
            composite.set("result", "shadow\(n)")
            primitives.append(composite.element("feComposite"))

            var node = SVGAttributes()
            node.set("in", "shadow\(n)")
            merge.append(node.element("feMergeNode"))
        }
        var source = SVGAttributes()
        source.set("in", "SourceGraphic")
        merge.append(source.element("feMergeNode"))
        primitives.append(SVGAttributes().element("feMerge", children: merge))
        return attributes.element("filter", children: primitives)
    }
}
