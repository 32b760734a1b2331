import Foundation
import GalleryLayout
import StyleKit
import XMLWriter

extension SVGSceneRenderer {
    /// `.outlines`: the glyph outlines as one `<path>` inside `<g role="img" aria-label="…">`. ARIA
    /// attributes are allowed on `<g>` (SVG 2 §5.1 / SVG-AAM, WAI-ARIA Graphics), not on `<path>` for
    /// SVG 1.1 validators; `role="img"` is the role that takes its name from `aria-label`.
    /// `.text` (or no outlines available): a `<text>` element, accessible as it is.
    /// Underline and strikethrough are bars in both modes.
    mutating func render(_ text: SceneText) -> [XMLElement] {
        var areas: [XMLElement] = []
        var wrapper = SVGAttributes()
        var bounds: CGRect
        if options.textMode == .outlines, !text.outline.isEmpty {
            var path = SVGAttributes()
            path.set("d", SVGPathData.string(text.outline))
            areas.append(path.element("path"))
            if !text.string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                wrapper.set("role", "img")
                wrapper.set("aria-label", text.string)
            }
            var unshadowed = text
            unshadowed.shadows = []
            bounds = SceneNode.text(unshadowed).visualBounds
        } else {
            areas.append(textElement(text))
            // The renderer's font may overhang the measured line box: a quarter em of slack.
            bounds = text.frame.insetBy(dx: -text.font.size / 4, dy: -text.font.size / 4)
        }
        // Bars without a color of their own are painted with the glyphs; colored ones after them.
        let bars = SVGTextDecoration.bars(text)
        areas += bars.filter { $0.paint == nil }.map { SVGGeometry.rect($0.rect) }
        var painted = SVGPaintServer.paint(areas, with: text.paint, bounds: bounds, definitions: &definitions)
        for bar in bars {
            guard let paint = bar.paint else { continue }
            painted += SVGPaintServer.paint([SVGGeometry.rect(bar.rect)], with: paint, bounds: bar.rect, definitions: &definitions)
        }
        return applyEffects(opacity: text.opacity, shadows: text.shadows, bounds: bounds, to: painted, wrapper: wrapper)
    }

    /// `<text x y font-family font-size font-weight [font-style]>string</text>` at the baseline start.
    private func textElement(_ text: SceneText) -> XMLElement {
        var attributes = SVGAttributes()
        attributes.set("x", text.origin.x)
        attributes.set("y", text.origin.y)
        attributes.set("font-family", SVGFontStack.value(text.font, fallbacks: text.faces.map(\.family)))
        attributes.set("font-size", text.font.size)
        attributes.set("font-weight", String(min(max(text.font.weight, 1), 1000)))
        if text.font.italic { attributes.set("font-style", "italic") }
        if text.tracking != 0 { attributes.set("letter-spacing", text.tracking) }
        return XMLElement("text", attributes: attributes.list, children: [.text(text.string)])
    }
}
