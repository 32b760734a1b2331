/// One subscriber's link to a source that pushes values (a subject, a published property): it keeps the
/// subscriber's demand, drops values sent while the demand is zero (as Combine's subjects do), and delivers
/// nothing after a completion or a cancel. The lock guards its state and is never held while calling the
/// subscriber, which may request, cancel or send again from inside its callbacks.
final class Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private let onRequest: ((Conduit) -> Void)?
    private let onCancel: () -> Void
    private var requestedOnce = false

    /// - Parameters:
    ///   - onRequest: called after the first request for at least one value (a current-value source sends its
    ///     value then).
    ///   - onCancel: called once, when the subscriber cancels: the source forgets this conduit.
    init(_ downstream: AnySubscriber<Output, Failure>, onRequest: ((Conduit) -> Void)? = nil, onCancel: @escaping () -> Void = {}) {
        self.downstream = downstream
        self.onRequest = onRequest
        self.onCancel = onCancel
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        let first = !requestedOnce && downstream != nil && demand > .none
        if first { requestedOnce = true }
        lock.unlock()
        if first { onRequest?(self) }
    }

    func cancel() {
        lock.lock()
        let wasLive = downstream != nil
        downstream = nil
        lock.unlock()
        if wasLive { onCancel() }
    }

    /// Delivers `value` when the subscriber has demand for it; returns whether it did.
    @discardableResult
    func offer(_ value: Output) -> Bool {
        lock.lock()
        guard let subscriber = downstream, demand > .none else {
            lock.unlock()
            return false
        }
        demand -= 1
        lock.unlock()
        let more = subscriber.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
        return true
    }

    /// Ends the subscription with `completion`.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let subscriber = downstream
        downstream = nil
        lock.unlock()
        subscriber?.receive(completion: completion)
    }
}

/// Delivers a fixed list of values on demand, then finishes: `Just`, `[…].publisher`, `Empty`, `Fail`.
final class ListSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var remaining: ArraySlice<Output>
    private let end: Subscribers.Completion<Failure>
    private var demand = Subscribers.Demand.none
    private var delivering = false

    init(_ values: [Output], end: Subscribers.Completion<Failure>, to downstream: AnySubscriber<Output, Failure>) {
        remaining = values[...]
        self.end = end
        self.downstream = downstream
    }

    /// Attaches `downstream` and, when there is nothing to deliver, completes at once (as Combine's do).
    static func start(_ values: [Output], end: Subscribers.Completion<Failure>, _ downstream: AnySubscriber<Output, Failure>) {
        let subscription = ListSubscription(values, end: end, to: downstream)
        downstream.receive(subscription: subscription)
        if values.isEmpty { subscription.deliver() }
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        lock.unlock()
        deliver()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }

    private func deliver() {
        lock.lock()
        guard !delivering else {
            lock.unlock()
            return  // a request from inside a callback: the running loop takes the new demand
        }
        delivering = true
        while let subscriber = downstream {
            if remaining.isEmpty {
                downstream = nil
                lock.unlock()
                subscriber.receive(completion: end)
                lock.lock()
                break
            }
            guard demand > .none else { break }
            demand -= 1
            let value = remaining.removeFirst()
            lock.unlock()
            let more = subscriber.receive(value)
            lock.lock()
            demand += more
        }
        delivering = false
        lock.unlock()
    }
}
