import Foundation
import XMLWriter

/// Makes a team's SVG file safe to embed in a published render: what survives can only draw.
///
/// Removed: elements that run code or pull in other documents (`script`, `foreignObject`, `iframe`, `object`,
/// `embed`, `audio`, `video`, `handler`, `listener`, `animate*`/`set` whose target is an `href` or event),
/// event attributes (`on…`), `href`/`xlink:href` that point outside the file (anything but `#fragment` and
/// `data:image/png|jpeg|gif|webp`), and style that can fetch (`@import`, `url(…)` to anything but a fragment).
/// What is kept is re-serialised from the parsed tree, so no markup passes through unparsed.
enum SVGSanitizer {
    static let removedElements: Set<String> = ["script", "foreignObject", "iframe", "object", "embed", "audio", "video",
                                               "handler", "listener", "discard"]
    static let animationElements: Set<String> = ["animate", "set", "animateMotion", "animateTransform"]

    /// The sanitised tree and how many things were taken out.
    static func sanitize(_ element: XMLElement) -> (element: XMLElement, removed: Int) {
        var removed = 0
        let clean = sanitize(element, removed: &removed)
        return (clean, removed)
    }

    private static func localName(_ name: String) -> String { name.split(separator: ":").last.map(String.init) ?? name }

    private static func sanitize(_ element: XMLElement, removed: inout Int) -> XMLElement {
        var attributes: [XMLAttribute] = []
        for attribute in element.attributes {
            let name = localName(attribute.name).lowercased()
            if name.hasPrefix("on") || (attribute.name.hasPrefix("xmlns:") == false && name == "href" && !isInternal(attribute.value))
                || (name == "style" && fetches(attribute.value)) || isExternalURLReference(attribute.value) {
                removed += 1
                continue
            }
            attributes.append(attribute)
        }
        var children: [XMLNode] = []
        for child in element.children {
            switch child {
            case .element(let inner):
                let local = localName(inner.name)
                if removedElements.contains(local)
                    || (animationElements.contains(local) && ["href", "xlink:href"].contains(inner[attribute: "attributeName"]?.lowercased() ?? ""))
                    || (animationElements.contains(local) && (inner[attribute: "attributeName"]?.lowercased().hasPrefix("on") ?? false))
                    || (local == "style" && fetches(inner.children.map { if case .text(let t) = $0 { t } else { "" } }.joined())) {
                    removed += 1
                    continue
                }
                children.append(.element(sanitize(inner, removed: &removed)))
            case .text, .comment:
                children.append(child)
            }
        }
        return XMLElement(element.name, attributes: attributes, children: children)
    }

    /// `#id` or an embedded raster image.
    static func isInternal(_ value: String) -> Bool {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return trimmed.hasPrefix("#") || ["data:image/png", "data:image/jpeg", "data:image/gif", "data:image/webp"].contains { trimmed.hasPrefix($0) }
    }

    /// CSS that can load something: `@import`, or `url(…)` to anything but `#fragment`.
    static func fetches(_ css: String) -> Bool {
        let lowered = css.lowercased()
        if lowered.contains("@import") { return true }
        return isExternalURLReference(lowered)
    }

    /// A presentation attribute such as `fill="url(https://…)"`: `url(` followed by anything but `#`.
    static func isExternalURLReference(_ value: String) -> Bool {
        var rest = Substring(value.lowercased())
        while let range = rest.range(of: "url(") {
            let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
            if !after.hasPrefix("#") { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}
