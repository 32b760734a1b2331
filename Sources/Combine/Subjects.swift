/// A publisher that outside callers send values through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to every subscriber that has demand.
    func send(_ value: Output)
    /// Ends every subscription; later subscribers receive the same completion at once.
    func send(completion: Subscribers.Completion<Failure>)
    /// Attaches an upstream subscription (for `subscribe(_:)` of a subject to a publisher).
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// `subject.send()`.
    public func send() { send(()) }
}

extension Publisher {
    /// Sends this publisher's values and completion through `subject`.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: { [weak subject] in subject?.send(completion: $0) },
                                                     receiveValue: { [weak subject] in subject?.send($0) })
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}

/// The subscribers of a subject, and how it ended. Shared by the two subjects.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var conduits: [CombineIdentifier: Conduit<Output, Failure>] = [:]
    private var order: [CombineIdentifier] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private var upstream: [any Subscription] = []

    func attach(_ subscriber: AnySubscriber<Output, Failure>, onRequest: ((Conduit<Output, Failure>) -> Void)? = nil) {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let id = CombineIdentifier()
        let conduit = Conduit(subscriber, onRequest: onRequest, onCancel: { [weak self] in self?.detach(id) })
        conduits[id] = conduit
        order.append(id)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    private func detach(_ id: CombineIdentifier) {
        lock.lock()
        conduits[id] = nil
        order.removeAll { $0 == id }
        lock.unlock()
    }

    /// The live conduits, in subscription order.
    private func current() -> [Conduit<Output, Failure>] {
        lock.lock()
        defer { lock.unlock() }
        return completion == nil ? order.compactMap { conduits[$0] } : []
    }

    func send(_ value: Output) {
        for conduit in current() { conduit.offer(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let ended = order.compactMap { conduits[$0] }
        conduits = [:]
        order = []
        lock.unlock()
        for conduit in ended { conduit.finish(completion) }
    }

    func keep(_ subscription: any Subscription) {
        lock.lock()
        upstream.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }
}

/// Sends each value to the subscribers it has at the time, as Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>()
    /// A subject with no subscribers yet.
    public init() {}
    public func send(_ input: Output) { core.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
    public func send(subscription: any Subscription) { core.keep(subscription) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(AnySubscriber(subscriber))
    }
}

/// Holds a value, sends it to each new subscriber and every new value to all, as Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    /// A subject holding `value`.
    public init(_ value: Output) { current = value }

    /// The current value; setting it sends it.
    public var value: Output {
        get { lock.lock(); defer { lock.unlock() }; return current }
        set { send(newValue) }
    }

    public func send(_ input: Output) {
        lock.lock()
        current = input
        lock.unlock()
        core.send(input)
    }
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
    public func send(subscription: any Subscription) { core.keep(subscription) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(AnySubscriber(subscriber), onRequest: { [weak self] conduit in
            guard let self else { return }
            conduit.offer(self.value)
        })
    }
}
