/// Values made in this process, by key, for work that renders repeat across states and themes (a label's
/// shaping, a shadow's filter, a label's outlines) and that is a pure function of its key. Bounded: emptied
/// when it holds `capacity` values. Safe to use from the render pool's threads.
///
/// Public and inlinable, so that each use is specialised for its key and value: called through generics from the
/// modules that use it, a lookup took about 2,000 instructions (witness tables, metadata, copies by value
/// witnesses) where hashing its key took a tenth of that (docs/profile.md). Swift 6.3 does not specialise a
/// `package` function's inlinable body in another module; a public one it does.
public final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline let values = LockedState<[Key: Value]>([:])
    public let capacity: Int

    public init(capacity: Int) { self.capacity = capacity }

    /// The value of `key`, made with `make` (outside the lock) when it is not here.
    @inlinable
    public func value(for key: Key, make: () -> Value) -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let made = make()
        values.withLock { values in
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = made
        }
        return made
    }

    /// How many values it holds.
    public var count: Int { values.withLock { $0.count } }
}
