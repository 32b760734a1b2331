import Foundation
import GalleryLayout
import StyleKit
import XMLWriter

/// Walks a scene depth-first, back to front, turning nodes into SVG elements and collecting the
/// definitions they use (first use = document order, so ids are deterministic).
struct SVGSceneRenderer {
    /// A glyph outline as a dictionary key: hashed by its length and ends (hashing every point of every glyph
    /// cost more than drawing them), compared whole.
    struct GlyphOutline: Hashable {
        let path: Path
        /// `path.digest`, which the glyph keeps.
        let digest: UInt64
        init(_ glyph: SceneGlyph) { path = glyph.outline; digest = glyph.outlineDigest }
        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
        static func == (a: GlyphOutline, b: GlyphOutline) -> Bool { a.digest == b.digest && a.path == b.path }
    }

    /// A glyph outline's uses in one document.
    struct GlyphUse {
        var count = 0
        /// Its `<path>` in `<defs>`, once a run has drawn it (outlines drawn once have none).
        var definition: String?
    }

    let options: SVGOptions
    var definitions: SVGDefinitions
    /// Set once an element uses `xlink:href` (an embedded image): the root then declares the namespace.
    var usesXLink = false
    /// How often each glyph outline is drawn in the document, and the id of its definition once written
    /// (see `glyphRun`).
    var glyphUses: [GlyphOutline: GlyphUse] = [:]
    /// The layer names given so far.
    var names: SVGLayerNames
    /// False while rendering the content of a definition (a mask), which is not a layer and may be shared.
    var namesLayers: Bool

    /// `reserved`: ids the document has besides definitions and layers.
    init(options: SVGOptions, reserved: [String]) {
        self.options = options
        definitions = SVGDefinitions(prefix: options.idPrefix)
        names = SVGLayerNames(prefix: options.idPrefix, reserved: reserved)
        namesLayers = options.namesLayers
    }

    /// The node's elements, named as a layer for what the node draws (a plain group only passes its
    /// children through, so it is no layer of its own — unless it stands for a container view).
    mutating func render(_ node: SceneNode) -> [XMLByteElement] {
        let elements: [XMLByteElement]
        switch node {
        case .group(let group):
            elements = render(group)
            // A container view (HStack, VStack, ZStack) holding several layers is a layer of its own.
            if group.isView, elements.count > 1 { return layer(elements, named: SVGLayerNames.candidate(for: node)) }
            if group.isPlain { return elements }
        case .shape(let shape): elements = render(shape)
        case .text(let text): elements = render(text)
        case .image(let image): elements = render(image)
        }
        return layer(elements, named: SVGLayerNames.candidate(for: node), label: SVGLayerNames.label(for: node))
    }

    /// `elements` under one `id`: on the element itself when there is one, else on a `<g>` holding them
    /// (which has no effect of its own, so the pixels stay the same). `label`, when given, is the layer's
    /// name as people wrote it (`data-name`, which design tools show where an id must be a slug).
    mutating func layer(_ elements: [XMLByteElement], named candidate: String, label: String? = nil) -> [XMLByteElement] {
        guard namesLayers, !elements.isEmpty else { return elements }
        var attributes = SVGAttributes()
        attributes.set("id", names.unique(candidate))
        if let label { attributes.set("data-name", label) }
        if elements.count == 1 {
            var element = elements[0]
            element.prepend(attributes.list)
            return [element]
        }
        return [attributes.element("g", children: elements)]
    }

    /// A plain group adds nothing, so its children are written in place. Otherwise one `<g>` carries
    /// transform, opacity and shadow filter. The clip goes on an inner `<g>` when there are shadows:
    /// SVG applies the filter before the clip (SVG 1.1 §15.2 / CSS Masking), which would cut off the
    /// shadow, while the scene clips the children and then shadows the clipped result.
    mutating func render(_ group: SceneGroup) -> [XMLByteElement] {
        var children: [XMLByteElement] = []
        for child in group.children { children += render(child) }
        if group.isPlain { return children }

        var outer = SVGAttributes()
        if !group.transform.isIdentity { outer.set("transform", SVGTransform.matrix(group.transform)) }
        outer.setOpacity("opacity", group.opacity)
        let content = SceneGroup(clip: group.clip, mask: group.mask, children: group.children).visualBounds
        let filter = SVGShadowFilter.filter(group.shadows, bounds: content)
        var clipReference: String?
        if let clip = group.clip {
            // An empty clip path lets nothing through.
            guard let shape = SVGGeometry.element(clip.geometry) else { return [] }
            clipReference = clipPath(shape, evenOdd: clip.evenOdd)
        }
        var maskReference: String?
        if let mask = group.mask {
            // A mask that draws nothing lets nothing through.
            guard let reference = alphaMask(mask) else { return [] }
            maskReference = reference
        }
        var clipping = SVGAttributes()
        if let clipReference { clipping.set("clip-path", clipReference) }
        if let maskReference { clipping.set("mask", maskReference) }
        if let filter {
            outer.set("filter", definitions.regionalReference(to: filter.body, region: filter.region))
            if !clipping.isEmpty { children = [clipping.element("g", children: children)] }
        } else {
            outer.append(clipping)
        }
        return [outer.element("g", children: children)]
    }

    /// `url(#…)` of a `userSpaceOnUse` mask that lets through the *opacity* of what `mask` draws, as
    /// SwiftUI's `.mask` does: SVG 1.1 masks by luminance, so the content goes through a color matrix that
    /// makes every pixel white and keeps its alpha (luminance of white × alpha = alpha). Nil when the mask
    /// draws nothing.
    mutating func alphaMask(_ mask: SceneMask) -> String? {
        let bounds = mask.bounds
        guard !bounds.isNull, !bounds.isEmpty else { return nil }
        let region = SVGRegion.outward(bounds.insetBy(dx: -1, dy: -1))
        var content: [XMLByteElement] = []
        let naming = namesLayers
        namesLayers = false
        for child in mask.children { content += render(child) }
        namesLayers = naming
        var matrix = SVGAttributes()
        matrix.set("type", "matrix")
        matrix.set("values", "0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0")
        var filter = SVGAttributes()
        filter.set("filterUnits", "userSpaceOnUse")
        filter.append(SVGRegion.attributes(region))
        filter.set("color-interpolation-filters", "sRGB")
        var whitened = SVGAttributes()
        whitened.set("filter", definitions.reference(to: filter.element("filter", children: [matrix.element("feColorMatrix")]), kind: .filter))
        var element = SVGAttributes()
        element.set("maskUnits", "userSpaceOnUse")
        element.append(SVGRegion.attributes(region))
        return definitions.reference(to: element.element("mask", children: [whitened.element("g", children: content)]), kind: .mask)
    }

    /// `url(#…)` of a `userSpaceOnUse` clip path holding `shape`.
    mutating func clipPath(_ shape: XMLByteElement, evenOdd: Bool) -> String {
        var element = shape
        if evenOdd {
            var rule = SVGAttributes()
            rule.set("clip-rule", "evenodd")
            element.add(rule)
        }
        var clip = SVGAttributes()
        clip.set("clipPathUnits", "userSpaceOnUse")
        return definitions.reference(to: clip.element("clipPath", children: [element]), kind: .clip)
    }

    /// Leaf opacity and shadows: on the element itself when there is one, else on a wrapping `<g>`.
    mutating func applyEffects(opacity: Double, shadows: [SceneShadow], bounds: CGRect,
                               to elements: [XMLByteElement], wrapper: SVGAttributes = SVGAttributes()) -> [XMLByteElement] {
        var effects = SVGAttributes()
        effects.setOpacity("opacity", opacity)
        if let filter = SVGShadowFilter.filter(shadows, bounds: bounds) {
            effects.set("filter", definitions.regionalReference(to: filter.body, region: filter.region))
        }
        if wrapper.isEmpty, elements.count == 1, !elements[0].isNamed("g") || effects.isEmpty {
            var element = elements[0]
            element.add(effects)
            return [element]
        }
        if wrapper.isEmpty, effects.isEmpty { return elements }
        var attributes = wrapper
        attributes.append(effects)
        return [attributes.element("g", children: elements)]
    }
}
