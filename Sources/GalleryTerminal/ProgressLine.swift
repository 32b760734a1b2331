/// The text of a progress bar: `[########------]  1,234/10,000 renders  412/s  0:21 left`. Pure, so
/// it can be tested without a terminal.
public enum ProgressLine {
    /// The line for `done` of `total` after `elapsed` seconds, fitted to `width` columns.
    public static func format(done: Int, total: Int, elapsed: Double, width: Int = 80, unit: String = "renders") -> String {
        let done = max(0, min(done, max(total, 0)))
        let details = "\(count(done))/\(count(total)) \(unit)  \(rate(done: done, elapsed: elapsed))  \(remaining(done: done, total: total, elapsed: elapsed))"
        let barWidth = min(40, width - details.count - 4)
        guard barWidth >= 10 else { return details }
        return bar(done: done, total: total, width: barWidth) + "  " + details
    }

    /// `[####----]`: `width` columns in all, the filled part rounded down (full only when done).
    public static func bar(done: Int, total: Int, width: Int) -> String {
        let inner = max(0, width - 2)
        let filled = total <= 0 ? inner : min(inner, done * inner / total)
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: inner - filled) + "]"
    }

    /// `12,345`: groups of three digits.
    public static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }

    /// Items per second, `412/s` (one decimal below 10), or `–/s` before anything is done.
    public static func rate(done: Int, elapsed: Double) -> String {
        guard done > 0, elapsed > 0 else { return "–/s" }
        let perSecond = Double(done) / elapsed
        if perSecond < 10 { return String(perSecond.formatted(decimals: 1)) + "/s" }
        return count(Int(perSecond.rounded())) + "/s"
    }

    /// Time left at the rate so far: `0:21 left`, `1:02:03 left`, `–:–– left` before anything is done.
    public static func remaining(done: Int, total: Int, elapsed: Double) -> String {
        guard done > 0, elapsed > 0 else { return "–:–– left" }
        let seconds = Double(max(0, total - done)) * elapsed / Double(done)
        return duration(seconds) + " left"
    }

    /// `m:ss`, or `h:mm:ss` from an hour on (rounded up to the second, so "0:00" means done).
    public static func duration(_ seconds: Double) -> String {
        let whole = seconds.isFinite ? Int(seconds.rounded(.up)) : 0
        let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }
}

extension Double {
    /// Fixed decimals without Foundation's locale-dependent formatting.
    func formatted(decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((self * scale).rounded())
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        guard decimals > 0 else { return "\(whole)" }
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}
