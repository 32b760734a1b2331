/// One finished render, reported as it completes (for a progress bar, and `--verbose`).
public struct BuildStep: Sendable {
    /// Renders finished so far, of `total`.
    public let done: Int
    public let total: Int
    public let variantID: String
    public let themeID: String

    public init(done: Int, total: Int, variantID: String, themeID: String) {
        self.done = done; self.total = total; self.variantID = variantID; self.themeID = themeID
    }
}

/// Called once per finished render, in completion order, from one task at a time. Keep it cheap (a
/// progress bar throttles its own redrawing).
public typealias BuildProgress = @Sendable (BuildStep) -> Void
