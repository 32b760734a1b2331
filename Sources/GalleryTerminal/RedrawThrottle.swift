/// Decides when a progress bar redraws: the first update, then at most once per `interval` seconds, and
/// always the last one (done == total), so the bar ends on the true count.
public struct RedrawThrottle: Sendable {
    public let interval: Double
    private var last: Double?

    public init(interval: Double = 0.1) { self.interval = interval }

    /// Whether to draw the update of `done` of `total` arriving at `now` (seconds on any steady clock).
    public mutating func shouldDraw(at now: Double, done: Int, total: Int) -> Bool {
        if let last, now - last < interval, done < total { return false }
        last = now
        return true
    }
}
