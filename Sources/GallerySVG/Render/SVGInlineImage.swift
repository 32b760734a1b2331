import Foundation
import XMLWriter

/// An asset catalog's SVG file as a `<symbol>` of the render's own definitions, drawn with `<use>`, instead of
/// an `<image>` that embeds the file: every renderer then draws it as vectors at the size it is shown
/// (librsvg rasterises an embedded SVG at the file's own size and scales the pixels, so a 24 pt icon drawn at
/// 75 pt came out blurred), and design tools import it as editable layers.
///
/// Only files that mean the same inline as on their own are taken in: shapes, groups, gradients, clips,
/// masks, patterns, markers, filters of SVG 1.1, `use` and embedded raster images, in the SVG namespace,
/// with presentation attributes (a `style` attribute's declarations become presentation attributes, so the
/// render stays free of CSS, as `SVGWriter` promises). A file with a stylesheet (its rules would reach the
/// whole render), text (set in the viewer's fonts), animation, links, blending with what lies under it,
/// `overflow` (an `<image>` clips to its frame whatever the file says), `!important`, or anything outside
/// those lists stays an `<image>` (``symbol(_:id:size:)`` returns nil). Inner ids are prefixed with the
/// symbol's, so two files — or a file and the render — never share an id; references to them
/// (`href="#…"`, `url(#…)`) follow. The file was sanitised when the catalog was read (`SVGSanitizer`).
enum SVGInlineImage {
    static let drawingElements: Set<String> = [
        "g", "defs", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "linearGradient", "radialGradient",
        "stop", "clipPath", "mask", "use", "symbol", "svg", "pattern", "marker", "image", "filter",
        "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feFlood", "feFuncA", "feFuncB",
        "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode", "feMorphology", "feOffset", "feTile",
    ]
    /// Dropped with their content: they draw nothing.
    static let descriptiveElements: Set<String> = ["title", "desc", "metadata"]
    /// The root's attributes that the `<symbol>` does not take over (it gets its own id, viewBox and sizing).
    static let rootOnlyAttributes: Set<String> = ["id", "x", "y", "width", "height", "viewBox", "preserveAspectRatio",
                                                  "version", "baseProfile", "class", "zoomAndPan", "contentScriptType",
                                                  "contentStyleType", "enable-background"]
    /// Attributes that would draw differently inline than in an `<image>` (SVG 2 blending, and the root's
    /// overflow, which an `<image>` ignores): a file that sets one stays an `<image>`.
    static let isolatedAttributes: Set<String> = ["mix-blend-mode", "isolation", "overflow", "clip"]
    /// SVG 1.1's presentation attributes: what a `style` declaration may be turned into.
    static let presentationAttributes: Set<String> = [
        "alignment-baseline", "baseline-shift", "clip-path", "clip-rule", "color", "color-interpolation",
        "color-interpolation-filters", "color-profile", "color-rendering", "cursor", "direction", "display",
        "dominant-baseline", "fill", "fill-opacity", "fill-rule", "filter", "flood-color", "flood-opacity",
        "font-family", "font-size", "font-size-adjust", "font-stretch", "font-style", "font-variant", "font-weight",
        "glyph-orientation-horizontal", "glyph-orientation-vertical", "image-rendering", "kerning", "letter-spacing",
        "lighting-color", "marker-end", "marker-mid", "marker-start", "mask", "opacity", "pointer-events",
        "shape-rendering", "stop-color", "stop-opacity", "stroke", "stroke-dasharray", "stroke-dashoffset",
        "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-opacity", "stroke-width", "text-anchor",
        "text-decoration", "text-rendering", "unicode-bidi", "visibility", "word-spacing", "writing-mode",
    ]
    static let svgNamespace = "http://www.w3.org/2000/svg", xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// The `<symbol id="id">` drawing `data` (an SVG file of `size` points) stretched over any `<use>` box, or
    /// nil when the file cannot be drawn inline the same as on its own.
    static func symbol(_ data: Data, id: String, size: CGSize) -> XMLElement? {
        guard let root = try? XMLDocumentReader.parse([UInt8](data), fileName: "image"), root.name == "svg",
              root[attribute: "xmlns"] == svgNamespace else { return nil }
        let viewBox: String
        if let box = root[attribute: "viewBox"] {
            let numbers = box.split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
            guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
            // A viewBox of another shape than the file's width and height is fitted into them first; a <symbol>
            // stretched to the frame would not draw that, so such a file stays an <image>.
            if size.width > 0, size.height > 0, abs(numbers[2] / numbers[3] - Double(size.width / size.height)) > 1e-3 * numbers[2] / numbers[3] {
                return nil
            }
            viewBox = numbers.map { SVGNumber.format($0) }.joined(separator: " ")
        } else {
            guard size.width > 0, size.height > 0 else { return nil }
            viewBox = "0 0 \(SVGNumber.format(size.width)) \(SVGNumber.format(size.height))"
        }
        var own = root
        own.attributes.removeAll { rootOnlyAttributes.contains($0.name) }
        guard let attributes = rewritten(own, prefix: id) else { return nil }
        guard let children = rewritten(root.children, prefix: id) else { return nil }
        return XMLElement("symbol", attributes: [XMLAttribute("id", id), XMLAttribute("viewBox", viewBox), XMLAttribute("preserveAspectRatio", "none")]
                          + attributes, children: children)
    }

    /// Whether `element` or anything in it writes `xlink:href` (the document must then declare the namespace).
    static func usesXLink(_ element: XMLElement) -> Bool {
        element.attributes.contains { $0.name == "xlink:href" }
            || element.children.contains { if case .element(let child) = $0 { usesXLink(child) } else { false } }
    }

    /// The children, ids and references prefixed; nil when one cannot be drawn inline.
    private static func rewritten(_ nodes: [XMLNode], prefix: String) -> [XMLNode]? {
        var result: [XMLNode] = []
        for node in nodes {
            guard case .element(let element) = node else { continue }  // whitespace and comments draw nothing
            if descriptiveElements.contains(element.name) { continue }
            if element.name.contains(":") {
                // Editors' own namespaces (sodipodi:namedview, inkscape:…) hold settings, not drawing.
                if element.name.hasPrefix("sodipodi:") || element.name.hasPrefix("inkscape:") { continue }
                return nil
            }
            guard drawingElements.contains(element.name), let attributes = rewritten(element, prefix: prefix),
                  let children = rewritten(element.children, prefix: prefix) else { return nil }
            result.append(.element(XMLElement(element.name, attributes: attributes, children: children)))
        }
        return result
    }

    /// `element`'s attributes with ids and references prefixed and `style` declarations as presentation
    /// attributes; nil when one would draw differently inline.
    private static func rewritten(_ element: XMLElement, prefix: String) -> [XMLAttribute]? {
        var result: [XMLAttribute] = []
        func set(_ name: String, _ value: String) {
            if let index = result.firstIndex(where: { $0.name == name }) { result[index].value = value } else { result.append(XMLAttribute(name, value)) }
        }
        // SVG 2's `href` wins over `xlink:href` where an exporter wrote both; `<use>` takes the plain form (as
        // the render's own uses do), everything else keeps `xlink:href`, which SVG 1.1 readers know.
        let reference = element[attribute: "href"] ?? element[attribute: "xlink:href"]
        var style: String?
        for attribute in element.attributes {
            let name = attribute.name
            if isolatedAttributes.contains(name) { return nil }
            switch name {
            case "xmlns":
                guard attribute.value == svgNamespace else { return nil }
            case "xmlns:xlink":
                guard attribute.value == xlinkNamespace else { return nil }
            case _ where name.hasPrefix("xmlns:"):
                continue  // an editor's namespace; its elements and attributes are left out
            case "id":
                set("id", "\(prefix)-\(attribute.value)")
            case "class", "href", "xlink:href":
                continue
            case "style":
                style = attribute.value
            case _ where name.hasPrefix("xml:"):
                set(name, attribute.value)
            case _ where name.contains(":"):
                continue  // inkscape:label, sodipodi:… — editors' settings
            default:
                set(name, prefixedReferences(attribute.value, prefix: prefix))
            }
        }
        if let reference {
            let value = reference.trimmingCharacters(in: .whitespacesAndNewlines)
            set(element.name == "use" ? "href" : "xlink:href", value.hasPrefix("#") ? "#\(prefix)-\(value.dropFirst())" : value)
        }
        if let style {
            // A declaration in `style` overrides the attribute of the same name, as CSS does.
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                let property = parts.first.map { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() } ?? ""
                if property.isEmpty { continue }
                guard parts.count == 2, presentationAttributes.contains(property) else { return nil }
                let value = parts[1].trimmingCharacters(in: .whitespacesAndNewlines)
                guard !value.lowercased().contains("!important") else { return nil }
                set(property, prefixedReferences(value, prefix: prefix))
            }
        }
        return result
    }

    /// `url(#x)` → `url(#prefix-x)`, in any letter case and with quotes or spaces (`URL( '#x' )`); other text
    /// unchanged.
    static func prefixedReferences(_ value: String, prefix: String) -> String {
        guard value.range(of: "url(", options: .caseInsensitive) != nil else { return value }
        var result = ""
        var rest = Substring(value)
        while let range = rest.range(of: "url(", options: .caseInsensitive) {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let quote = rest.prefix { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "\n" || $0 == "\t" }
            result += quote
            rest = rest.dropFirst(quote.count)
            if rest.hasPrefix("#") {
                result += "#\(prefix)-"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
