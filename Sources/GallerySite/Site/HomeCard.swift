import GalleryCatalog
import GalleryRender
import XMLWriter

/// A component's card on the home page: its key states once (normal, pressed, disabled; on, off; low, med,
/// high), then only the themes that change how it looks, and its audit summary with a link to the failures.
enum HomeCard {
    /// The axes whose values are the key states; every other axis stays at its default value.
    static let keyAxes: Set<StateAxis> = [.interaction, .enabled, .isOn, .level]

    /// The value an axis shows on the home page when it is not a key axis: the regular control size, else
    /// the first value (the style's first preset, no role, light, left to right, the configured size).
    static func defaultValue(of axis: StateAxis, in component: BuildPlan.Component) -> String? {
        let values = component.values(of: axis)
        if axis == .controlSize, values.contains("regular") { return "regular" }
        return values.first
    }

    /// Positions (in the group's states) of the key states: those whose non-key axes hold their default value.
    static func keyStates(of group: BuildPlan.Group) -> [Int] {
        let component = group.component
        let defaults = Dictionary(uniqueKeysWithValues: component.entry.axes.filter { !keyAxes.contains($0) }.compactMap { axis in
            defaultValue(of: axis, in: component).map { (axis, $0) }
        })
        let keys = group.states.indices.filter { position in
            defaults.allSatisfy { axis, value in group.states[position][axis] == value }
        }
        // A theme that pins an axis to another value has none of them: fall back to its first state.
        return keys.isEmpty ? Array(group.states.indices.prefix(1)) : keys
    }

    /// `status` is the team's (``TeamWords``): a badge beside the name; a deprecated component's card is
    /// set apart (`status-deprecated`).
    static func make(component componentIndex: Int, plan: BuildPlan, compact: CompactRecords, page: String,
                     status: TeamWords.Status? = nil) -> XMLNode? {
        let component = plan.components[componentIndex]
        let entry = component.entry
        let groups = plan.themes.indices.map { plan.group(component: componentIndex, theme: $0) }
        let first = groups[0]
        let keys = keyStates(of: first)
        guard let representative = keys.first.map({ first.states[$0] }) else { return nil }

        func figure(_ state: VariantState, _ theme: GalleryTheme, caption: String) -> [XMLNode] {
            let variant = Variant(entry: entry, state: state)
            return [HTML.element("figure", [:], [
                HTML.element("a", attributes: [("href", SitePaths.relative(from: page, to: SitePaths.variantURL(variant, theme)))], [
                    HTML.element("img", attributes: [("src", SitePaths.relative(from: page, to: SitePaths.svg(variant, theme))),
                                                     ("alt", "\(entry.displayName), \(state.slug), \(theme.title) theme"), ("loading", "lazy")]),
                ]),
                HTML.element("figcaption", [:], text: caption),
            ])]
        }
        // Captions name the key axes' values only (`pressed-enabled`); the other axes are at their defaults.
        func keyCaption(_ state: VariantState) -> String {
            let words = entry.axes.filter(keyAxes.contains).compactMap { state[$0] }
            return words.isEmpty ? state.slug : words.joined(separator: "-")
        }
        let states = keys.map { figure(first.states[$0], first.theme, caption: keyCaption(first.states[$0])) }

        // Themes grouped by what the representative state draws under them: one picture per look.
        // Each look keeps its first theme's group and representative state.
        var looks: [(drawing: UInt64, group: BuildPlan.Group, state: VariantState, themes: [String])] = []
        for group in groups {
            guard let position = keyStates(of: group).first else { continue }
            let drawing = compact[group.jobs.lowerBound + position].drawing
            if let index = looks.firstIndex(where: { $0.drawing == drawing }) {
                looks[index].themes.append(group.theme.title)
            } else {
                looks.append((drawing, group, group.states[position], [group.theme.title]))
            }
        }
        var themeNodes: [XMLNode] = []
        if looks.count <= 1 {
            themeNodes.append(HTML.element("p", ["class": "theme-note"], text: "Looks the same in all \(plan.themes.count) themes."))
        } else {
            let others = looks.dropFirst()
            themeNodes.append(HTML.element("p", ["class": "theme-note"],
                                           text: "\(looks.count) looks across \(plan.themes.count) themes; \(keyCaption(representative)) under the themes that change it:"))
            themeNodes.append(HTML.list(others.map { look in
                figure(look.state, look.group.theme, caption: look.themes.joined(separator: ", "))
            }, class: "theme-strip"))
        }

        // The audit summary: renders with WCAG failures, linked to the first theme's list of them.
        var failing = 0, renders = 0
        var firstFailing: BuildPlan.Group?
        for group in groups {
            let count = compact.failingRenders(in: group)
            failing += count
            renders += group.jobs.count
            if count > 0, firstFailing == nil { firstFailing = group }
        }
        var summary: [XMLNode] = [HTML.text(OverviewPages.statesAndThemes(states: component.states.count, themes: plan.themes.count, renders: renders))]
        if let firstFailing {
            summary.append(HTML.link(SitePaths.relative(from: page, to: SitePaths.component(entry, firstFailing.theme)) + "#accessibility",
                                     "\(failing) renders with WCAG failures", [("aria-label", "\(failing) renders of \(entry.displayName) with WCAG failures")]))
            summary.append(HTML.text(". "))
        } else {
            summary.append(HTML.text("no WCAG failures. "))
        }
        summary.append(HTML.link(SitePaths.relative(from: page, to: SitePaths.compare(entry)), "Compare themes",
                                 [("aria-label", "Compare \(entry.displayName) across themes")]))

        var heading = [HTML.link(SitePaths.relative(from: page, to: SitePaths.component(entry, first.theme)), entry.displayName)]
        if let status { heading += [HTML.text(" "), TeamNotes.badge(status)] }
        return HTML.element("article", attributes: [("class", "component-card" + (status.map { " status-\($0.rawValue)" } ?? ""))], [
            HTML.element("h3", [:], heading),
            HTML.element("p", [:], text: entry.summary),
            HTML.element("pre", ["class": "usage", "tabindex": "0"], [HTML.element("code", [:], text: entry.usage(for: representative))]),
            HTML.list(states, class: "theme-strip state-strip"),
        ] + themeNodes + [HTML.element("p", [:], summary)])
    }
}
