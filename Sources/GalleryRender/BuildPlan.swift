import GalleryCatalog
import StyleKit

/// What a build renders, computed once and shared by `build`, `export`, `render` and the benchmark:
/// the themes, each component with its states, and one job per variant under each theme, in page
/// order (theme, then component, then state), grouped by page.
public struct BuildPlan: Sendable {
    /// A style as the configuration shows it: its states (axes limited by the configuration), its label.
    public struct Component: Sendable {
        /// The style.
        public let entry: StyleEntry
        /// The states shown, in matrix order.
        public let states: [VariantState]
        /// The label the configuration sets for the control; nil uses the entry's default label.
        public let label: String?
        /// The values each axis takes here, in axis order.
        public let axisValues: [StateAxis: [String]]

        /// A component from an entry, the states to show, the label and the values each axis takes.
        public init(entry: StyleEntry, states: [VariantState], label: String?, axisValues: [StateAxis: [String]]) {
            self.entry = entry; self.states = states; self.label = label; self.axisValues = axisValues
        }

        /// The values `axis` takes on this component: the configuration's subset, else all of the entry's.
        public func values(of axis: StateAxis) -> [String] { axisValues[axis] ?? entry.values(of: axis) }
    }

    /// The jobs of one component page: a component under a theme.
    public struct Group: Sendable {
        /// The component shown on the page.
        public let component: Component
        /// The theme the page is rendered under.
        public let theme: GalleryTheme
        /// Positions in `jobs`, in state order.
        public let jobs: Range<Int>
    }

    /// The themes, in site order.
    public let themes: [GalleryTheme]
    /// The components, in site order.
    public let components: [Component]
    /// Every variant under every theme, in page order; `RenderJob.index` is the position here.
    public let jobs: [RenderJob]
    /// One group per page (component under theme); `RenderJob.group` is the position here.
    public let groups: [Group]

    /// The plan for these themes and components: one job per state of each component under each theme.
    ///
    /// ```swift
    /// let entry = Catalog.builtIn.entry(id: "primary-button-style")!
    /// let component = BuildPlan.Component(entry: entry, states: entry.states, label: nil, axisValues: [:])
    /// let plan = BuildPlan(themes: GalleryTheme.builtIn, components: [component])
    /// ```
    public init(themes: [GalleryTheme], components: [Component]) {
        var jobs: [RenderJob] = []
        var groups: [Group] = []
        for theme in themes {
            for component in components {
                let first = jobs.count
                for state in component.states {
                    jobs.append(RenderJob(index: jobs.count, group: groups.count, variant: Variant(entry: component.entry, state: state),
                                          theme: theme, label: component.label))
                }
                groups.append(Group(component: component, theme: theme, jobs: first..<jobs.count))
            }
        }
        self.themes = themes
        self.components = components
        self.jobs = jobs
        self.groups = groups
    }

    /// Variants per theme (the number of cells of every component's matrix).
    public var variantsPerTheme: Int { components.map(\.states.count).reduce(0, +) }

    /// The component with this style id, or nil.
    public func component(id: String) -> Component? { components.first { $0.entry.id == id } }
}
