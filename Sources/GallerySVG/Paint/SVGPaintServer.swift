import Foundation
import GalleryLayout
import StyleKit
import XMLWriter

/// Paints area elements (shape geometry, glyph outlines, `<text>`, decoration bars) with a `ScenePaint`.
enum SVGPaintServer {
    enum Property {
        case fill, stroke
        var name: StaticString { self == .fill ? "fill" : "stroke" }
        var opacityName: StaticString { self == .fill ? "fill-opacity" : "stroke-opacity" }
    }

    /// True for paints that cannot be an attribute value (angular gradients: wedges, see `paint(…)`).
    static func needsLayer(_ paint: ScenePaint) -> Bool {
        if case .angular = paint { return true }
        return false
    }

    /// The paint as attributes (`#RRGGBB` + opacity, or `url(#gradient)`); nil for an angular
    /// gradient, which needs `layer(…)` instead.
    static func attributes(_ paint: ScenePaint, _ property: Property, definitions: inout SVGDefinitions) -> SVGAttributes? {
        var attributes = SVGAttributes()
        switch paint {
        case .solid(let color):
            return SVGColor.attributes(color, property.name, property.opacityName)
        case .linear(let stops, let start, let end):
            attributes.set(property.name, definitions.reference(to: SVGGradient.linear(stops: stops, start: start, end: end), kind: .gradient))
        case .radial(let stops, let center, let startRadius, let endRadius):
            let gradient = SVGGradient.radial(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
            attributes.set(property.name, definitions.reference(to: gradient, kind: .gradient))
        case .angular:
            return nil
        }
        return attributes
    }

    /// Elements that paint `areas` (filled, or stroked with `stroke`) with `paint`. Solid and gradient
    /// paints go on each area; an angular gradient becomes wedges clipped to the areas (fill) or
    /// masked by their stroke (a stroke is not a clip region in SVG 1.1).
    static func paint(_ areas: [XMLByteElement], with paint: ScenePaint, stroke: StrokeStyle? = nil, evenOdd: Bool = false,
                      bounds: CGRect, definitions: inout SVGDefinitions) -> [XMLByteElement] {
        let property: Property = stroke == nil ? .fill : .stroke
        if let attributes = attributes(paint, property, definitions: &definitions) {
            return areas.map { area in
                var element = area
                if let stroke {
                    element.add(noFill)
                    element.add(attributes)
                    element.add(SVGStrokeAttributes.attributes(stroke))
                } else {
                    element.add(attributes)
                    if evenOdd { element.add(rule("fill-rule")) }
                }
                return element
            }
        }
        guard case .angular(let stops, let center, let startAngle, let endAngle) = paint, !areas.isEmpty else { return [] }
        let wedges = SVGAngularWedges(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
        var group = SVGAttributes()
        if let stroke {
            let outset = SVGStrokeAttributes.outset(stroke)
            let region = SVGRegion.outward(bounds.insetBy(dx: -outset - 1, dy: -outset - 1))
            var mask = SVGAttributes()
            mask.set("maskUnits", "userSpaceOnUse")
            mask.append(SVGRegion.attributes(region))
            let shapes = areas.map { area in
                var element = area
                element.add(noFill)
                element.add(SVGColor.attributes(.white, "stroke", "stroke-opacity"))
                element.add(SVGStrokeAttributes.attributes(stroke))
                return element
            }
            group.set("mask", definitions.reference(to: mask.element("mask", children: shapes), kind: .mask))
            return [group.element("g", children: wedges.elements(covering: region))]
        }
        var clip = SVGAttributes()
        clip.set("clipPathUnits", "userSpaceOnUse")
        let shapes = areas.map { area in
            var element = area
            if evenOdd { element.add(rule("clip-rule")) }
            return element
        }
        group.set("clip-path", definitions.reference(to: clip.element("clipPath", children: shapes), kind: .clip))
        return [group.element("g", children: wedges.elements(covering: bounds))]
    }

    static var noFill: SVGAttributes {
        var attributes = SVGAttributes()
        attributes.set("fill", "none")
        return attributes
    }

    static func rule(_ name: StaticString) -> SVGAttributes {
        var attributes = SVGAttributes()
        attributes.set(name, "evenodd")
        return attributes
    }
}
