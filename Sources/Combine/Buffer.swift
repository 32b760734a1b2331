import Foundation

extension Publisher {
    /// The values kept in a buffer of `size` until the downstream asks for them; `prefetch` says when the
    /// upstream is asked, `whenFull` what happens to a value that finds the buffer full. A completion
    /// reaches the downstream after the values held.
    public func buffer(size: Int, prefetch: Publishers.PrefetchStrategy,
                       whenFull: Publishers.BufferingStrategy<Failure>) -> AnyPublisher<Output, Failure> {
        AnyPublisher { downstream in
            self.receive(subscriber: BufferSubscription(size: size, prefetch: prefetch, whenFull: whenFull, downstream: downstream))
        }
    }
}

/// `buffer`'s link: the upstream's subscriber and the downstream's subscription. The lock guards the state
/// and is never held while calling either side.
final class BufferSubscription<Output, Failure: Error>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Output
    let combineIdentifier = CombineIdentifier()
    private let size: Int
    private let prefetch: Publishers.PrefetchStrategy
    private let whenFull: Publishers.BufferingStrategy<Failure>
    private let state: Locked<State>

    private struct State {
        var downstream: AnySubscriber<Output, Failure>?
        var upstream: (any Subscription)?
        var values: [Output] = []
        var demand = Subscribers.Demand.none
        var ending: Subscribers.Completion<Failure>?
        var draining = false
    }

    init(size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>,
         downstream: AnySubscriber<Output, Failure>) {
        self.size = Swift.max(0, size)
        self.prefetch = prefetch
        self.whenFull = whenFull
        state = Locked(State(downstream: downstream))
    }

    // Upstream side.
    func receive(subscription: any Subscription) {
        let downstream = state.with { state -> AnySubscriber<Output, Failure>? in
            state.upstream = subscription
            return state.downstream
        }
        guard let downstream else { return subscription.cancel() }
        downstream.receive(subscription: self)
        switch prefetch {
        case .keepFull: if size > 0 { subscription.request(.max(size)) }
        case .byRequest: subscription.request(.unlimited)
        }
    }

    func receive(_ input: Output) -> Subscribers.Demand {
        let failed: Bool = state.with { state in
            guard state.ending == nil, state.downstream != nil else { return false }
            guard state.values.count >= size else {
                state.values.append(input)
                return false
            }
            switch whenFull {
            case .dropNewest: return false
            case .dropOldest:
                if !state.values.isEmpty { state.values.removeFirst(); state.values.append(input) }
                return false
            case .customError(let makeError):
                state.ending = .failure(makeError())
                return true
            }
        }
        if failed { state.with { $0.upstream }?.cancel() }
        drain()
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        state.with { state in if state.ending == nil { state.ending = completion } }
        drain()
    }

    // Downstream side.
    func request(_ demand: Subscribers.Demand) {
        state.with { $0.demand += demand }
        drain()
    }

    func cancel() {
        let upstream = state.with { state -> (any Subscription)? in
            state.downstream = nil
            state.values = []
            return state.upstream
        }
        upstream?.cancel()
    }

    private enum Step { case value(Output, AnySubscriber<Output, Failure>), end(Subscribers.Completion<Failure>, AnySubscriber<Output, Failure>), stop }

    /// Sends the values the downstream asked for, then the completion once none are left.
    private func drain() {
        var delivered = 0
        while true {
            let step: Step = state.with { state in
                guard !state.draining || delivered > 0, let downstream = state.downstream else { return .stop }
                state.draining = true
                if !state.values.isEmpty, state.demand > .none {
                    state.demand -= 1
                    return .value(state.values.removeFirst(), downstream)
                }
                if state.values.isEmpty, let ending = state.ending {
                    state.downstream = nil
                    state.draining = false
                    return .end(ending, downstream)
                }
                state.draining = false
                return .stop
            }
            switch step {
            case .value(let value, let downstream):
                delivered += 1
                let more = downstream.receive(value)
                state.with { $0.demand += more }
            case .end(let completion, let downstream):
                downstream.receive(completion: completion)
                return
            case .stop:
                if delivered > 0, prefetch == .keepFull, let upstream = state.with({ $0.ending == nil ? $0.upstream : nil }) {
                    upstream.request(.max(delivered))
                }
                return
            }
        }
    }
}
