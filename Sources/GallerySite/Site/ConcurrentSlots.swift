import Foundation

/// Results that the iterations of a `DispatchQueue.concurrentPerform` fill, each its own slot, read once all
/// are done.
final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `slots` is only touched while `lock` is held.
    private let lock = NSLock()
    private var slots: [Value]

    init(count: Int, initial: Value) { slots = Array(repeating: initial, count: count) }

    subscript(index: Int) -> Value {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Value] { lock.withLock { slots } }
}
