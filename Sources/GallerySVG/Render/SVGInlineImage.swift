import Foundation
import XMLWriter

/// An asset catalog's SVG file as a `<symbol>` of the render's own definitions, drawn with `<use>`, instead of
/// an `<image>` that embeds the file: every renderer then draws it as vectors at the size it is shown
/// (librsvg rasterises an embedded SVG at the file's own size and scales the pixels, so a 24 pt icon drawn at
/// 60 pt came out blurred), and design tools import it as editable layers.
///
/// Only files that mean the same inline as on their own are taken in: shapes, groups, gradients, clips,
/// masks, patterns, markers, filters, `use` and embedded raster images. A file with a stylesheet (its rules
/// would reach the whole render), text (set in the viewer's fonts), animation, links, or an element or
/// namespace outside that list stays an `<image>` (``symbol(_:id:size:)`` returns nil). Inner ids are
/// prefixed with the symbol's, so two files — or a file and the render — never share an id; references to
/// them (`href="#…"`, `url(#…)`) follow. The file was sanitised when the catalog was read (`SVGSanitizer`).
enum SVGInlineImage {
    static let drawingElements: Set<String> = [
        "g", "defs", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "linearGradient", "radialGradient",
        "stop", "clipPath", "mask", "use", "symbol", "svg", "pattern", "marker", "image", "filter",
        "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feDropShadow", "feFlood", "feFuncA", "feFuncB",
        "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode", "feMorphology", "feOffset", "feTile",
    ]
    /// Dropped with their content: they draw nothing.
    static let descriptiveElements: Set<String> = ["title", "desc", "metadata"]
    /// The root's attributes that the `<symbol>` does not take over (it gets its own id, viewBox and sizing).
    static let rootOnlyAttributes: Set<String> = ["id", "x", "y", "width", "height", "viewBox", "preserveAspectRatio",
                                                  "version", "baseProfile", "class", "zoomAndPan", "contentScriptType",
                                                  "contentStyleType", "enable-background"]

    /// The `<symbol id="id">` drawing `data` (an SVG file of `size` points) stretched over any `<use>` box, or
    /// nil when the file cannot be drawn inline the same as on its own.
    static func symbol(_ data: Data, id: String, size: CGSize) -> XMLElement? {
        guard let root = try? XMLDocumentReader.parse([UInt8](data), fileName: "image"), root.name == "svg" else { return nil }
        let viewBox: String
        if let box = root[attribute: "viewBox"] {
            let numbers = box.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).compactMap { Double($0) }
            guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
            // A viewBox of another shape than the file's width and height is fitted into them first; a <symbol>
            // stretched to the frame would not draw that, so such a file stays an <image>.
            if size.width > 0, size.height > 0, abs(numbers[2] / numbers[3] - Double(size.width / size.height)) > 1e-3 * numbers[2] / numbers[3] {
                return nil
            }
            viewBox = box
        } else {
            guard size.width > 0, size.height > 0 else { return nil }
            viewBox = "0 0 \(SVGNumber.format(size.width)) \(SVGNumber.format(size.height))"
        }
        var attributes = [XMLAttribute("id", id), XMLAttribute("viewBox", viewBox), XMLAttribute("preserveAspectRatio", "none")]
        for attribute in root.attributes where !rootOnlyAttributes.contains(attribute.name) && !attribute.name.hasPrefix("xmlns") {
            guard let kept = rewritten(attribute, prefix: id) else { continue }
            attributes.append(kept)
        }
        guard let children = rewritten(root.children, prefix: id) else { return nil }
        return XMLElement("symbol", attributes: attributes, children: children)
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
            guard drawingElements.contains(element.name) else { return nil }
            var attributes: [XMLAttribute] = []
            for attribute in element.attributes {
                if attribute.name.hasPrefix("xmlns") { continue }
                guard let kept = rewritten(attribute, prefix: prefix) else { continue }
                attributes.append(kept)
            }
            guard let children = rewritten(element.children, prefix: prefix) else { return nil }
            result.append(.element(XMLElement(element.name, attributes: attributes, children: children)))
        }
        return result
    }

    /// The attribute with its id or references prefixed; nil for one that is dropped (a class with no
    /// stylesheet, an editor's namespaced setting).
    private static func rewritten(_ attribute: XMLAttribute, prefix: String) -> XMLAttribute? {
        switch attribute.name {
        case "id": return XMLAttribute("id", "\(prefix)-\(attribute.value)")
        case "class": return nil
        case "href", "xlink:href":
            let value = attribute.value.trimmingCharacters(in: .whitespaces)
            return XMLAttribute("href", value.hasPrefix("#") ? "#\(prefix)-\(value.dropFirst())" : value)
        case _ where attribute.name.hasPrefix("xml:"):
            return attribute
        case _ where attribute.name.contains(":"):
            return nil
        default:
            guard attribute.value.contains("url(") else { return attribute }
            return XMLAttribute(attribute.name, prefixedReferences(attribute.value, prefix: prefix))
        }
    }

    /// `url(#x)` → `url(#prefix-x)`, also with quotes (`url('#x')`); other text unchanged.
    static func prefixedReferences(_ value: String, prefix: String) -> String {
        var result = ""
        var rest = Substring(value)
        while let range = rest.range(of: "url(") {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let quote = rest.prefix { $0 == " " || $0 == "\"" || $0 == "'" }
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
