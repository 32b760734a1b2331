/// A class whose changes views can observe, as Combine's `ObservableObject`. Combine does not exist on
/// Linux and a still render never changes, so this keeps only what style code needs to compile and to
/// read its values: `objectWillChange` with a `send()` that nobody listens to.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher for this object; without subscribers each read may return a new one.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher an `ObservableObject` announces changes with. Nothing subscribes during a render.
public final class ObservableObjectPublisher: Sendable {
    public init() {}
    /// Announces a change (no effect: renders are still).
    public func send() {}
}

/// A property of an `ObservableObject` that announces its changes, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }

    /// `$property`: the stream of values, here only the current one.
    public var projectedValue: Publisher { Publisher(value: wrappedValue) }

    /// The values of a published property (the current value; nothing is ever sent later).
    public struct Publisher {
        public let value: Value
    }
}
