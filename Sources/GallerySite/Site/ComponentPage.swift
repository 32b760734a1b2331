import Foundation
import GalleryAudit
import GalleryCatalog
import GalleryRender
import XMLWriter

/// A component under one theme: what it is, how to use it, its state matrix with every variant, and an
/// accessibility summary.
enum ComponentPage {
    static func sourceTitle(_ entry: StyleEntry) -> String {
        switch entry.origin {
        case .designSystem(let module): return "Module \(module) of the design system"
        case .catalog: return entry.source == "system" ? "SwiftUI built-in style" : "Seed article “\(entry.source)”"
        }
    }

    static func main(group: BuildPlan.Group, records: [VariantRecord],
                     lookAlike: [StateDistinguishability.Pair], words: ComponentWords = ComponentWords(), page: String) throws -> HTMLFragment {
        let (component, theme) = (group.component, group.theme)
        let entry = component.entry
        let byState = Dictionary(records.map { ($0.variant.state, $0) }, uniquingKeysWith: { first, _ in first })
        let states = group.states
        let failing = records.filter { AuditPanel.wcagFailures($0.audit) > 0 }
        // A card with its accessibility table is about 5 KB.
        var html = HTMLWriter(capacity: (records.count + 2) * 5_120)
        html.element("h1", text: entry.displayName)
        html.element("p", ["class": "lede"], text: entry.summary)
        html.element("dl", ["class": "facts"]) { html in
            html.element("dt", text: "Kind"); html.element("dd", text: kindTitle(entry.kind))
            html.element("dt", text: "Interaction"); html.element("dd", text: entry.interaction.summary)
            html.element("dt", text: "Source"); html.element("dd", text: sourceTitle(entry))
            html.element("dt", text: "Theme"); html.element("dd", text: "\(theme.title) (\(theme.environmentSummary))")
            html.element("dt", text: "Variants"); html.element("dd", text: "\(states.count)")
            html.element("dt", text: "Tokens it reads")
            html.element("dd") { writeTokensRead(records.first?.tokenReads ?? [], theme: theme, page: page, into: &$0) }
            html.element("dt", text: "Side by side")
            html.element("dd") { $0.link(SitePaths.relative(from: page, to: SitePaths.compare(entry)), "\(entry.displayName) in every theme") }
            // For developers and scripts: the page's variants as the manifest lists them (docs/configuration.md).
            html.element("dt", text: "Data")
            html.element("dd") { html in
                let variants = SitePaths.componentVariants(entry, theme)
                html.link(SitePaths.relative(from: page, to: variants), String(variants.split(separator: "/").last ?? ""), [("type", "application/json")])
                html.text(": every state's SVG, announcement and verdicts, as JSON")
            }
        }
        TeamNotes.writeSection(words.own, page: page, into: &html)
        html.element("h2", ["id": "usage"], text: "Usage")
        for preset in entry.presets {
            html.element("h3", text: preset.title)
            html.element("pre", ["class": "usage", "tabindex": "0"]) { $0.element("code", text: preset.usage) }
            if !preset.parameters.isEmpty {
                html.element("dl", ["class": "facts"]) { html in
                    for parameter in preset.parameters {
                        html.element("dt") { $0.element("code", text: parameter.name) }
                        html.element("dd") { $0.element("code", text: parameter.value) }
                    }
                }
            }
        }
        html.element("h2", ["id": "states"], text: "States")
        html.element("p", text: "Every state is forced and rendered as designed. Press a button, flip a toggle or step a level to see the render of the state it moves to.")
        writeOverlaySwitch(page: page, into: &html)
        let shown = Set(records.map(\.variant.state.slug))
        StateMatrix.write(entry: entry, states: states, values: component.values(of:), into: &html) { state, html in
            guard let record = byState[state] else { return html.text("—") }
            VariantCard.write(record, page: page, interaction: CardInteraction.of(state, axes: entry.axes, amongSlugs: shown),
                              words: words.variants[state.slug], into: &html)
        }
        html.element("h2", ["id": "distinguishability"], text: "States that look alike")
        let identical = lookAlike.filter { $0.likeness == .identical }, nearly = lookAlike.filter { $0.likeness != .identical }
        if lookAlike.isEmpty {
            html.element("p", text: "Every state looks different from its neighbours under this theme.")
        }
        func item(_ html: inout HTMLWriter, _ pair: StateDistinguishability.Pair) {
            html.link("#" + pair.state, pair.state)
            html.text(" \(pair.verb) ")
            html.link("#" + pair.neighbour, pair.neighbour)
            html.text(pair.detail)
        }
        if !identical.isEmpty {
            html.element("p", text: "\(identical.count) state\(identical.count == 1 ? " draws" : "s draw") exactly like a neighbouring state — a reader cannot tell them apart:")
            html.list(identical, item)
        }
        if !nearly.isEmpty {
            html.element("p", text: "\(nearly.count) state\(nearly.count == 1 ? " looks" : "s look") almost like a neighbouring state — drawn at 2x, no colour moves by more than ΔE \(StateDistinguishability.Pair.number(nearly[0].deltaE)):")
            html.list(nearly, item)
        }
        html.element("h2", ["id": "accessibility"], text: "Accessibility")
        if failing.isEmpty {
            html.element("p", text: "No WCAG 2.2 AA failures in any state under this theme.")
        } else {
            html.element("p", text: "\(failing.count) of \(records.count) states fail at least one WCAG 2.2 AA check:")
            html.list(failing) { html, record in
                let failures = record.audit.failures.filter { !AuditPanel.isAdvisory($0) }
                html.link("#" + SitePaths.anchor(record.variant), record.variant.state.slug)
                html.text(": " + failures.map { "\(AuditPanel.shortTitle($0.rule)) \($0.measured) (needs \($0.required))" }.joined(separator: "; "))
            }
        }
        return try html.fragment()
    }

    /// The theme's tokens (and design-system environment keys) the component reads (``TokenProbe``), each
    /// linked to its card on the theme's token page.
    static func writeTokensRead(_ names: [String], theme: GalleryTheme, page: String, into html: inout HTMLWriter) {
        guard !names.isEmpty else { return html.text("none of the theme's tokens") }
        let overview = SitePaths.relative(from: page, to: SitePaths.themeOverview(theme))
        for (position, name) in names.enumerated() {
            if position > 0 { html.text(", ") }
            if name.hasPrefix(TokenProbe.environmentPrefix) {
                html.element("a", ["href": overview + "#environment"]) { $0.element("code", text: TokenProbe.displayName(ofRead: name)) }
            } else {
                html.element("a", ["href": overview + "#" + TokenPage.anchor(name)]) { $0.element("code", text: name) }
            }
        }
    }

    /// The page's switch for the annotation overlay: a checkbox that shows every card's activation points
    /// and hit regions through CSS alone (`main:has(#show-annotations:checked)`); `assets/interact.js`
    /// remembers it per page. Off by default, so the renders are seen as designed.
    static func writeOverlaySwitch(page: String, into html: inout HTMLWriter) {
        html.element("div", ["class": "overlay-switch"]) { html in
            html.element("input", ["type": "checkbox", "id": overlaySwitchID, "data-remember": "overlay:" + page])
            html.element("label", ["for": overlaySwitchID], text: "Show activation points and hit regions")
            html.element("span", ["class": "overlay-legend"]) { html in
                html.element("span", ["class": "legend-point", "aria-hidden": "true"])
                html.text(" activation point ")
                html.element("span", ["class": "legend-region", "aria-hidden": "true"])
                html.text(" region that reacts to gestures")
            }
        }
    }

    static let overlaySwitchID = "show-annotations"

    static func kindTitle(_ kind: StyleEntry.Kind) -> String {
        switch kind {
        case .button: return "ButtonStyle"
        case .primitiveButton: return "PrimitiveButtonStyle"
        case .toggle: return "ToggleStyle"
        case .customControl: return "Custom control with its own style protocol"
        case .preview: return "Preview (#Preview or PreviewProvider)"
        case .label: return "LabelStyle"
        case .progressView: return "ProgressViewStyle"
        case .groupBox: return "GroupBoxStyle"
        case .disclosureGroup: return "DisclosureGroupStyle"
        }
    }
}
