/// The subscriber an operator puts between its upstream and its downstream: it passes the upstream's
/// subscription down (so demand and cancel go straight up), and turns each upstream event into downstream
/// events with the operator's two closures. A value the operator drops asks upstream for one more, as
/// Combine's filtering operators do.
final class Relay<Input, UpstreamFailure: Error, Output, Failure: Error>: Subscriber, @unchecked Sendable {
    typealias Downstream = AnySubscriber<Output, Failure>
    let combineIdentifier = CombineIdentifier()
    private let downstream: Downstream
    private let value: (Input, Downstream) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<UpstreamFailure>, Downstream) -> Void

    init(_ downstream: Downstream, value: @escaping (Input, Downstream) -> Subscribers.Demand,
         completion: @escaping (Subscribers.Completion<UpstreamFailure>, Downstream) -> Void) {
        self.downstream = downstream
        self.value = value
        self.completion = completion
    }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { value(input, downstream) }
    func receive(completion: Subscribers.Completion<UpstreamFailure>) { self.completion(completion, downstream) }
}

extension Publisher {
    /// An operator over this publisher: for each subscriber, `make` gives the two closures of its relay
    /// (called per subscription, so per-subscription state lives in what they capture).
    func relay<T, F: Error>(
        _ make: @escaping () -> (value: (Output, AnySubscriber<T, F>) -> Subscribers.Demand,
                                 completion: (Subscribers.Completion<Failure>, AnySubscriber<T, F>) -> Void)
    ) -> AnyPublisher<T, F> {
        AnyPublisher { downstream in
            let (value, completion) = make()
            self.receive(subscriber: Relay(downstream, value: value, completion: completion))
        }
    }

    /// An operator that keeps failures as they are.
    func relayValues<T>(_ make: @escaping () -> (Output, AnySubscriber<T, Failure>) -> Subscribers.Demand) -> AnyPublisher<T, Failure> {
        relay { (make(), { completion, downstream in downstream.receive(completion: completion) }) }
    }
}

/// State an operator keeps per subscription, behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func with<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
