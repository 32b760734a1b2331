import Foundation
import GalleryLayout
import StyleKit
import XMLWriter

extension SVGSceneRenderer {
    /// One element with fill and stroke attributes; with an angular paint, a fill layer and a stroke
    /// layer (fill is painted before stroke, as SVG does within one element).
    mutating func render(_ shape: SceneShape) -> [XMLByteElement] {
        guard shape.fill != nil || shape.stroke != nil, let area = SVGGeometry.element(shape.geometry) else { return [] }
        var unshadowed = shape
        unshadowed.shadows = []
        var effectBounds = SceneNode.shape(unshadowed).visualBounds
        if let stroke = shape.stroke {
            let outset = SVGStrokeAttributes.outset(stroke.style)
            effectBounds = effectBounds.union(shape.geometry.bounds.insetBy(dx: -outset, dy: -outset))
        }

        let elements: [XMLByteElement]
        let paints = [shape.fill, shape.stroke?.paint].compactMap { $0 }
        if !paints.contains(where: SVGPaintServer.needsLayer) {
            var element = area
            if let fill = shape.fill, let paint = SVGPaintServer.attributes(fill, .fill, definitions: &definitions) {
                element.add(paint)
                if shape.evenOdd { element.add(SVGPaintServer.rule("fill-rule")) }
            } else {
                element.add(SVGPaintServer.noFill)
            }
            if let stroke = shape.stroke, let paint = SVGPaintServer.attributes(stroke.paint, .stroke, definitions: &definitions) {
                element.add(paint)
                element.add(SVGStrokeAttributes.attributes(stroke.style))
            }
            elements = [element]
        } else {
            var layers: [XMLByteElement] = []
            if let fill = shape.fill {
                layers += SVGPaintServer.paint([area], with: fill, evenOdd: shape.evenOdd,
                                               bounds: shape.geometry.bounds, definitions: &definitions)
            }
            if let stroke = shape.stroke {
                layers += SVGPaintServer.paint([area], with: stroke.paint, stroke: stroke.style,
                                               bounds: shape.geometry.bounds, definitions: &definitions)
            }
            elements = layers
        }
        return applyEffects(opacity: shape.opacity, shadows: shape.shadows, bounds: effectBounds, to: elements)
    }
}
