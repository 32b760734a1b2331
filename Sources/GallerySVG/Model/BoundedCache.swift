import Foundation

/// Values made in this process, by key, for work that renders repeat across states and themes (a shadow's
/// filter, a label's outlines) and that is a pure function of its key. Bounded: emptied when it holds
/// `capacity` values. Safe to use from the render pool's threads.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // @unchecked: `values` is only touched while `lock` is held.
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// The value of `key`, made with `make` (outside the lock) when it is not here.
    func value(for key: Key, make: () -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let made = make()
        lock.withLock {
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = made
        }
        return made
    }

    /// How many values it holds.
    var count: Int { lock.withLock { values.count } }
}
