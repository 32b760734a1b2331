import GalleryRender

/// What each component reads under each theme (``TokenProbe``), by group position in the plan, and the
/// other way round: which components read a token under a theme.
struct TokenReaders: Sendable {
    private let reads: [Int: [String]]
    private let componentCount: Int

    init(plan: BuildPlan, reads: [Int: [String]]) {
        self.reads = reads
        componentCount = plan.components.count
    }

    /// The token and `env:` names component `component` reads under theme `theme` (positions in the plan).
    func names(component: Int, theme: Int) -> [String] { reads[theme * componentCount + component] ?? [] }

    /// The positions of the components that read `name` under theme `theme`, in component order.
    func components(reading name: String, theme: Int) -> [Int] {
        (0..<componentCount).filter { names(component: $0, theme: theme).contains(name) }
    }

    /// The components that read any of `names` under theme `theme`.
    func components(readingAnyOf names: Set<String>, theme: Int) -> [Int] {
        (0..<componentCount).filter { !names.isDisjoint(with: self.names(component: $0, theme: theme)) }
    }
}
