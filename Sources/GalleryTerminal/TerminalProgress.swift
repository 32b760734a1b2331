import Foundation

/// The live progress bar on standard error: redrawn in place (carriage return, erase to end of line) at
/// most ~10 times a second, with notes (`--verbose`) printed above it. Safe to call from any thread.
public final class TerminalProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private let colors: Bool
    private let width: Int
    private let unit: String
    private let start = ContinuousClock.now
    private var throttle = RedrawThrottle()
    private var shown: (done: Int, total: Int)?
    private var visible = false

    /// `write` receives the raw text for standard error; `width` is the terminal's.
    public init(unit: String = "renders", width: Int = TerminalProgress.columns(), colors: Bool, write: @escaping @Sendable (String) -> Void) {
        self.unit = unit
        self.width = width
        self.colors = colors
        self.write = write
    }

    /// `done` of `total` are finished.
    public func update(done: Int, total: Int) {
        lock.lock(); defer { lock.unlock() }
        shown = (done, total)
        guard throttle.shouldDraw(at: seconds(), done: done, total: total) else { return }
        draw()
    }

    /// A line above the bar (the bar is redrawn below it).
    public func note(_ line: String) {
        lock.lock(); defer { lock.unlock() }
        write((visible ? "\r\u{1B}[K" : "") + line + "\n")
        visible = false
        if shown != nil { draw() }
    }

    /// Removes the bar, leaving the line empty for what follows.
    public func finish() {
        lock.lock(); defer { lock.unlock() }
        if visible { write("\r\u{1B}[K") }
        visible = false
        shown = nil
    }

    private func draw() {
        guard let (done, total) = shown else { return }
        let line = ProgressLine.format(done: done, total: total, elapsed: seconds(), width: width, unit: unit)
        write("\r" + Tint.progress.apply(line, enabled: colors) + "\u{1B}[K")
        visible = true
    }

    private func seconds() -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The terminal's width from `COLUMNS` or the standard error's window size, else 80.
    public static func columns() -> Int {
        if let text = ProcessInfo.processInfo.environment["COLUMNS"], let value = Int(text), value > 0 { return value }
        var size = winsize()
        if ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
