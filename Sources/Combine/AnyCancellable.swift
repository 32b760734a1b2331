/// Cancels its activity when cancelled or freed, as Combine's `AnyCancellable`: keep it (`store(in:)`) for
/// as long as the subscription should live.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (() -> Void)?

    /// Runs `cancel` once, when cancelled or freed.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    /// Cancels `canceller` when cancelled or freed.
    public init<C: Cancellable>(_ canceller: C) { onCancel = canceller.cancel }

    deinit { cancel() }

    public func cancel() {
        lock.lock()
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }

    /// Keeps this cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// This cancellable, kept in `set` (wrapped in an `AnyCancellable`).
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
    /// This cancellable, kept in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}
