import GalleryRender

/// One of `count` deterministic slices of a build (`gallery build --shard INDEX/COUNT`): whole page groups,
/// contiguous in page order, with about the same number of variants each. `gallery merge` joins the
/// slices' folders into the site a single build writes.
public struct BuildShard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, count <= 10_000, (1...count).contains(index) else { return nil }
        self.index = index; self.count = count
    }

    /// Reads `I/N` (`2/4`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// The shard (1-based) each of the plan's groups belongs to: a group goes to the slice its first
    /// variant falls in when the variants are cut into `count` equal runs.
    static func assignments(_ plan: BuildPlan, count: Int) -> [Int] {
        let total = max(1, plan.jobs.count)
        return plan.groups.map { group in group.jobs.lowerBound * count / total + 1 }
    }
}

/// Shard folders that cannot be joined: which one and why.
public struct MergeError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String
    public var description: String { "\(path): \(message)" }
}
