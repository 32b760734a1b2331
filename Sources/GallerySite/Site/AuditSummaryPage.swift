import GalleryAudit
import GalleryCatalog
import GalleryRender
import XMLWriter

/// The site's audit summary (`audit.html`, linked from the home page's "renders with WCAG failures"): how
/// many renders fail each check, grouped by the standard the check belongs to, and a table of components
/// by theme whose cells link to each component page's list of failures.
///
/// Built from the few bytes the build keeps per variant (``CompactRecord``), so its size grows with
/// components × themes, never with the number of variants.
enum AuditSummaryPage {
    /// Renders failing one rule, and the groups (component under theme) they are in.
    struct RuleCount {
        var renders = 0
        var groups: [Int] = []
    }

    /// Per rule, in `Finding.Rule.allCases` order: the renders that fail it and the groups that hold them.
    static func counts(plan: BuildPlan, compact: CompactRecords) -> [Finding.Rule: RuleCount] {
        var counts: [Finding.Rule: RuleCount] = [:]
        for (groupIndex, group) in plan.groups.enumerated() {
            var inGroup = Set<Finding.Rule>()
            for job in group.jobs {
                for rule in compact[job].failedRuleList {
                    counts[rule, default: RuleCount()].renders += 1
                    inGroup.insert(rule)
                }
            }
            for rule in inGroup { counts[rule, default: RuleCount()].groups.append(groupIndex) }
        }
        return counts
    }

    static func make(plan: BuildPlan, compact: CompactRecords, totals: OverviewPages.Totals) throws -> HTMLFragment {
        let page = SitePaths.audit
        let counts = counts(plan: plan, compact: compact)
        var html = HTMLWriter()
        html.element("h1", text: "Accessibility audit")
        html.element("p", ["class": "lede"], text: "\(totals.failingRenders) of \(totals.renders) renders fail at least one WCAG 2.2 AA success criterion. "
            + "Checks from Apple's Human Interface Guidelines, VoiceOver's behaviour and StyleGallery's own are advisory: they are listed, never counted as WCAG failures.")
        html.element("h2", ["id": "by-check"], text: "By check")
        StateMatrix.scrollingTable(class: "compare audit-rules", caption: "Renders failing each check", into: &html) { html in
            for heading in ["Check", "Standard", "Renders failing", "Where"] { html.element("th", ["scope": "col"], text: heading) }
        } body: { html in
            for rule in Finding.Rule.allCases {
                let count = counts[rule] ?? RuleCount()
                // Each component once, with the number of themes it fails under, linked to the first of them.
                var byComponent: [(first: BuildPlan.Group, themes: Int)] = []
                var position: [String: Int] = [:]
                for groupIndex in count.groups {
                    let group = plan.groups[groupIndex]
                    if let at = position[group.component.entry.id] { byComponent[at].themes += 1; continue }
                    position[group.component.entry.id] = byComponent.count
                    byComponent.append((group, 1))
                }
                html.element("tr", ["id": "rule-" + rule.rawValue]) { html in
                    html.element("th", ["scope": "row"]) { AuditPanel.writeReference(rule, into: &$0) }
                    html.element("td", text: standardTitle(rule.standard))
                    html.element("td", text: "\(count.renders)")
                    html.element("td") { html in
                        guard !byComponent.isEmpty else { return html.text("—") }
                        html.list(byComponent, class: "audit-places") { html, item in
                            let entry = item.first.component.entry
                            html.link(SitePaths.relative(from: page, to: SitePaths.component(entry, item.first.theme)) + "#accessibility", entry.displayName)
                            html.text(item.themes == plan.themes.count ? " — every theme" : " — \(item.themes) of \(plan.themes.count) themes")
                        }
                    }
                }
            }
        }

        html.element("h2", ["id": "by-component"], text: "By component and theme")
        html.element("p", text: "Renders with WCAG failures out of the renders of each component under each theme; a figure links to that page's list of failures.")
        StateMatrix.scrollingTable(class: "compare", caption: "Renders with WCAG failures by component and theme", into: &html) { html in
            html.element("th", ["scope": "col"], text: "Component")
            for theme in plan.themes { html.element("th", ["scope": "col"], text: theme.title) }
        } body: { html in
            for componentIndex in plan.components.indices {
                let entry = plan.components[componentIndex].entry
                html.element("tr") { html in
                    html.element("th", ["scope": "row"]) { $0.link(SitePaths.relative(from: page, to: SitePaths.compare(entry)), entry.displayName) }
                    for themeIndex in plan.themes.indices {
                        let group = plan.group(component: componentIndex, theme: themeIndex)
                        let failing = compact.failingRenders(in: group)
                        let text = "\(failing) of \(group.jobs.count)"
                        html.element("td") { html in
                            guard failing > 0 else { return html.element("span", ["class": "badge pass"], text: "none of \(group.jobs.count)") }
                            html.link(SitePaths.relative(from: page, to: SitePaths.component(entry, group.theme)) + "#accessibility", text,
                                      [("class", "badge fail"), ("aria-label", "\(text) renders of \(entry.displayName) under \(group.theme.title) fail WCAG")])
                        }
                    }
                }
            }
        }
        return try html.fragment()
    }

    static func standardTitle(_ standard: Finding.Standard) -> String {
        switch standard {
        case .wcag: return "WCAG 2.2 AA (counted)"
        case .appleHIG: return "Apple HIG (advisory)"
        case .voiceOver: return "VoiceOver (advisory)"
        case .styleGallery: return "StyleGallery (advisory)"
        }
    }
}
