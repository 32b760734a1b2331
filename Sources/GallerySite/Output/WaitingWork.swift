import Foundation

/// Work that mostly waits on the kernel (unlinking files the device must be told about), spread over threads of
/// its own rather than one per core: while some wait, others make the next call.
enum WaitingWork {
    /// Calls `body` once for each index in `0..<iterations`, on up to `threads` threads, each taking the next
    /// index when it is done with one; returns when every call has returned.
    static func perform(iterations: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard iterations > 0 else { return }
        let next = NextIndex(limit: iterations)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(threads, iterations)) {
            group.enter()
            Thread {
                while let index = next.take() { body(index) }
                group.leave()
            }.start()
        }
        group.wait()
    }

    /// The next index to hand out, below a limit.
    private final class NextIndex: @unchecked Sendable {
        // @unchecked: `value` is only touched while `lock` is held.
        private let lock = NSLock()
        private var value = 0
        private let limit: Int

        init(limit: Int) { self.limit = limit }

        func take() -> Int? {
            lock.withLock {
                guard value < limit else { return nil }
                defer { value += 1 }
                return value
            }
        }
    }
}
