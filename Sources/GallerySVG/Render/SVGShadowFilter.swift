import Fonts
import Foundation
import GalleryLayout
import StyleKit
import XMLWriter

/// The shadows of one node as one `<filter>` built from SVG 1.1 primitives: librsvg drops
/// `feDropShadow` (SVG 2), so each drop shadow is blur → offset → flood → composite-in, and `feMerge`
/// stacks the drop shadows in order under the source graphic. An inner shadow (`ShadowStyle.inner`) is
/// the shadow colour outside the shape (flood → composite-out), blurred, offset and cut back to the
/// shape (composite-in), merged over the source graphic.
///
/// SwiftUI radius r → `stdDeviation` r (reference §4.2). `color-interpolation-filters="sRGB"`:
/// the default linearRGB makes renderers disagree on the shadow colour (reference §4).
enum SVGShadowFilter {
    /// Blur reach used for the filter region: 3σ holds 99.7 % of a Gaussian (as `Scene.visualBounds`).
    static let sigmaReach: CGFloat = 3

    /// The filter without its region, and the region it needs (user space, whole points); nil when there
    /// is nothing to shadow. Filters that differ only in their region are one definition
    /// (`SVGDefinitions.regionalReference`).
    static func filter(_ shadows: [SceneShadow], bounds: CGRect) -> (body: XMLWrittenElement, region: CGRect)? {
        guard !shadows.isEmpty, !bounds.isNull, !bounds.isInfinite else { return nil }
        var region = bounds
        for shadow in shadows {
            let reach = max(shadow.radius, 0) * sigmaReach
            region = region.union(bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -reach, dy: -reach))
            // An inner shadow is made from the colour around the shape, `offset` away on the other side.
            if shadow.isInner {
                region = region.union(bounds.offsetBy(dx: -shadow.offset.width, dy: -shadow.offset.height).insetBy(dx: -reach, dy: -reach))
            }
        }
        // One extra point so anti-aliased edges of the source are never cut by the region.
        region = SVGRegion.outward(region.insetBy(dx: -1, dy: -1))
        return (bodies.value(for: shadows) { XMLWrittenElement(body(shadows), depth: SVGDefinitions.depth) }, region)
    }

    /// Filter bodies made in this process, by their shadows (a body depends on nothing else, and the same few
    /// shadows recur in every state and theme of a component; making one was 3 % of a cold build). A gallery
    /// has a few dozen different shadows.
    private static let bodies = BoundedCache<[SceneShadow], XMLWrittenElement>(capacity: 256)

    /// The `<filter>` of `shadows`, without id and region. A tree of ``XMLElement``s, made once per shadow list
    /// (``implicitInputs(_:)`` reads and drops its primitives' attributes), written once at the definitions' depth.
    static func body(_ shadows: [SceneShadow]) -> XMLElement {
        var primitives: [XMLElement] = []
        var below: [XMLElement] = [], above: [XMLElement] = []
        for (index, shadow) in shadows.enumerated() {
            let n = index + 1
            primitives += shadow.isInner ? innerPrimitives(shadow, n) : dropPrimitives(shadow, n)
            let node = element("feMergeNode", [("in", "s\(n)")])
            if shadow.isInner { above.append(node) } else { below.append(node) }
        }
        primitives.append(element("feMerge", [], children: below + [element("feMergeNode", [("in", "SourceGraphic")])] + above))
        return element("filter", [("filterUnits", "userSpaceOnUse"), ("color-interpolation-filters", "sRGB")],
                       children: implicitInputs(primitives))
    }

    private static func element(_ name: String, _ attributes: [(String, String)], children: [XMLElement] = []) -> XMLElement {
        XMLElement(name, attributes: attributes.map { XMLAttribute($0.0, $0.1) }, children: children.map { .element($0) })
    }

    /// `flood-color` and `flood-opacity` (when below 1) of a shadow's colour.
    private static func flood(_ color: RGBA) -> [(String, String)] {
        [("flood-color", SVGColor.hex(color))] + (SVGColor.opacity(color.alpha).map { [("flood-opacity", $0)] } ?? [])
    }

    /// The primitives without the inputs and results they do not need to name: a primitive after the first
    /// without `in` takes the previous one's result (Filter Effects 1 §9.3), so an `in` naming exactly that is
    /// left out, and then a `result` that nothing names.
    static func implicitInputs(_ primitives: [XMLElement]) -> [XMLElement] {
        var trimmed = primitives
        for index in trimmed.indices.dropFirst() {
            guard let previous = trimmed[index - 1][attribute: "result"], trimmed[index][attribute: "in"] == previous else { continue }
            trimmed[index].attributes.removeAll { $0.name == "in" }
        }
        func inputs(_ element: XMLElement) -> [String] {
            element.attributes.filter { $0.name == "in" || $0.name == "in2" }.map(\.value)
                + element.children.flatMap { child -> [String] in if case .element(let e) = child { inputs(e) } else { [] } }
        }
        let named = Set(trimmed.flatMap(inputs))
        for index in trimmed.indices {
            if let result = trimmed[index][attribute: "result"], !named.contains(result) {
                trimmed[index].attributes.removeAll { $0.name == "result" }
            }
        }
        return trimmed
    }

    /// Blur of the source alpha (skipped at radius 0: stdDeviation 0 disables feGaussianBlur, which some
    /// renderers draw as nothing), offset, flooded with the colour.
    private static func dropPrimitives(_ shadow: SceneShadow, _ n: Int) -> [XMLElement] {
        var primitives: [XMLElement] = []
        var offsetInput = "SourceAlpha"
        if let blur = blur("SourceAlpha", shadow, n) {
            primitives.append(blur)
            offsetInput = "b\(n)"
        }
        primitives.append(offset(offsetInput, shadow, n))
        primitives.append(element("feFlood", flood(shadow.color) + [("result", "c\(n)")]))
        primitives.append(composite("c\(n)", "o\(n)", "in", result: "s\(n)"))
        return primitives
    }

    /// The colour everywhere outside the shape, blurred, offset and kept only inside the shape.
    private static func innerPrimitives(_ shadow: SceneShadow, _ n: Int) -> [XMLElement] {
        var primitives = [element("feFlood", flood(shadow.color) + [("result", "c\(n)")]),
                          composite("c\(n)", "SourceAlpha", "out", result: "i\(n)")]
        var offsetInput = "i\(n)"
        if let blur = blur("i\(n)", shadow, n) {
            primitives.append(blur)
            offsetInput = "b\(n)"
        }
        primitives.append(offset(offsetInput, shadow, n))
        primitives.append(composite("o\(n)", "SourceAlpha", "in", result: "s\(n)"))
        return primitives
    }

    private static func blur(_ input: String, _ shadow: SceneShadow, _ n: Int) -> XMLElement? {
        guard SVGNumber.format(shadow.radius) != "0", shadow.radius > 0 else { return nil }
        return element("feGaussianBlur", [("in", input), ("stdDeviation", SVGNumber.format(shadow.radius)), ("result", "b\(n)")])
    }

    private static func offset(_ input: String, _ shadow: SceneShadow, _ n: Int) -> XMLElement {
        var attributes = [("in", input)]
        // 0 is the default of both.
        let dx = SVGNumber.format(shadow.offset.width), dy = SVGNumber.format(shadow.offset.height)
        if dx != "0" { attributes.append(("dx", dx)) }
        if dy != "0" { attributes.append(("dy", dy)) }
        attributes.append(("result", "o\(n)"))
        return element("feOffset", attributes)
    }

    private static func composite(_ input: String, _ input2: String, _ op: String, result: String) -> XMLElement {
        element("feComposite", [("in", input), ("in2", input2), ("operator", op), ("result", result)])
    }
}
