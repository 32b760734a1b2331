import GalleryCatalog
import StyleKit

/// What a build renders, computed once and shared by `build`, `export`, `render` and the benchmark:
/// the themes, each component with its states, and one job per variant under each theme, in page
/// order (theme, then component, then state), grouped by page.
public struct BuildPlan: Sendable {
    /// A style as the configuration shows it: its states (axes limited by the configuration), its label.
    public struct Component: Sendable {
        public let entry: StyleEntry
        public let states: [VariantState]
        public let label: String?
        /// The values each axis takes here, in axis order.
        public let axisValues: [StateAxis: [String]]

        public init(entry: StyleEntry, states: [VariantState], label: String?, axisValues: [StateAxis: [String]]) {
            self.entry = entry; self.states = states; self.label = label; self.axisValues = axisValues
        }

        public func values(of axis: StateAxis) -> [String] { axisValues[axis] ?? entry.values(of: axis) }
    }

    /// The jobs of one component page: a component under a theme.
    public struct Group: Sendable {
        public let component: Component
        public let theme: GalleryTheme
        /// Positions in `jobs`, in state order.
        public let jobs: Range<Int>
    }

    public let themes: [GalleryTheme]
    public let components: [Component]
    public let jobs: [RenderJob]
    public let groups: [Group]

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

    public func component(id: String) -> Component? { components.first { $0.entry.id == id } }
}
