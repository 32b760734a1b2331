import StyleKit

/// `$property` of a `@Published` property: its current value to each new subscriber, then each new value,
/// sent as the property is about to change.
extension Published.Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        let storage = self.storage
        let id = Locked<Int?>(nil)
        let conduit = Conduit(AnySubscriber(subscriber), onRequest: { conduit in
            conduit.offer(storage.value)
        }, onCancel: {
            if let token = id.with({ $0 }) { storage.observers.remove(token) }
        })
        id.with { $0 = storage.observers.add { conduit.offer($0) } }
        subscriber.receive(subscription: conduit)
    }
}

/// An object's `objectWillChange`: a `Void` value for each `send()`.
extension ObservableObjectPublisher: Combine.Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let id = Locked<Int?>(nil)
        let conduit = Conduit(AnySubscriber(subscriber), onCancel: { [observers] in
            if let token = id.with({ $0 }) { observers.remove(token) }
        })
        id.with { $0 = observers.add { conduit.offer(()) } }
        subscriber.receive(subscription: conduit)
    }
}
