import Foundation
import GalleryLayout
import StyleKit
import XMLWriter

/// Writes a `Scene` as a standalone, accessible, deterministic SVG 1.1 image (plus the SVG 2 /
/// WAI-ARIA `role` and `aria-*` attributes, and SVG 2's plain `href` on `<use>`, which librsvg 2.54,
/// resvg and Chromium read and the Nu checker accepts), portable to browsers and librsvg 2.54: no CSS,
/// no `<style>`, no `feDropShadow`, no `<foreignObject>`. Drawn elements carry ids named for what drew
/// them (`SVGLayerNames`), which design tools show as layer names; docs/svg-output.md.
public enum SVGWriter {
    /// The document as UTF-8 with an XML declaration, one element per line (text is never re-spaced), written
    /// as it is made (``XMLByteElement``); the first problem met (a character XML does not allow in a title, a
    /// label or a team's SVG file) is thrown.
    public static func bytes(for scene: Scene, options: SVGOptions) throws(XMLError) -> [UInt8] {
        let titleID = options.idPrefix + "-title", descriptionID = options.idPrefix + "-desc"
        let backgroundID = "background"
        var renderer = SVGSceneRenderer(options: options, reserved: [titleID, descriptionID, backgroundID])
        // Room for a few labels' glyphs: growing the table from empty was a third of counting the uses.
        renderer.glyphUses.reserveCapacity(64)
        SVGSceneRenderer.glyphUses(.group(scene.root), options, into: &renderer.glyphUses)
        let content = renderer.render(.group(scene.root))
        let viewBox = SVGViewBox.rect(for: scene, margin: options.margin, canvas: options.canvas)

        var attributes = SVGAttributes()
        attributes.set("xmlns", "http://www.w3.org/2000/svg")
        if renderer.usesXLink { attributes.set("xmlns:xlink", "http://www.w3.org/1999/xlink") }
        attributes.set("version", "1.1")
        attributes.set("width", viewBox.width)
        attributes.set("height", viewBox.height)
        attributes.set("viewBox", SVGNumber.list([viewBox.minX, viewBox.minY, viewBox.width, viewBox.height]))
        attributes.set("role", "img")
        attributes.set("aria-labelledby", titleID + " " + descriptionID)

        var title = SVGAttributes(), description = SVGAttributes()
        title.set("id", titleID)
        description.set("id", descriptionID)
        var children: [XMLByteChild] = [
            .element(XMLByteElement("title", title.list, text: options.title)),
            .element(XMLByteElement("desc", description.list, text: options.description)),
        ]
        let definitions = renderer.definitions.elements
        if !definitions.isEmpty { children.append(.element(XMLByteElement("defs", content: definitions.map { .written($0) }))) }
        if let background = options.background {
            var rect = SVGGeometry.rect(viewBox)
            if options.namesLayers {
                var id = SVGAttributes()
                id.set("id", backgroundID)
                rect.prepend(id.list)
            }
            rect.add(SVGColor.attributes(background, "fill", "fill-opacity"))
            children.append(.element(rect))
        }
        children += content.map { .element($0) }
        let root = XMLByteElement("svg", attributes.list, content: children)
        if let problem = root.problem { throw problem }
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
        bytes.reserveCapacity(4096)
        root.write(depth: 0, into: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// The viewBox `bytes(for:options:)` gives the document (to place overlays over the image).
    public static func viewBox(for scene: Scene, options: SVGOptions) -> CGRect {
        SVGViewBox.rect(for: scene, margin: options.margin, canvas: options.canvas)
    }
}
