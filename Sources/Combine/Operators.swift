// The common operators, each returning an `AnyPublisher` (Combine returns a type of its own per operator,
// `Publishers.Map<…>` and so on; code that names those types does not compile here, code that erases
// them or lets them be inferred does).

extension Publisher {
    /// Each value transformed.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        relayValues { { value, downstream in downstream.receive(transform(value)) } }
    }

    /// Each value's property at `keyPath`.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { map { $0[keyPath: keyPath] } }

    /// Each value transformed, with a transform that may throw: a throw fails the publisher.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> {
        relay {
            let ended = Locked(false)
            return ({ value, downstream in
                guard !ended.with({ $0 }) else { return .none }
                do {
                    return downstream.receive(try transform(value))
                } catch {
                    ended.with { $0 = true }
                    downstream.receive(completion: .failure(error))
                    return .none
                }
            }, { completion, downstream in
                guard !ended.with({ $0 }) else { return }
                switch completion {
                case .finished: downstream.receive(completion: .finished)
                case .failure(let error): downstream.receive(completion: .failure(error))
                }
            })
        }
    }

    /// The values the transform does not turn into nil.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        relayValues { { value, downstream in transform(value).map { downstream.receive($0) } ?? .max(1) } }
    }

    /// The values that pass `isIncluded`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relayValues { { value, downstream in isIncluded(value) ? downstream.receive(value) : .max(1) } }
    }

    /// Each value unless `predicate` says it repeats the one before.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relayValues {
            let last = Locked<Output?>(nil)
            return { value, downstream in
                let repeated = last.with { previous in
                    defer { previous = value }
                    return previous.map { predicate($0, value) } ?? false
                }
                return repeated ? .max(1) : downstream.receive(value)
            }
        }
    }

    /// All values but the first `count`.
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        relayValues {
            let seen = Locked(0)
            return { value, downstream in
                seen.with { $0 += 1; return $0 } > count ? downstream.receive(value) : .max(1)
            }
        }
    }

    /// The values until `count` have passed, then the end.
    public func prefix(_ count: Int) -> AnyPublisher<Output, Failure> {
        relay {
            let passed = Locked(0)
            return ({ value, downstream in
                let index = passed.with { $0 += 1; return $0 }
                guard index <= count else { return .none }
                let more = downstream.receive(value)
                if index == count { downstream.receive(completion: .finished) }
                return more
            }, { completion, downstream in
                if passed.with({ $0 }) < count || count == 0 { downstream.receive(completion: completion) }
            })
        }
    }

    /// The first value, then the end.
    public func first() -> AnyPublisher<Output, Failure> { prefix(1) }

    /// The first value that passes `predicate`, then the end.
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { filter(predicate).prefix(1) }

    /// Runs closures on the way through (values and completions unchanged).
    public func handleEvents(receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        relay {
            ({ value, downstream in
                receiveOutput?(value)
                return downstream.receive(value)
            }, { completion, downstream in
                receiveCompletion?(completion)
                downstream.receive(completion: completion)
            })
        }
    }

    /// The values, and `output` in place of a failure, then the end.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        relay {
            ({ value, downstream in downstream.receive(value) }, { completion, downstream in
                if case .failure = completion { _ = downstream.receive(output) }
                downstream.receive(completion: .finished)
            })
        }
    }

    /// The values, and then those of the publisher `handler` makes from a failure.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure> where P.Output == Output {
        AnyPublisher { downstream in
            let link = SwitchingSubscription()
            downstream.receive(subscription: link)
            func forward<F: Error>(_ completion: @escaping (Subscribers.Completion<F>) -> Void) -> AnySubscriber<Output, F> {
                AnySubscriber(receiveSubscription: { link.attach($0) }, receiveValue: { link.delivered(downstream.receive($0)) },
                              receiveCompletion: completion)
            }
            self.receive(subscriber: forward { completion in
                switch completion {
                case .finished: downstream.receive(completion: .finished)
                case .failure(let error): handler(error).receive(subscriber: forward { downstream.receive(completion: $0) })
                }
            })
        }
    }

    /// The values with any error kind.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        relay {
            ({ value, downstream in downstream.receive(value) }, { completion, downstream in
                switch completion {
                case .finished: downstream.receive(completion: .finished)
                case .failure(let error): downstream.receive(completion: .failure(transform(error)))
                }
            })
        }
    }

    /// This publisher's values, and the publishers' that come after in time, as they come.
    public func merge(with others: Self...) -> AnyPublisher<Output, Failure> {
        mergeAll([AnyPublisher(self)] + others.map { AnyPublisher($0) })
    }

    /// This publisher's values and `other`'s, as they come; finished when both are.
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        mergeAll([AnyPublisher(self), AnyPublisher(other)])
    }

    /// The latest values of this publisher and `other` as pairs, once both have sent one.
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        AnyPublisher { downstream in
            let latest = Locked<(Output?, P.Output?)>((nil, nil))
            let group = UpstreamGroup(count: 2, downstream: downstream)
            downstream.receive(subscription: group)
            func send(_ pair: (Output?, P.Output?)) {
                if let a = pair.0, let b = pair.1 { _ = downstream.receive((a, b)) }
            }
            self.receive(subscriber: group.member(0) { value in send(latest.with { $0.0 = value; return $0 }) })
            other.receive(subscriber: group.member(1) { value in send(latest.with { $0.1 = value; return $0 }) })
        }
    }

    /// The latest values of this publisher and `other`, transformed, once both have sent one.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure>
    where P.Failure == Failure {
        combineLatest(other).map { transform($0.0, $0.1) }
    }

    /// The latest values of this publisher and two others as triples, once all have sent one.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> AnyPublisher<(Output, P.Output, Q.Output), Failure>
    where P.Failure == Failure, Q.Failure == Failure {
        combineLatest(p).combineLatest(q).map { ($0.0.0, $0.0.1, $0.1) }
    }

    /// `values` first, then this publisher's.
    public func prepend(_ values: Output...) -> AnyPublisher<Output, Failure> { prepend(values) }

    /// `values` first, then this publisher's (each subscriber is asked for every value).
    public func prepend<S: Sequence>(_ values: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
        let first = Array(values)
        return AnyPublisher { downstream in
            let group = UpstreamGroup(count: 1, downstream: downstream)
            downstream.receive(subscription: group)
            for value in first { _ = downstream.receive(value) }
            self.receive(subscriber: group.member(0) { value in _ = downstream.receive(value) })
        }
    }

    /// One subscription to this publisher shared by every subscriber (values sent to those attached at the time).
    public func share() -> AnyPublisher<Output, Failure> {
        let subject = PassthroughSubject<Output, Failure>()
        let connected = Locked(false), connection = Locked<AnyCancellable?>(nil)
        return AnyPublisher { downstream in
            subject.receive(subscriber: downstream)
            guard connected.with({ wasConnected in defer { wasConnected = true }; return !wasConnected }) else { return }
            let subscription = self.subscribe(subject)
            connection.with { $0 = subscription }
        }
    }

    /// Changes the failure type of a publisher that cannot fail.
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> where Failure == Never {
        relay { ({ value, downstream in downstream.receive(value) }, { _, downstream in downstream.receive(completion: .finished) }) }
    }

    /// Nothing but the completion.
    public func ignoreOutput() -> AnyPublisher<Never, Failure> {
        relay { ({ _, _ in .max(1) }, { completion, downstream in downstream.receive(completion: completion) }) }
    }

    /// Every value, as one array when this publisher finishes.
    public func collect() -> AnyPublisher<[Output], Failure> {
        relay {
            let values = Locked<[Output]>([])
            return ({ value, _ in
                values.with { $0.append(value) }
                return .none
            }, { completion, downstream in
                if case .finished = completion { _ = downstream.receive(values.with { $0 }) }
                downstream.receive(completion: completion)
            })
        }
    }
}

/// The values of all `publishers` as they come. Each upstream is asked for every value (no demand is kept
/// across them).
func mergeAll<Output, Failure: Error>(_ publishers: [AnyPublisher<Output, Failure>]) -> AnyPublisher<Output, Failure> {
    AnyPublisher { downstream in
        let group = UpstreamGroup(count: publishers.count, downstream: downstream)
        downstream.receive(subscription: group)
        for (index, publisher) in publishers.enumerated() {
            publisher.receive(subscriber: group.member(index) { value in _ = downstream.receive(value) })
        }
    }
}

extension Publisher where Output: Equatable {
    /// Each value unless it equals the one before.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { removeDuplicates(by: ==) }
}

extension Publisher {
    /// `nil` values replaced with `output`.
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? { map { $0 ?? output } }
}

/// The subscription an operator with several upstreams gives its downstream: cancelling it cancels every
/// upstream; the downstream finishes when every upstream has, and fails with the first failure.
final class UpstreamGroup<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let state: Locked<(subscriptions: [any Subscription], open: Int, done: Bool)>
    private let downstream: AnySubscriber<Output, Failure>

    init(count: Int, downstream: AnySubscriber<Output, Failure>) {
        state = Locked(([], count, false))
        self.downstream = downstream
    }

    /// The subscriber for upstream number `index`, calling `value` with each of its values.
    func member<Value>(_ index: Int, value: @escaping (Value) -> Void) -> AnySubscriber<Value, Failure> {
        AnySubscriber(receiveSubscription: { [self] subscription in
            let cancelled = state.with { state -> Bool in
                if !state.done { state.subscriptions.append(subscription) }
                return state.done
            }
            if cancelled { subscription.cancel() } else { subscription.request(.unlimited) }
        }, receiveValue: { [self] input in
            if !state.with({ $0.done }) { value(input) }
            return .none
        }, receiveCompletion: { [self] completion in
            // Once the group ends it lets go of its upstreams' subscriptions (a failure cancels the others):
            // kept, they would hold this group's members and so the group itself, a cycle.
            let (end, others): (Subscribers.Completion<Failure>?, [any Subscription]) = state.with { state in
                guard !state.done else { return (nil, []) }
                switch completion {
                case .failure:
                    state.done = true
                    defer { state.subscriptions = [] }
                    return (completion, state.subscriptions)
                case .finished:
                    state.open -= 1
                    guard state.open == 0 else { return (nil, []) }
                    state.done = true
                    state.subscriptions = []
                    return (.finished, [])
                }
            }
            for subscription in others { subscription.cancel() }
            if let end { downstream.receive(completion: end) }
        })
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        let subscriptions = state.with { state -> [any Subscription] in
            state.done = true
            defer { state.subscriptions = [] }
            return state.subscriptions
        }
        for subscription in subscriptions { subscription.cancel() }
    }
}

/// The one subscription a downstream sees while the operator moves from one upstream to the next (`catch`):
/// it keeps the demand not yet met and hands it to each new upstream.
final class SwitchingSubscription: Subscription, @unchecked Sendable {
    private let state = Locked<(current: (any Subscription)?, demand: Subscribers.Demand, cancelled: Bool)>((nil, .none, false))

    func attach(_ subscription: any Subscription) {
        let demand = state.with { state -> Subscribers.Demand? in
            guard !state.cancelled else { return nil }
            state.current = subscription
            return state.demand
        }
        guard let demand else { return subscription.cancel() }
        if demand > .none { subscription.request(demand) }
    }

    /// A value went downstream, which asked for `more`.
    func delivered(_ more: Subscribers.Demand) -> Subscribers.Demand {
        state.with { $0.demand = $0.demand - 1 + more }
        return more
    }

    func request(_ demand: Subscribers.Demand) {
        let current = state.with { state -> (any Subscription)? in
            state.demand += demand
            return state.current
        }
        current?.request(demand)
    }

    func cancel() {
        let current = state.with { state -> (any Subscription)? in
            state.cancelled = true
            return state.current
        }
        current?.cancel()
    }
}
