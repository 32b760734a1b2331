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
                     lookAlike: [StateDistinguishability.Pair], words: ComponentWords = ComponentWords(), page: String) -> [XMLNode] {
        let (component, theme) = (group.component, group.theme)
        let entry = component.entry
        let byState = Dictionary(records.map { ($0.variant.state, $0) }, uniquingKeysWith: { first, _ in first })
        let states = group.states
        let failing = records.filter { AuditPanel.wcagFailures($0.audit) > 0 }
        var nodes: [XMLNode] = [
            HTML.element("h1", [:], text: entry.displayName),
            HTML.element("p", ["class": "lede"], text: entry.summary),
            HTML.element("dl", ["class": "facts"], [
                HTML.element("dt", [:], text: "Kind"), HTML.element("dd", [:], text: kindTitle(entry.kind)),
                HTML.element("dt", [:], text: "Interaction"), HTML.element("dd", [:], text: entry.interaction.summary),
                HTML.element("dt", [:], text: "Source"), HTML.element("dd", [:], text: sourceTitle(entry)),
                HTML.element("dt", [:], text: "Theme"), HTML.element("dd", [:], text: "\(theme.title) (\(theme.environmentSummary))"),
                HTML.element("dt", [:], text: "Variants"), HTML.element("dd", [:], text: "\(states.count)"),
                HTML.element("dt", [:], text: "Tokens it reads"), HTML.element("dd", [:], tokensRead(records.first?.tokenReads ?? [], theme: theme, page: page)),
                HTML.element("dt", [:], text: "Side by side"),
                HTML.element("dd", [:], [HTML.link(SitePaths.relative(from: page, to: SitePaths.compare(entry)), "\(entry.displayName) in every theme")]),
            ]),
        ]
        nodes += TeamNotes.section(words.own, page: page)
        nodes.append(HTML.element("h2", ["id": "usage"], text: "Usage"))
        for preset in entry.presets {
            nodes.append(HTML.element("h3", [:], text: preset.title))
            nodes.append(HTML.element("pre", ["class": "usage", "tabindex": "0"], [HTML.element("code", [:], text: preset.usage)]))
            if !preset.parameters.isEmpty {
                nodes.append(HTML.element("dl", ["class": "facts"], preset.parameters.flatMap { parameter in
                    [HTML.element("dt", [:], [HTML.element("code", [:], text: parameter.name)]),
                     HTML.element("dd", [:], [HTML.element("code", [:], text: parameter.value)])]
                }))
            }
        }
        nodes.append(HTML.element("h2", ["id": "states"], text: "States"))
        nodes.append(HTML.element("p", [:], text: "Every state is forced and rendered as designed. Press a button, flip a toggle or step a level to see the render of the state it moves to."))
        nodes.append(overlaySwitch(page: page))
        let shown = Set(records.map(\.variant.state.slug))
        nodes.append(StateMatrix.make(entry: entry, states: states, values: component.values(of:)) { state in
            guard let record = byState[state] else { return HTML.text("—") }
            return VariantCard.make(record, page: page, interaction: CardInteraction.of(state, axes: entry.axes, amongSlugs: shown),
                             words: words.variants[state.slug])
        })
        nodes.append(HTML.element("h2", ["id": "distinguishability"], text: "States that look alike"))
        let identical = lookAlike.filter { $0.likeness == .identical }, nearly = lookAlike.filter { $0.likeness != .identical }
        if lookAlike.isEmpty {
            nodes.append(HTML.element("p", [:], text: "Every state looks different from its neighbours under this theme."))
        }
        func item(_ pair: StateDistinguishability.Pair) -> [XMLNode] {
            [HTML.link("#" + pair.state, pair.state), HTML.text(" \(pair.verb) "), HTML.link("#" + pair.neighbour, pair.neighbour), HTML.text(pair.detail)]
        }
        if !identical.isEmpty {
            nodes.append(HTML.element("p", [:], text: "\(identical.count) state\(identical.count == 1 ? " draws" : "s draw") exactly like a neighbouring state — a reader cannot tell them apart:"))
            nodes.append(HTML.list(identical.map(item)))
        }
        if !nearly.isEmpty {
            nodes.append(HTML.element("p", [:], text: "\(nearly.count) state\(nearly.count == 1 ? " looks" : "s look") almost like a neighbouring state — drawn at 2x, no colour moves by more than ΔE \(StateDistinguishability.Pair.number(nearly[0].deltaE)):"))
            nodes.append(HTML.list(nearly.map(item)))
        }
        nodes.append(HTML.element("h2", ["id": "accessibility"], text: "Accessibility"))
        if failing.isEmpty {
            nodes.append(HTML.element("p", [:], text: "No WCAG 2.2 AA failures in any state under this theme."))
        } else {
            nodes.append(HTML.element("p", [:], text: "\(failing.count) of \(records.count) states fail at least one WCAG 2.2 AA check:"))
            nodes.append(HTML.list(failing.map { record in
                let failures = record.audit.failures.filter { !AuditPanel.isAdvisory($0) }
                return [HTML.link("#" + SitePaths.anchor(record.variant), record.variant.state.slug),
                        HTML.text(": " + failures.map { "\(AuditPanel.shortTitle($0.rule)) \($0.measured) (needs \($0.required))" }.joined(separator: "; "))]
            }))
        }
        return nodes
    }

    /// The theme's tokens (and design-system environment keys) the component reads (``TokenProbe``), each
    /// linked to its card on the theme's token page.
    static func tokensRead(_ names: [String], theme: GalleryTheme, page: String) -> [XMLNode] {
        guard !names.isEmpty else { return [HTML.text("none of the theme's tokens")] }
        let overview = SitePaths.relative(from: page, to: SitePaths.themeOverview(theme))
        var nodes: [XMLNode] = []
        for (position, name) in names.enumerated() {
            if position > 0 { nodes.append(HTML.text(", ")) }
            if name.hasPrefix(TokenProbe.environmentPrefix) {
                nodes.append(HTML.element("a", attributes: [("href", overview + "#environment")],
                                          [HTML.element("code", [:], text: TokenProbe.displayName(ofRead: name))]))
            } else {
                nodes.append(HTML.element("a", attributes: [("href", overview + "#" + TokenPage.anchor(name))], [HTML.element("code", [:], text: name)]))
            }
        }
        return nodes
    }

    /// The page's switch for the annotation overlay: a checkbox that shows every card's activation points
    /// and hit regions through CSS alone (`main:has(#show-annotations:checked)`); `assets/interact.js`
    /// remembers it per page. Off by default, so the renders are seen as designed.
    static func overlaySwitch(page: String) -> XMLNode {
        HTML.element("div", ["class": "overlay-switch"], [
            HTML.element("input", attributes: [("type", "checkbox"), ("id", overlaySwitchID), ("data-remember", "overlay:" + page)]),
            HTML.element("label", ["for": overlaySwitchID], text: "Show activation points and hit regions"),
            HTML.element("span", ["class": "overlay-legend"], [
                HTML.element("span", ["class": "legend-point", "aria-hidden": "true"]), HTML.text(" activation point "),
                HTML.element("span", ["class": "legend-region", "aria-hidden": "true"]), HTML.text(" region that reacts to gestures"),
            ]),
        ])
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
