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

    /// What writes the component's card, or nil when its first theme shows none of its states. `status` is
    /// the team's (``TeamWords``): a badge beside the name; a deprecated component's card is set apart
    /// (`status-deprecated`).
    static func card(component componentIndex: Int, plan: BuildPlan, compact: CompactRecords, page: String,
                     status: TeamWords.Status? = nil) -> ((inout HTMLWriter) -> Void)? {
        let component = plan.components[componentIndex]
        let entry = component.entry
        let groups = plan.themes.indices.map { plan.group(component: componentIndex, theme: $0) }
        let first = groups[0]
        let keys = keyStates(of: first)
        guard let representative = keys.first.map({ first.states[$0] }) else { return nil }

        func figure(_ state: VariantState, _ theme: GalleryTheme, caption: String, into html: inout HTMLWriter) {
            let variant = Variant(entry: entry, state: state)
            html.element("figure") { html in
                html.element("a", ["href": SitePaths.relative(from: page, to: SitePaths.variantURL(variant, theme))]) { html in
                    html.element("img", ["src": SitePaths.relative(from: page, to: SitePaths.svg(variant, theme)),
                                         "alt": "\(entry.displayName), \(state.slug), \(theme.title) theme", "loading": "lazy"])
                }
                html.element("figcaption", text: caption)
            }
        }
        // Captions name the key axes' values only (`pressed-enabled`); the other axes are at their defaults.
        func keyCaption(_ state: VariantState) -> String {
            let words = entry.axes.filter(keyAxes.contains).compactMap { state[$0] }
            return words.isEmpty ? state.slug : words.joined(separator: "-")
        }

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

        // The audit summary: renders with WCAG failures, linked to the first theme's list of them.
        var failing = 0, renders = 0
        var firstFailing: BuildPlan.Group?
        for group in groups {
            let count = compact.failingRenders(in: group)
            failing += count
            renders += group.jobs.count
            if count > 0, firstFailing == nil { firstFailing = group }
        }
        let themes = plan.themes.count
        return { html in
            html.element("article", ["class": "component-card" + (status.map { " status-\($0.rawValue)" } ?? "")]) { html in
                html.element("h3") { html in
                    html.link(SitePaths.relative(from: page, to: SitePaths.component(entry, first.theme)), entry.displayName)
                    if let status {
                        html.text(" ")
                        TeamNotes.writeBadge(status, into: &html)
                    }
                }
                html.element("p", text: entry.summary)
                html.element("pre", ["class": "usage", "tabindex": "0"]) { $0.element("code", text: entry.usage(for: representative)) }
                html.list(keys, class: "theme-strip state-strip") { html, key in
                    figure(first.states[key], first.theme, caption: keyCaption(first.states[key]), into: &html)
                }
                if looks.count <= 1 {
                    html.element("p", ["class": "theme-note"], text: "Looks the same in all \(themes) themes.")
                } else {
                    html.element("p", ["class": "theme-note"],
                                 text: "\(looks.count) looks across \(themes) themes; \(keyCaption(representative)) under the themes that change it:")
                    html.list(looks.dropFirst(), class: "theme-strip") { html, look in
                        figure(look.state, look.group.theme, caption: look.themes.joined(separator: ", "), into: &html)
                    }
                }
                html.element("p") { html in
                    html.text(OverviewPages.statesAndThemes(states: component.states.count, themes: themes, renders: renders))
                    if let firstFailing {
                        html.link(SitePaths.relative(from: page, to: SitePaths.component(entry, firstFailing.theme)) + "#accessibility",
                                  "\(failing) renders with WCAG failures", [("aria-label", "\(failing) renders of \(entry.displayName) with WCAG failures")])
                        html.text(". ")
                    } else {
                        html.text("no WCAG failures. ")
                    }
                    html.link(SitePaths.relative(from: page, to: SitePaths.compare(entry)), "Compare themes",
                              [("aria-label", "Compare \(entry.displayName) across themes")])
                }
            }
        }
    }
}
