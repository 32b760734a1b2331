import Foundation
import GalleryLayout
import StyleKit
import XMLWriter

extension SVGSceneRenderer {
    /// `.outlines`: the glyphs inside `<g role="img" aria-label="…">` — placed `<use>`s of outlines
    /// defined once per document when the paint is a solid colour (`glyphRun`), else the whole outline as
    /// one `<path>`. ARIA attributes are allowed on `<g>` (SVG 2 §5.1 / SVG-AAM, WAI-ARIA Graphics), not on
    /// `<path>` for SVG 1.1 validators; `role="img"` is the role that takes its name from `aria-label`.
    /// `.text` (or no outlines available): a `<text>` element, accessible as it is.
    /// Underline and strikethrough are bars in both modes.
    mutating func render(_ text: SceneText) -> [XMLByteElement] {
        if options.textMode == .outlines, !text.glyphs.isEmpty, case .solid(let color) = text.paint {
            return glyphRun(text, color: color)
        }
        var areas: [XMLByteElement] = []
        var wrapper = SVGAttributes()
        var bounds: CGRect
        if options.textMode == .outlines, !text.outline.isEmpty {
            var path = SVGAttributes()
            path.set("d", SVGPathData.string(text.outline))
            areas.append(path.element("path"))
            wrapper = Self.accessibleName(text)
            bounds = Self.inkBounds(text)
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

    /// True when `text` is written by `glyphRun` (outlines of a solid colour).
    static func writesGlyphRun(_ text: SceneText, _ options: SVGOptions) -> Bool {
        guard options.textMode == .outlines, !text.glyphs.isEmpty, case .solid = text.paint else { return false }
        return true
    }

    /// How often each glyph outline is drawn by glyph runs in `node` (masks included).
    static func glyphUses(_ node: SceneNode, _ options: SVGOptions, into uses: inout [GlyphOutline: GlyphUse]) {
        switch node {
        case .group(let group):
            for child in group.children { glyphUses(child, options, into: &uses) }
            for child in group.mask?.children ?? [] { glyphUses(child, options, into: &uses) }
        case .text(let text):
            guard writesGlyphRun(text, options) else { return }
            for glyph in text.glyphs { uses[GlyphOutline(glyph), default: GlyphUse()].count += 1 }
        case .shape, .image:
            return
        }
    }

    /// Solid-colour text as outlines, in a group that `matrix(0.025 0 0 0.025 x y)` maps from whole steps
    /// of 1/40 pt (`SVGPathData.Grid.textUnits`) to the line's origin. A glyph outline drawn more than once
    /// in the document is a `<path>` in `<defs>` (relative to its pen position), once, placed with
    /// `<use href x y>` (x and y relative to the line's origin, left out when 0); the glyphs drawn once are
    /// one `<path>` together.
    ///
    /// The colour is set on the group and inherited; a gradient would be resolved in each use's own
    /// coordinates, which is why gradient text keeps the one-path form. The colour's alpha is a group
    /// opacity, so overlapping glyphs are painted once where they overlap, as they are in one path. With
    /// decoration bars or shadows, the glyphs go in an inner group (which carries the scale and the alpha)
    /// so that bars, shadow filter regions and colours keep the document's coordinates.
    private mutating func glyphRun(_ text: SceneText, color: RGBA) -> [XMLByteElement] {
        let grid = SVGPathData.Grid.textUnits
        let origin = grid.snap(text.origin)
        var once: [(path: Path, offset: SVGPathData.GridPoint)] = []
        var uses: [XMLByteElement] = []
        for glyph in text.glyphs {
            let pen = grid.snap(glyph.position) - origin
            guard let index = glyphUses.index(forKey: GlyphOutline(glyph)), glyphUses.values[index].count > 1 else {
                once.append((glyph.outline, pen))
                continue
            }
            // The definition's path data is written and looked up once per outline, not once per use.
            let id: String
            if let known = glyphUses.values[index].definition {
                id = known
            } else {
                var outline = SVGAttributes()
                outline.set("d", SVGPathData.string([(glyph.outline, .zero)], grid: grid))
                id = definitions.id(for: outline.element("path"), kind: .glyph)
                glyphUses.values[index].definition = id
            }
            var use = SVGAttributes()
            use.set("href", "#" + id)
            if pen.x != 0 { use.set("x", grid.number(pen.x)) }
            if pen.y != 0 { use.set("y", grid.number(pen.y)) }
            uses.append(use.element("use"))
        }
        var glyphs: [XMLByteElement] = []
        if !once.isEmpty {
            var path = SVGAttributes()
            path.set("d", SVGPathData.string(once, grid: grid))
            glyphs.append(path.element("path"))
        }
        glyphs += uses

        var line = SVGAttributes()
        line.set("transform", SVGTransform.matrix(CGAffineTransform(a: grid.step, b: 0, c: 0, d: grid.step,
                                                                    tx: Double(origin.x) * grid.step, ty: Double(origin.y) * grid.step)))
        var wrapper = Self.accessibleName(text)
        wrapper.set("fill", SVGColor.hex(color))
        let bars = SVGTextDecoration.bars(text)
        if bars.isEmpty, text.shadows.isEmpty {
            wrapper.append(line)
            wrapper.setOpacity("opacity", text.opacity * color.alpha)
            return [wrapper.element("g", children: glyphs)]
        }
        line.setOpacity("opacity", color.alpha)
        var children = [line.element("g", children: glyphs)]
        // Bars without a colour of their own in the text's colour (each painted on its own, as in the
        // one-path form), coloured ones after them.
        for bar in bars where bar.paint == nil {
            var rect = SVGGeometry.rect(bar.rect)
            var alpha = SVGAttributes()
            alpha.setOpacity("fill-opacity", color.alpha)
            rect.add(alpha)
            children.append(rect)
        }
        for bar in bars {
            guard let paint = bar.paint else { continue }
            children += SVGPaintServer.paint([SVGGeometry.rect(bar.rect)], with: paint, bounds: bar.rect, definitions: &definitions)
        }
        return applyEffects(opacity: text.opacity, shadows: text.shadows, bounds: Self.inkBounds(text), to: children, wrapper: wrapper)
    }

    /// `role="img"` and the string as `aria-label`, unless the string is blank (nothing to name).
    private static func accessibleName(_ text: SceneText) -> SVGAttributes {
        var attributes = SVGAttributes()
        if !text.isBlank {
            attributes.set("role", "img")
            attributes.set("aria-label", text.string)
        }
        return attributes
    }

    /// What the glyphs cover, shadows left out (the region shadow filters start from).
    private static func inkBounds(_ text: SceneText) -> CGRect {
        var unshadowed = text
        unshadowed.shadows = []
        return SceneNode.text(unshadowed).visualBounds
    }

    /// `<text x y font-family font-size font-weight [font-style]>string</text>` at the baseline start. A line
    /// laid out right to left says `direction="rtl"`, so that the renderer orders it as the layout did, and
    /// its start (where `x` anchors it) is then its right end (docs/right-to-left.md).
    private func textElement(_ text: SceneText) -> XMLByteElement {
        var attributes = SVGAttributes()
        let rightToLeft = text.direction == .rightToLeft
        attributes.set("x", rightToLeft ? text.origin.x + text.width : text.origin.x)
        attributes.set("y", text.origin.y)
        if rightToLeft { attributes.set("direction", "rtl") }
        attributes.set("font-family", SVGFontStack.value(text.font, fallbacks: text.faces.map(\.family)))
        attributes.set("font-size", text.font.size)
        attributes.set("font-weight", String(min(max(text.font.weight, 1), 1000)))
        if text.font.italic { attributes.set("font-style", "italic") }
        if text.tracking != 0 { attributes.set("letter-spacing", text.tracking) }
        return XMLByteElement("text", attributes.list, text: text.string)
    }
}
