import Foundation
import GalleryLayout
import StyleKit
import XMLWriter

/// Walks a scene depth-first, back to front, turning nodes into SVG elements and collecting the
/// definitions they use (first use = document order, so ids are deterministic).
struct SVGSceneRenderer {
    let options: SVGOptions
    var definitions: SVGDefinitions

    init(options: SVGOptions) {
        self.options = options
        definitions = SVGDefinitions(prefix: options.idPrefix)
    }

    mutating func render(_ node: SceneNode) -> [XMLElement] {
        switch node {
        case .group(let group): return render(group)
        case .shape(let shape): return render(shape)
        case .text(let text): return render(text)
        }
    }

    /// A plain group adds nothing, so its children are written in place. Otherwise one `<g>` carries
    /// transform, opacity and shadow filter. The clip goes on an inner `<g>` when there are shadows:
    /// SVG applies the filter before the clip (SVG 1.1 §15.2 / CSS Masking), which would cut off the
    /// shadow, while the scene clips the children and then shadows the clipped result.
    mutating func render(_ group: SceneGroup) -> [XMLElement] {
        var children: [XMLElement] = []
        for child in group.children { children += render(child) }
        if group.isPlain { return children }

        var outer = SVGAttributes()
        if !group.transform.isIdentity { outer.set("transform", SVGTransform.matrix(group.transform)) }
        outer.setOpacity("opacity", group.opacity)
        let content = SceneGroup(clip: group.clip, children: group.children).visualBounds
        let filter = SVGShadowFilter.element(group.shadows, bounds: content)
        var clipReference: String?
        if let clip = group.clip {
            // An empty clip path lets nothing through.
            guard let shape = SVGGeometry.element(clip.geometry) else { return [] }
            clipReference = clipPath(shape, evenOdd: clip.evenOdd)
        }
        if let filter {
            outer.set("filter", definitions.reference(to: filter, kind: .filter))
            if let clipReference {
                var inner = SVGAttributes()
                inner.set("clip-path", clipReference)
                children = [inner.element("g", children: children)]
            }
        } else if let clipReference {
            outer.set("clip-path", clipReference)
        }
        return [outer.element("g", children: children)]
    }

    /// `url(#…)` of a `userSpaceOnUse` clip path holding `shape`.
    mutating func clipPath(_ shape: XMLElement, evenOdd: Bool) -> String {
        var element = shape
        if evenOdd { element.set("clip-rule", "evenodd") }
        var clip = SVGAttributes()
        clip.set("clipPathUnits", "userSpaceOnUse")
        return definitions.reference(to: clip.element("clipPath", children: [element]), kind: .clip)
    }

    /// Leaf opacity and shadows: on the element itself when there is one, else on a wrapping `<g>`.
    mutating func applyEffects(opacity: Double, shadows: [SceneShadow], bounds: CGRect,
                               to elements: [XMLElement], wrapper: SVGAttributes = SVGAttributes()) -> [XMLElement] {
        var effects = SVGAttributes()
        effects.setOpacity("opacity", opacity)
        if let filter = SVGShadowFilter.element(shadows, bounds: bounds) {
            effects.set("filter", definitions.reference(to: filter, kind: .filter))
        }
        if wrapper.list.isEmpty, elements.count == 1, elements[0].name != "g" || effects.list.isEmpty {
            var element = elements[0]
            element.add(effects)
            return [element]
        }
        if wrapper.list.isEmpty, effects.list.isEmpty { return elements }
        var attributes = wrapper
        attributes.append(effects)
        return [attributes.element("g", children: elements)]
    }
}
