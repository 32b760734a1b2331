/// Declares that a type can send a sequence of values over time, as Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
    /// The kind of values it publishes.
    associatedtype Output
    /// The kind of error it may fail with (`Never` when it cannot fail).
    associatedtype Failure: Error
    /// Attaches `subscriber`, which then receives a subscription, values as it asks for them, and a completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` (Combine's spelling for callers; publishers implement `receive(subscriber:)`).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// Receives values from a publisher, as Combine's `Subscriber`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values it receives.
    associatedtype Input
    /// The kind of error it may receive.
    associatedtype Failure: Error
    /// Called once, first: the subscriber asks the subscription for values (`request(_:)`).
    func receive(subscription: any Subscription)
    /// A value; returns how many more it wants on top of what it asked for before.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The end: finished or failed. Nothing follows it.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// The link between a publisher and one subscriber, as Combine's `Subscription`.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the activity and frees what it holds.
    func cancel()
}

/// A type with an identity for Combine's debugging, as Combine's `CustomCombineIdentifierConvertible`.
public protocol CustomCombineIdentifierConvertible {
    /// This instance's identity.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// A class instance's identity: its object identifier.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identity, as Combine's `CombineIdentifier`.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64
    private static let counter = Counter()

    /// A new identity, unlike every other.
    public init() { value = Self.counter.next() }
    /// The identity of `object`.
    public init(_ object: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }

    public var description: String { "0x" + String(value, radix: 16) }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value: UInt64 = 0
        func next() -> UInt64 { lock.lock(); defer { lock.unlock() }; value += 1; return value | (1 << 63) }
    }
}

/// A namespace for the subscriber types and their values, as Combine's `Subscribers`.
public enum Subscribers {
    /// How many values a subscriber asks for: a number, or `unlimited`.
    public struct Demand: Equatable, Comparable, Hashable, CustomStringConvertible, Sendable {
        /// nil means unlimited.
        let count: Int?
        /// Every value there is.
        public static let unlimited = Demand(count: nil)
        /// No more values.
        public static let none = Demand(count: 0)
        /// At most `value` more values.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "a demand cannot be negative")
            return Demand(count: value)
        }
        /// The number, or nil when unlimited.
        public var max: Int? { count }

        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case let (l?, r?): return l < r
            }
        }
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.count, let r = rhs.count else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : Demand(count: sum)
        }
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Never below zero; unlimited stays unlimited.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            guard let r = rhs.count else { return .none }
            return Demand(count: Swift.max(0, l - r))
        }
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs > .max(rhs) }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs >= .max(rhs) }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs < .max(rhs) }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs <= .max(rhs) }
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs == .max(rhs) }
    }

    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A subscription that has nothing to deliver, as Combine's `Subscriptions.empty`.
public enum Subscriptions {
    /// A subscription that ignores requests and cancellation.
    public static var empty: any Subscription { EmptySubscription() }

    private final class EmptySubscription: Subscription, @unchecked Sendable {
        func request(_ demand: Subscribers.Demand) {}
        func cancel() {}
    }
}
