// Operators that read a publisher as a sequence in time: running totals, leading runs, concatenation and
// publishers of publishers. Like the others (Operators.swift), each returns an `AnyPublisher`.

extension Publisher {
    /// Each value folded into the result so far, starting from `initialResult`: the running results.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        relayValues {
            let result = Locked(initialResult)
            return { value, downstream in
                downstream.receive(result.with { $0 = nextPartialResult($0, value); return $0 })
            }
        }
    }

    /// The values while `predicate` holds; the first that fails it ends the publisher.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relay {
            let ended = Locked(false)
            return ({ value, downstream in
                guard !ended.with({ $0 }) else { return .none }
                if predicate(value) { return downstream.receive(value) }
                ended.with { $0 = true }
                downstream.receive(completion: .finished)
                return .none
            }, { completion, downstream in
                if !ended.with({ ended in defer { ended = true }; return ended }) { downstream.receive(completion: completion) }
            })
        }
    }

    /// The values from the first that fails `predicate` on.
    public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relayValues {
            let dropping = Locked(true)
            return { value, downstream in
                let drop = dropping.with { dropping in
                    if dropping, !predicate(value) { dropping = false }
                    return dropping
                }
                return drop ? .max(1) : downstream.receive(value)
            }
        }
    }

    /// This publisher's values, then, once it finishes, `values`.
    public func append(_ values: Output...) -> AnyPublisher<Output, Failure> { append(values) }

    /// This publisher's values, then, once it finishes, those of `values`.
    public func append<S: Sequence>(_ values: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
        let list = Array(values)
        return append(AnyPublisher<Output, Failure> { ListSubscription.start(list, end: .finished, $0) })
    }

    /// This publisher's values, then, once it finishes, those of `other` (a failure ends both).
    public func append<P: Publisher>(_ other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        AnyPublisher { downstream in
            let link = SwitchingSubscription()
            downstream.receive(subscription: link)
            func forward(_ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnySubscriber<Output, Failure> {
                AnySubscriber(receiveSubscription: { link.attach($0) }, receiveValue: { link.delivered(downstream.receive($0)) },
                              receiveCompletion: completion)
            }
            self.receive(subscriber: forward { completion in
                switch completion {
                case .finished: other.receive(subscriber: forward { downstream.receive(completion: $0) })
                case .failure: downstream.receive(completion: completion)
                }
            })
        }
    }

    /// The values of the publishers `transform` makes from each value, as they come, with at most
    /// `maxPublishers` of them subscribed at once (the upstream is asked for one more value each time one
    /// finishes). Finished when the upstream and every inner publisher are; the first failure ends it.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure> where P.Failure == Failure {
        AnyPublisher { downstream in
            self.receive(subscriber: FlatMapSubscription(maxPublishers: maxPublishers, transform: transform, downstream: downstream))
        }
    }

    /// `flatMap` for a publisher that cannot fail, whose inner publishers can.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, P.Failure> where Failure == Never {
        setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
    }
}

/// `flatMap`'s link: subscribed to the upstream, it subscribes to each inner publisher, forwards their
/// values (every inner is asked for all of its values) and finishes when all are done.
final class FlatMapSubscription<Input, Inner: Publisher>: Subscriber, Subscription, @unchecked Sendable {
    typealias Failure = Inner.Failure
    let combineIdentifier = CombineIdentifier()
    private let maxPublishers: Subscribers.Demand
    private let transform: (Input) -> Inner
    private let state: Locked<State>

    private struct State {
        var downstream: AnySubscriber<Inner.Output, Failure>?
        var upstream: (any Subscription)?
        var inners: [CombineIdentifier: any Subscription] = [:]
        var open = 0
        var upstreamFinished = false
    }

    init(maxPublishers: Subscribers.Demand, transform: @escaping (Input) -> Inner, downstream: AnySubscriber<Inner.Output, Failure>) {
        self.maxPublishers = maxPublishers
        self.transform = transform
        state = Locked(State(downstream: downstream))
    }

    func receive(subscription: any Subscription) {
        guard let downstream = state.with({ state -> AnySubscriber<Inner.Output, Failure>? in
            state.upstream = subscription
            return state.downstream
        }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
        if maxPublishers > .none { subscription.request(maxPublishers) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard state.with({ state -> Bool in
            guard state.downstream != nil else { return false }
            state.open += 1
            return true
        }) else { return .none }
        let identifier = CombineIdentifier()
        transform(input).receive(subscriber: AnySubscriber<Inner.Output, Failure>(receiveSubscription: { [self] subscription in
            let live = state.with { state -> Bool in
                guard state.downstream != nil else { return false }
                state.inners[identifier] = subscription
                return true
            }
            if live { subscription.request(.unlimited) } else { subscription.cancel() }
        }, receiveValue: { [self] value in
            _ = state.with { $0.downstream }?.receive(value)
            return .none
        }, receiveCompletion: { [self] completion in
            innerEnded(identifier, completion)
        }))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .failure: fail(completion)
        case .finished:
            let downstream = state.with { state -> AnySubscriber<Inner.Output, Failure>? in
                state.upstreamFinished = true
                guard state.open == 0 else { return nil }
                defer { state.downstream = nil }
                return state.downstream
            }
            downstream?.receive(completion: .finished)
        }
    }

    private func innerEnded(_ identifier: CombineIdentifier, _ completion: Subscribers.Completion<Failure>) {
        if case .failure = completion { return fail(completion) }
        let (downstream, upstream) = state.with { state -> (AnySubscriber<Inner.Output, Failure>?, (any Subscription)?) in
            state.inners[identifier] = nil
            state.open -= 1
            if state.upstreamFinished, state.open == 0 {
                defer { state.downstream = nil }
                return (state.downstream, nil)
            }
            return (nil, state.downstream == nil ? nil : state.upstream)
        }
        if let downstream { downstream.receive(completion: .finished) }
        if let upstream, maxPublishers != .unlimited { upstream.request(.max(1)) }
    }

    private func fail(_ completion: Subscribers.Completion<Failure>) {
        let (downstream, others) = state.with { state -> (AnySubscriber<Inner.Output, Failure>?, [any Subscription]) in
            defer { state.downstream = nil; state.inners = [:] }
            return (state.downstream, Array(state.inners.values) + (state.upstream.map { [$0] } ?? []))
        }
        guard let downstream else { return }
        for subscription in others { subscription.cancel() }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        let subscriptions = state.with { state -> [any Subscription] in
            defer { state.downstream = nil; state.inners = [:] }
            return Array(state.inners.values) + (state.upstream.map { [$0] } ?? [])
        }
        for subscription in subscriptions { subscription.cancel() }
    }
}

extension Publisher where Failure == Never {
    /// `flatMap` where neither side can fail (the most specific of the overloads, as in Combine).
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Never> where P.Failure == Never {
        AnyPublisher { downstream in
            self.receive(subscriber: FlatMapSubscription(maxPublishers: maxPublishers, transform: transform, downstream: downstream))
        }
    }
}

extension Publisher {
    /// `flatMap` whose inner publishers cannot fail, under an upstream that can.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure> where P.Failure == Never {
        flatMap(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}
