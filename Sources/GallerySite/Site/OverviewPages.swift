import Foundation
import GalleryCatalog
import GalleryRender
import StyleKit
import XMLWriter

/// The home page, the per-theme overview with the theme's tokens, and the side-by-side page.
enum OverviewPages {
    /// One file of the overview: a page, or a font specimen SVG (``TokenPage/specimen(_:theme:renderer:)``).
    struct Job: Sendable {
        let path: String
        var isPage = true
        let make: @Sendable () throws -> [UInt8]
    }

    /// Makes every job's file and writes it below `root`, on all cores (the jobs are independent and only
    /// read). Each file is written as soon as it is made, so no more than one page per core is held in memory
    /// (at 100,000 variants the compare pages alone are 25 MB). When jobs fail, the others are still written
    /// and the first failure in the jobs' order is thrown (the build then fails and its staging folder goes).
    static func writeAll(_ jobs: [Job], into root: URL) throws {
        let fm = FileManager.default
        for folder in Set(jobs.map { (root.path + "/" + $0.path as NSString).deletingLastPathComponent }).sorted() {
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let failures = ConcurrentSlots<(any Error)?>(count: jobs.count, initial: nil)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            do {
                try FileWriter.write(try jobs[index].make(), to: root.path + "/" + jobs[index].path)
            } catch {
                failures[index] = error
            }
        }
        if let failure = failures.values.lazy.compactMap({ $0 }).first { throw failure }
    }

    struct Totals: Sendable {
        var variants = 0
        var renders = 0
        var failingRenders = 0
    }

    static func home(configuration: GalleryConfiguration, plan: BuildPlan, fontFamily: String, totals: Totals,
                     compact: CompactRecords) throws -> HTMLFragment {
        let page = SitePaths.home
        var html = HTMLWriter()
        html.element("h1", text: configuration.title)
        html.element("p", ["class": "lede"], text: "Every style in every state, rendered the way SwiftUI lays it out, under every theme — with accessibility verdicts. Text is set in \(fontFamily).")
        html.element("ul", ["class": "summary-figures"]) { html in
            writeFigure("\(plan.components.count)", "components", into: &html)
            writeFigure("\(totals.variants)", "states", into: &html)
            writeFigure("\(plan.themes.count)", "themes", into: &html)
            writeFigure("\(totals.renders)", "renders", into: &html)
            writeFigure("\(totals.failingRenders)", "renders with WCAG failures", link: SitePaths.relative(from: page, to: SitePaths.audit), into: &html)
        }
        html.element("h2", text: "Themes")
        html.list(plan.themes) { html, theme in
            html.link(SitePaths.relative(from: page, to: SitePaths.themeOverview(theme)), theme.title)
            html.text(" — \(theme.environmentSummary)")
        }
        html.element("h2", text: "Components")
        html.element("ul", ["class": "component-grid"]) { html in
            for componentIndex in plan.components.indices {
                let status = configuration.words(for: plan.components[componentIndex].entry).own.status
                if let card = HomeCard.card(component: componentIndex, plan: plan, compact: compact, page: page, status: status) {
                    html.element("li") { card(&$0) }
                }
            }
        }
        return try html.fragment()
    }

    /// A summary figure; with `link`, the figure and its label lead to the page that lists what it counts.
    static func writeFigure(_ value: String, _ label: String, link: String? = nil, into html: inout HTMLWriter) {
        html.element("li") { html in
            func content(_ html: inout HTMLWriter) {
                html.element("strong", text: value)
                html.text(label)
            }
            guard let link else { return content(&html) }
            html.element("a", ["href": link, "class": "figure-link"]) { content(&$0) }
        }
    }

    static func theme(_ theme: GalleryTheme, plan: BuildPlan, provenance: ThemeProvenance, readers: TokenReaders, fontFamily: String) throws -> HTMLFragment {
        let page = SitePaths.themeOverview(theme)
        let themeIndex = plan.themes.firstIndex { $0.id == theme.id }
        let paletteSource: String
        switch provenance.palette {
        case .theme: paletteSource = "set here"
        case .inherited(let id): paletteSource = "inherited from \(plan.themes.first { $0.id == id }?.title ?? id)"
        case .default: paletteSource = "the configuration's"
        }
        var html = HTMLWriter()
        html.element("h1", text: "\(theme.title) theme")
        html.element("dl", ["class": "facts"]) { html in
            html.element("dt", text: "Id"); html.element("dd") { $0.element("code", text: theme.id) }
            html.element("dt", text: "Color scheme"); html.element("dd", text: pinnedValue(theme, .colorScheme))
            html.element("dt", text: "Layout direction"); html.element("dd", text: pinnedValue(theme, .layoutDirection))
            html.element("dt", text: "Dynamic Type"); html.element("dd", text: pinnedValue(theme, .dynamicTypeSize))
            html.element("dt", text: "Palette"); html.element("dd", text: "\(theme.palette.rawValue) (\(paletteSource))")
            html.element("dt", text: "Background"); html.element("dd", text: "\(theme.background.description) (systemBackground)")
        }
        TokenPage.write(theme, plan: plan, provenance: provenance, readers: readers, fontFamily: fontFamily, into: &html)
        html.element("h2", text: "Components")
        html.list(plan.components.indices) { html, componentIndex in
            let entry = plan.components[componentIndex].entry
            let shown = themeIndex.map { plan.group(component: componentIndex, theme: $0).states.count } ?? 0
            html.link(SitePaths.relative(from: page, to: SitePaths.component(entry, theme)), entry.displayName)
            html.text(" — \(shown) states")
        }
        return try html.fragment()
    }

    /// `dark (pinned: every style shows it)` or `leftToRight (styles expanding the axis show every value)`.
    static func pinnedValue(_ theme: GalleryTheme, _ axis: StateAxis) -> String {
        let value = theme.value(of: axis) ?? ""
        return theme.pinned.contains(axis) ? "\(value) (pinned: every style shows it)" : "\(value) (styles expanding the axis show each value)"
    }

    /// `6 states × 3 themes; `, or with a theme pinning an axis `6 states, 10 renders under 3 themes; `.
    static func statesAndThemes(states: Int, themes: Int, renders: Int) -> String {
        renders == states * themes ? "\(states) states × \(themes) themes; " : "\(states) states, \(renders) renders under \(themes) themes; "
    }

    /// How to read a compare page (also what tells a language detector that a page of state names is English).
    static let compareExplanation = "Every state of this component under every theme, side by side: each render links to its card on that "
        + "theme's page, with the number of WCAG 2.2 AA failures it has. A dash marks a state that a theme does not show, because the theme "
        + "pins an axis such as the colour scheme to another value."

    static func compare(_ component: BuildPlan.Component, plan: BuildPlan, compact: CompactRecords) throws -> HTMLFragment {
        let entry = component.entry
        let page = SitePaths.compare(entry)
        var html = HTMLWriter()
        html.element("h1", text: "\(entry.displayName) in every theme")
        html.element("p", ["class": "lede"], text: entry.summary)
        html.element("p", text: compareExplanation)
        StateMatrix.scrollingTable(class: "compare", caption: "\(entry.displayName): states by theme", into: &html) { html in
            html.element("th", ["scope": "col"], text: "State")
            for theme in plan.themes { html.element("th", ["scope": "col"], text: theme.title) }
        } body: { html in
            let groups = plan.themes.map { compact.group(of: entry, theme: $0) }
            let up = SitePaths.relative(from: page, to: "")
            for (position, state) in component.states.enumerated() {
                let variant = Variant(entry: entry, state: state)
                html.element("tr", ["id": state.slug]) { html in
                    html.element("th", ["scope": "row"], text: state.slug)
                    for (theme, group) in zip(plan.themes, groups) {
                        html.element("td") { html in
                            guard let record = group.flatMap({ compact.record(inGroup: $0, state: position) }) else {
                                // The theme pins an axis to another value: it does not show this state.
                                html.element("span", ["aria-hidden": "true"], text: "—")
                                html.element("span", ["class": "visually-hidden"], text: "not shown under this theme")
                                return
                            }
                            let failures = record.failures
                            html.element("a", ["href": up + SitePaths.variantURL(variant, theme)]) { html in
                                html.element("img", ["src": up + SitePaths.svg(variant, theme),
                                                     "alt": "\(entry.displayName), \(state.slug), \(theme.title) theme", "loading": "lazy"])
                            }
                            html.element("p", ["class": failures > 0 ? "badge fail" : "badge pass"],
                                         text: failures > 0 ? "\(failures) WCAG failure\(failures == 1 ? "" : "s")" : "WCAG ✓")
                        }
                    }
                }
            }
        }
        return try html.fragment()
    }
}
