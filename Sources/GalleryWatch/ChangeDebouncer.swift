/// Gathers a burst of file events into one rebuild: due once `quiet` seconds passed without an event, or
/// `maximum` seconds after the first (so a file rewritten without pause still gets built). Pure: the
/// caller gives the times.
public struct ChangeDebouncer: Sendable {
    public let quiet: Double
    public let maximum: Double
    private var first: Double?
    private var last: Double?
    public private(set) var paths: Set<String> = []

    public init(quiet: Double = 0.15, maximum: Double = 2) {
        self.quiet = quiet
        self.maximum = maximum
    }

    public var isEmpty: Bool { first == nil }

    public mutating func record(_ changed: some Sequence<String>, at now: Double) {
        if first == nil { first = now }
        last = now
        paths.formUnion(changed)
    }

    /// Whether the gathered changes should be built now.
    public func isDue(at now: Double) -> Bool {
        guard let first, let last else { return false }
        return now - last >= quiet || now - first >= maximum
    }

    /// How long the caller may wait for more events before the batch is due (0 when due or empty).
    public func wait(at now: Double) -> Double {
        guard let first, let last else { return 0 }
        return max(0, min(last + quiet, first + maximum) - now)
    }

    /// The gathered paths, sorted; the debouncer is empty again.
    public mutating func take() -> [String] {
        defer { first = nil; last = nil; paths = [] }
        return paths.sorted()
    }

    /// `a.json, b.html and 3 more`: at most `limit` names.
    public static func describe(_ names: [String], limit: Int = 3) -> String {
        guard !names.isEmpty else { return "nothing" }
        let shown = names.prefix(limit)
        let rest = names.count - shown.count
        if rest == 0 {
            return shown.count == 1 ? shown[0] : shown.dropLast().joined(separator: ", ") + " and " + shown.last!
        }
        return shown.joined(separator: ", ") + " and \(rest) more"
    }
}
