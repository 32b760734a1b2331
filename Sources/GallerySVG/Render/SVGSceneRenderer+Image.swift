import Foundation
import GalleryLayout
import StyleKit
import XMLWriter

extension SVGSceneRenderer {
    /// An asset image as an `<image>` that embeds its file (`data:` URL, so the SVG stays standalone),
    /// stretched over its frame as SwiftUI draws it — or, for an SVG file that means the same inline, a `<use>`
    /// of a `<symbol>` of its drawing (``SVGInlineImage``). A template image is the same `<image>` used as an alpha
    /// mask over its frame filled with the foreground paint, which is how SwiftUI tints it.
    mutating func render(_ image: SceneImage) -> [XMLByteElement] {
        guard image.frame.width > 0, image.frame.height > 0 else { return [] }
        if let paint = image.templatePaint {
            var plain = image
            plain.templatePaint = nil
            plain.opacity = 1
            plain.shadows = []
            let fill = SceneShape(geometry: .rect(image.frame), fill: paint, role: "template image \(image.name)")
            return render(SceneGroup(opacity: image.opacity, shadows: image.shadows, mask: SceneMask(children: [.image(plain)]),
                                     children: [.shape(fill)], role: "image \(image.name)"))
        }
        var frame = SVGAttributes()
        frame.set("x", image.frame.minX)
        frame.set("y", image.frame.minY)
        frame.set("width", image.frame.width)
        frame.set("height", image.frame.height)
        var attributes = SVGAttributes()
        var symbolUsesXLink = false
        if image.image.format == .svg,
           let id = definitions.imageID(for: image.data, make: { id in
               let symbol = SVGInlineImage.symbol(image.data, id: id, size: image.image.size)
               symbolUsesXLink = symbol.map(SVGInlineImage.usesXLink) ?? false
               return symbol
           }) {
            if symbolUsesXLink { usesXLink = true }
            attributes.set("href", "#" + id)
            attributes.append(frame)
            return applyEffects(opacity: image.opacity, shadows: image.shadows, bounds: image.frame, to: [attributes.element("use")])
        }
        usesXLink = true
        attributes.append(frame)
        attributes.set("preserveAspectRatio", "none")
        attributes.set("xlink:href", "data:\(image.mediaType);base64,\(image.data.base64EncodedString())")
        return applyEffects(opacity: image.opacity, shadows: image.shadows, bounds: image.frame, to: [attributes.element("image")])
    }
}
