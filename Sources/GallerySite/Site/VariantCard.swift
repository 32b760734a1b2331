import Foundation
import GalleryAudit
import GalleryCatalog
import StyleKit
import XMLWriter

/// One variant on a component page: the render as designed, with its activation points and hit regions in
/// an overlay the page's switch shows (``ComponentPage/overlaySwitch(page:)``), a permalink ("copy link"),
/// the SVG download, a zoom button (shown by `assets/interact.js`) and the accessibility verdicts.
///
/// The figure carries `data-state` (its state's anchor) and, when the reader can press it, `data-interact`
/// (`press`, `toggle`, `cycle`) with `data-states` (the anchors of the states it shows in turn, its own
/// first) and `data-instructions`; `assets/interact.js` reads only these.
enum VariantCard {
    static func write(_ record: VariantRecord, page: String, interaction: CardInteraction? = nil, words: TeamWords? = nil,
                      into html: inout HTMLWriter) {
        let variant = record.variant
        let anchor = SitePaths.anchor(variant)
        let svg = SitePaths.relative(from: page, to: record.svgPath)
        let name = "\(variant.id) (\(record.theme.title))"
        // Small controls are shown up to twice their point size so that designers can read them; the SVG scales crisply.
        let zoom = max(1, min(2, 240 / max(record.canvas.width, 1)))
        html.element("figure", [
            "class": "variant", "id": anchor, "data-state": anchor,
            "data-interact": interaction?.kind.rawValue, "data-states": interaction?.states.joined(separator: " "),
            "data-instructions": interaction?.instructions(name: "\(variant.entry.displayName) \(variant.state.slug)"),
        ]) { html in
            html.element("div", ["class": "render"]) { html in
                html.element("img", [
                    "src": svg, "alt": accessibleDescription(record),
                    "width": String(Int((record.canvas.width * zoom).rounded())), "height": String(Int((record.canvas.height * zoom).rounded())),
                    "loading": "lazy", "draggable": "false",
                ])
                if hasOverlays(record) {
                    html.element("span", ["class": "annotations", "aria-hidden": "true"]) { writeOverlays(record, into: &$0) }
                }
            }
            html.element("figcaption") { html in
                html.element("strong", text: variant.state.slug)
                TeamNotes.writeVariantNote(words, page: page, into: &html)
                html.element("div", ["class": "variant-actions"]) { html in
                    html.link("#" + anchor, "Copy link", [("class", "copy-link"), ("aria-label", "Link to \(name)")])
                    html.link(svg, "Download SVG", [("download", "\(variant.entry.id)-\(variant.state.slug)-\(record.theme.id).svg"),
                                                    ("aria-label", "Download \(name) as SVG")])
                    // Shown by assets/interact.js; without JavaScript the SVG link opens the render at any size.
                    html.element("button", ["type": "button", "class": "zoom-button", "hidden": "", "aria-label": "Zoom \(name)"], text: "Zoom")
                }
                AuditPanel.writeBadges(record.audit, into: &html)
                AuditPanel.writeDetails(record.audit, variantID: variant.id, into: &html)
            }
        }
    }

    /// Whether the card shows activation points or hit regions.
    static func hasOverlays(_ record: VariantRecord) -> Bool {
        record.canvas.width > 0 && record.canvas.height > 0 && !record.audit.elements.isEmpty
    }

    /// Activation points and hit regions, positioned in percent of the image (so they scale with it).
    static func writeOverlays(_ record: VariantRecord, into html: inout HTMLWriter) {
        let canvas = record.canvas
        guard canvas.width > 0, canvas.height > 0 else { return }
        func percent(_ value: CGFloat, _ origin: CGFloat, _ size: CGFloat) -> String {
            FixedDecimal.format(Double((value - origin) / size * 100), places: 2) + "%"
        }
        for element in record.audit.elements {
            for region in element.hitRegions {
                let style = "left: \(percent(region.frame.minX, canvas.minX, canvas.width)); top: \(percent(region.frame.minY, canvas.minY, canvas.height)); "
                    + "width: \(FixedDecimal.format(Double(region.frame.width / canvas.width * 100), places: 2))%; height: \(FixedDecimal.format(Double(region.frame.height / canvas.height * 100), places: 2))%"
                html.element("span", ["class": "hit-region", "style": style, "title": "Reacts to \(region.kind)"])
            }
            let point = element.activationPoint
            let style = "left: \(percent(point.x, canvas.minX, canvas.width)); top: \(percent(point.y, canvas.minY, canvas.height))"
            html.element("span", ["class": "activation-point", "style": style,
                                  "title": "Activation point of \(element.label.isEmpty ? element.role : element.label)"])
        }
    }

    /// The image's text alternative: what the control is and what assistive technology announces.
    static func accessibleDescription(_ record: VariantRecord) -> String {
        let variant = record.variant
        let announced = record.audit.elements.map(\.announcement)
        return "\(variant.entry.displayName), \(variant.state.slug), \(record.theme.title) theme"
            + (announced.isEmpty ? "" : ". VoiceOver: " + announced.joined(separator: "; "))
    }
}
