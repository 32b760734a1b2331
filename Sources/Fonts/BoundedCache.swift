/// Values made in this process, by key, for work that renders repeat across states and themes (a label's
/// shaping, a shadow's filter, a label's outlines) and that is a pure function of its key. Bounded: emptied
/// when it holds `capacity` values. Safe to use from the render pool's threads.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = LockedState<[Key: Value]>([:])
    package let capacity: Int

    package init(capacity: Int) { self.capacity = capacity }

    /// The value of `key`, made with `make` (outside the lock) when it is not here.
    package func value(for key: Key, make: () -> Value) -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let made = make()
        values.withLock { values in
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = made
        }
        return made
    }

    /// How many values it holds.
    package var count: Int { values.withLock { $0.count } }
}
