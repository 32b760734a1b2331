import Foundation
import GalleryLayout
import XMLWriter

/// Scene geometry as the SVG basic shape that draws it exactly, without paint attributes.
enum SVGGeometry {
    /// nil for an empty path (nothing to draw).
    static func element(_ geometry: SceneGeometry) -> XMLByteElement? {
        var attributes = SVGAttributes()
        switch geometry {
        case .rect(let rect):
            rectAttributes(rect.standardized, into: &attributes)
            return attributes.element("rect")
        case .roundedRect(let rect, let rx, let ry):
            rectAttributes(rect.standardized, into: &attributes)
            attributes.set("rx", max(rx, 0))
            // An absent `ry` is `rx` (SVG 1.1 §9.2).
            if SVGNumber.format(max(ry, 0)) != SVGNumber.format(max(rx, 0)) { attributes.set("ry", max(ry, 0)) }
            return attributes.element("rect")
        case .ellipse(let rect):
            let r = rect.standardized
            attributes.set("cx", r.midX)
            attributes.set("cy", r.midY)
            if SVGNumber.format(r.width) == SVGNumber.format(r.height) {
                attributes.set("r", r.width / 2)
                return attributes.element("circle")
            }
            attributes.set("rx", r.width / 2)
            attributes.set("ry", r.height / 2)
            return attributes.element("ellipse")
        case .path(let path):
            guard !path.isEmpty else { return nil }
            attributes.set("d", SVGPathData.string(path))
            return attributes.element("path")
        }
    }

    static func rect(_ rect: CGRect) -> XMLByteElement {
        var attributes = SVGAttributes()
        rectAttributes(rect.standardized, into: &attributes)
        return attributes.element("rect")
    }

    private static func rectAttributes(_ rect: CGRect, into attributes: inout SVGAttributes) {
        attributes.set("x", rect.minX)
        attributes.set("y", rect.minY)
        attributes.set("width", rect.width)
        attributes.set("height", rect.height)
    }
}
