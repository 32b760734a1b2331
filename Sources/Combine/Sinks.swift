extension Subscribers {
    /// Asks for every value and hands each to a closure, as Combine's `Subscribers.Sink`.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        /// Called with each value.
        public let receiveValue: (Input) -> Void
        /// Called with the completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var done = false

        /// A sink calling `receiveCompletion` and `receiveValue`.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            lock.lock()
            guard self.subscription == nil, !done else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            receiveValue(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            done = true
            subscription = nil
            lock.unlock()
            receiveCompletion(completion)
        }

        public func cancel() {
            lock.lock()
            let current = subscription
            subscription = nil
            done = true
            lock.unlock()
            current?.cancel()
        }

        public var description: String { "Sink" }
    }

    /// Writes each value to a property of an object, as Combine's `Subscribers.Assign`.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        public typealias Failure = Never
        /// The object (released when the subscription ends).
        public private(set) var object: Root?
        /// The property.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        /// Writes to `keyPath` of `object`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }

        public func cancel() {
            subscription?.cancel()
            subscription = nil
            object = nil
        }

        public var description: String { "Assign" }
    }
}

extension Publisher {
    /// Subscribes with closures for the completion and each value; keep the result for as long as it should run.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    /// Writes each value to `keyPath` of `object`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        receive(subscriber: assign)
        return AnyCancellable(assign)
    }

    /// Feeds a `@Published` property (`.assign(to: &$value)`), for as long as the property lives.
    public func assign(to published: inout Published<Output>.Publisher) where Failure == Never {
        let storage = published.storage
        // Lives with the property's storage, as Combine's does: no cancellable to keep.
        storage.keepAlive(sink { [weak storage] in storage?.value = $0 })
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for each value; keep the result for as long as it should run.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
