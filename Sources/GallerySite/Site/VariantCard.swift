import Foundation
import GalleryAudit
import GalleryCatalog
import StyleKit
import XMLWriter

/// One variant on a component page: the render with its activation point and hit regions drawn over it,
/// a permalink ("copy link"), the SVG download, and the accessibility verdicts.
enum VariantCard {
    static func make(_ record: VariantRecord, page: String) -> XMLNode {
        let variant = record.variant
        let anchor = SitePaths.anchor(variant)
        let svg = SitePaths.relative(from: page, to: SitePaths.svg(variant, record.theme))
        let description = accessibleDescription(record)
        // Small controls are shown up to twice their point size so that designers can read them; the SVG scales crisply.
        let zoom = max(1, min(2, 240 / max(record.canvas.width, 1)))
        return HTML.element("figure", ["class": "variant", "id": anchor], [
            HTML.element("div", ["class": "render"], [
                HTML.element("img", attributes: [
                    ("src", svg), ("alt", description),
                    ("width", String(Int((record.canvas.width * zoom).rounded()))), ("height", String(Int((record.canvas.height * zoom).rounded()))),
                    ("loading", "lazy"),
                ]),
            ] + overlays(record)),
            HTML.element("figcaption", [:], [
                HTML.element("strong", text: variant.state.slug),
                HTML.element("div", ["class": "variant-actions"], [
                    HTML.link("#" + anchor, "Copy link", [("class", "copy-link"), ("aria-label", "Link to \(variant.id) (\(record.theme.title))")]),
                    HTML.link(svg, "Download SVG", [("download", "\(variant.entry.id)-\(variant.state.slug)-\(record.theme.id).svg"),
                                                    ("aria-label", "Download \(variant.id) (\(record.theme.title)) as SVG")]),
                ]),
                AuditPanel.badges(record.audit),
                AuditPanel.details(record.audit, variantID: variant.id),
            ]),
        ])
    }

    /// Activation points and hit regions, positioned in percent of the image (so they scale with it).
    static func overlays(_ record: VariantRecord) -> [XMLNode] {
        let canvas = record.canvas
        guard canvas.width > 0, canvas.height > 0 else { return [] }
        func percent(_ value: CGFloat, _ origin: CGFloat, _ size: CGFloat) -> String {
            String(format: "%.2f%%", Double((value - origin) / size * 100))
        }
        var nodes: [XMLNode] = []
        for element in record.audit.elements {
            for region in element.hitRegions {
                let style = "left: \(percent(region.frame.minX, canvas.minX, canvas.width)); top: \(percent(region.frame.minY, canvas.minY, canvas.height)); "
                    + "width: \(String(format: "%.2f%%", Double(region.frame.width / canvas.width * 100))); height: \(String(format: "%.2f%%", Double(region.frame.height / canvas.height * 100)))"
                nodes.append(HTML.element("span", attributes: [("class", "hit-region"), ("style", style), ("title", "Reacts to \(region.kind)")]))
            }
            let point = element.activationPoint
            let style = "left: \(percent(point.x, canvas.minX, canvas.width)); top: \(percent(point.y, canvas.minY, canvas.height))"
            nodes.append(HTML.element("span", attributes: [("class", "activation-point"), ("style", style),
                                                           ("title", "Activation point of \(element.label.isEmpty ? element.role : element.label)")]))
        }
        return nodes
    }

    /// The image's text alternative: what the control is and what assistive technology announces.
    static func accessibleDescription(_ record: VariantRecord) -> String {
        let variant = record.variant
        let announced = record.audit.elements.map(\.announcement)
        return "\(variant.entry.displayName), \(variant.state.slug), \(record.theme.title) theme"
            + (announced.isEmpty ? "" : ". VoiceOver: " + announced.joined(separator: "; "))
    }
}
