import Foundation

/// A class whose changes views can observe, as Combine's `ObservableObject`. Combine does not exist on
/// Linux; the `Combine` module of this package makes ``ObservableObjectPublisher`` and
/// ``Published/Publisher`` publishers (with `sink`, `assign` and the operators), built on the observers
/// kept here. A still render never changes an object after it is made, so nothing subscribes during one.
public protocol ObservableObject: AnyObject {
    /// The type of the object's change publisher.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// The publisher that announces the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher for this object. Unlike Combine's, it is not kept per object: each read returns a new one,
    /// so a subscriber hears only the `send()`s of the publisher it subscribed to (and `@Published` properties
    /// do not send through it).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher an `ObservableObject` announces changes with: `send()` tells every observer.
public final class ObservableObjectPublisher: @unchecked Sendable {
    /// Guarded by its own lock: objects may be shared by render threads.
    package let observers = Observers<Void>()
    /// A publisher.
    public init() {}
    /// Announces a change to every observer.
    public func send() { observers.notify(()) }
}

/// Callbacks registered to hear a value, each until cancelled (the storage the `Combine` module's
/// subscriptions to ``ObservableObjectPublisher`` and ``Published/Publisher`` are built on).
package final class Observers<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var callbacks: [(id: Int, call: (Value) -> Void)] = []

    package init() {}

    /// Registers `callback`; the returned id cancels it.
    package func add(_ callback: @escaping (Value) -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        callbacks.append((next, callback))
        return next
    }

    package func remove(_ id: Int) {
        lock.lock()
        callbacks.removeAll { $0.id == id }
        lock.unlock()
    }

    /// Calls every callback registered now, outside the lock (a callback may add or remove observers).
    package func notify(_ value: Value) {
        lock.lock()
        let current = callbacks
        lock.unlock()
        for callback in current { callback.call(value) }
    }
}

/// A property of an `ObservableObject` that announces its changes, as Combine's `@Published`: `$property`
/// is a publisher of its current value and then of each new value, sent before the property changes (as
/// Combine sends them, in `willSet`).
@propertyWrapper
public struct Published<Value> {
    package final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value
        package let observers = Observers<Value>()
        private var kept: [AnyObject] = []
        init(_ value: Value) { stored = value }
        /// Keeps `object` (a subscription feeding this property) for as long as the property lives.
        package func keepAlive(_ object: AnyObject) {
            lock.lock()
            kept.append(object)
            lock.unlock()
        }
        package var value: Value {
            get { lock.lock(); defer { lock.unlock() }; return stored }
            set {
                observers.notify(newValue)
                lock.lock()
                stored = newValue
                lock.unlock()
            }
        }
    }
    private var storage: Storage

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
    /// `@Published var count = 0`.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    /// The same, older spelling.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// `$property`: the stream of its values; `assign(to: &$property)` feeds it.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set { storage = newValue.storage }
    }

    /// The values of a published property: the current one to each new subscriber, then every change.
    public struct Publisher {
        package let storage: Storage
    }
}
