/// Publishes one value, then finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value.
    public let output: Output
    /// `Just(value)`.
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        ListSubscription.start([output], end: .finished, AnySubscriber(subscriber))
    }
}

/// Publishes nothing and finishes (or never does), as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes at once.
    public let completeImmediately: Bool
    /// `Empty()`: finishes at once; `Empty(completeImmediately: false)`: never.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    /// The same, with the types given.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        if completeImmediately {
            ListSubscription.start([], end: .finished, AnySubscriber(subscriber))
        } else {
            subscriber.receive(subscription: Subscriptions.empty)
        }
    }
}

/// Fails at once with an error, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error.
    public let error: Failure
    /// `Fail(error: e)`.
    public init(error: Failure) { self.error = error }
    /// The same, with the output type given.
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        ListSubscription.start([], end: .failure(error), AnySubscriber(subscriber))
    }
}

/// Runs its work once and publishes the result it promises, as Combine's `Future`. The work runs when the
/// future is made; the result goes to every subscriber, before or after it arrives.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// Delivers the result.
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [Conduit<Output, Failure>] = []

    /// `Future { promise in … promise(.success(value)) }`.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        // The promise keeps the future alive until it is called, as Combine's does.
        attemptToFulfill { result in self.fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else {
            lock.unlock()
            return
        }
        self.result = result
        let subscribers = waiting
        waiting = []
        lock.unlock()
        for conduit in subscribers { Self.send(result, to: conduit) }
    }

    private static func send(_ result: Result<Output, Failure>, to conduit: Conduit<Output, Failure>) {
        switch result {
        case .success(let value):
            conduit.offer(value)
            conduit.finish(.finished)
        case .failure(let error):
            conduit.finish(.failure(error))
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(AnySubscriber(subscriber), onRequest: { conduit in
            self.lock.lock()
            if let result = self.result {
                self.lock.unlock()
                Self.send(result, to: conduit)
            } else {
                self.waiting.append(conduit)
                self.lock.unlock()
            }
        })
        subscriber.receive(subscription: conduit)
    }
}

/// The values of a sequence, one per demand, then the end, as Combine's `Publishers.Sequence`.
extension Sequence {
    /// `[1, 2, 3].publisher`.
    public var publisher: AnyPublisher<Element, Never> {
        let values = Array(self)
        return AnyPublisher { ListSubscription.start(values, end: .finished, $0) }
    }
}
