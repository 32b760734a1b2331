/// A class whose changes views can observe, as Combine's `ObservableObject`. Combine does not exist on
/// Linux and a still render never changes, so this keeps only what style code needs to compile and to
/// read its values: `objectWillChange` with a `send()` that nobody listens to.
public protocol ObservableObject: AnyObject {
    /// The type of the object's change publisher.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// The publisher that announces the object is about to change; nothing listens during a render.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher for this object; without subscribers each read may return a new one.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher an `ObservableObject` announces changes with. Nothing subscribes during a render.
public final class ObservableObjectPublisher: Sendable {
    /// A publisher.
    public init() {}
    /// Announces a change (no effect: renders are still).
    public func send() {}
}

/// A property of an `ObservableObject` that announces its changes, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    /// The current value.
    public var wrappedValue: Value
    /// `@Published var count = 0`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// The same, older spelling.
    public init(initialValue: Value) { self.wrappedValue = initialValue }

    /// `$property`: the stream of values, here only the current one.
    public var projectedValue: Publisher { Publisher(value: wrappedValue) }

    /// The values of a published property (the current value; nothing is ever sent later).
    public struct Publisher {
        /// The current value.
        public let value: Value
    }
}
