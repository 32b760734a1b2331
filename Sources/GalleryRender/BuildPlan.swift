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
        /// The component's states shown under this theme, in matrix order: all of them, except where the
        /// theme pins an environment axis the component expands (then those with the theme's value).
        public let states: [VariantState]
        /// Where each of `states` is in the component's states; nil when they are all of them.
        let positions: [Int]?

        init(component: Component, theme: GalleryTheme, first: Int) {
            self.component = component
            self.theme = theme
            let pins = theme.pinned.filter(component.entry.axes.contains)
            if pins.isEmpty {
                states = component.states
                positions = nil
            } else {
                let kept = component.states.indices.filter { theme.admits(component.states[$0]) }
                states = kept.map { component.states[$0] }
                positions = kept
            }
            jobs = first..<(first + states.count)
        }

        /// The job of the component's `position`-th state under this theme; nil when the theme does not show it.
        public func job(ofComponentState position: Int) -> Int? {
            guard let positions else { return jobs.lowerBound + position }
            // `positions` ascends: binary search (compare pages ask for every state under every theme).
            var low = 0, high = positions.count
            while low < high {
                let middle = (low + high) / 2
                if positions[middle] < position { low = middle + 1 } else { high = middle }
            }
            return low < positions.count && positions[low] == position ? jobs.lowerBound + low : nil
        }
    }

    /// The themes, in site order.
    public let themes: [GalleryTheme]
    /// The components, in site order.
    public let components: [Component]
    /// Every variant under every theme, in page order; `RenderJob.index` is the position here. Each job
    /// is made when it is read (4 bytes a job are stored), so a plan of 100,000 variants costs no more
    /// memory than its groups.
    public let jobs: Jobs
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
        var groupOfJob: [Int32] = []
        var groups: [Group] = []
        for theme in themes {
            for component in components {
                let group = Group(component: component, theme: theme, first: groupOfJob.count)
                groupOfJob += repeatElement(Int32(groups.count), count: group.states.count)
                groups.append(group)
            }
        }
        self.themes = themes
        self.components = components
        self.jobs = Jobs(groups: groups, groupOfJob: groupOfJob)
        self.groups = groups
    }

    /// The plan's jobs as a collection: position → the job of that variant under its theme.
    public struct Jobs: RandomAccessCollection, Sendable {
        let groups: [Group]
        let groupOfJob: [Int32]

        public var startIndex: Int { 0 }
        public var endIndex: Int { groupOfJob.count }

        public subscript(position: Int) -> RenderJob {
            let groupIndex = Int(groupOfJob[position])
            let group = groups[groupIndex]
            let state = group.states[position - group.jobs.lowerBound]
            return RenderJob(index: position, group: groupIndex, variant: Variant(entry: group.component.entry, state: state),
                             theme: group.theme, label: group.component.label)
        }
    }

    /// Variants per theme (the number of cells of every component's matrix, before a theme's pins).
    public var variantsPerTheme: Int { components.map(\.states.count).reduce(0, +) }

    /// The group of the `component`-th component under the `theme`-th theme (groups are theme-major).
    public func group(component: Int, theme: Int) -> Group { groups[theme * components.count + component] }

    /// The component with this style id, or nil.
    public func component(id: String) -> Component? { components.first { $0.entry.id == id } }
}
