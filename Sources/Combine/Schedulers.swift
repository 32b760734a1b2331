/// Runs work, as Combine's `Scheduler`. A gallery render is still, so every scheduler here runs work at once:
/// `receive(on:)`, `subscribe(on:)`, `debounce`, `throttle` and `delay` pass values straight through, and
/// what a design system sets up in an initialiser settles before the render, as it would after time passed.
public protocol Scheduler<SchedulerTimeType> {
    /// Its time.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Its options.
    associatedtype SchedulerOptions
    /// The time now.
    var now: SchedulerTimeType { get }
    /// The scheduler's tolerance.
    var minimumTolerance: SchedulerTimeType.Stride { get }
    /// Runs `action`.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` (here: at once).
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                  _ action: @escaping () -> Void)
    /// Runs `action` from `date` on, every `interval` (here: once, at once); cancelling stops it.
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable
}

extension Scheduler {
    /// Runs `action`.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        schedule(options: options, action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        schedule(options: options, action)
        return AnyCancellable {}
    }

    /// Runs `action` at `date` (here: at once).
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
    /// Runs `action` at `date` (here: at once).
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }
    /// Runs `action` from `date` on, every `interval` (here: once, at once).
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A stride made from seconds, as Combine's `SchedulerTimeIntervalConvertible`.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// The time of the schedulers here: nanoseconds since an arbitrary start.
public struct SchedulerInstant: Strideable, Hashable, Sendable {
    /// Nanoseconds.
    public let nanoseconds: Int
    public init(nanoseconds: Int) { self.nanoseconds = nanoseconds }
    public func distance(to other: SchedulerInstant) -> SchedulerStride { .nanoseconds(other.nanoseconds - nanoseconds) }
    public func advanced(by n: SchedulerStride) -> SchedulerInstant { SchedulerInstant(nanoseconds: nanoseconds + n.magnitude) }
}

/// A length of scheduler time, in nanoseconds: what `.milliseconds(300)` makes.
public struct SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable,
    ExpressibleByFloatLiteral {
    /// Nanoseconds (may be negative).
    public var magnitude: Int
    public init(nanoseconds: Int) { magnitude = nanoseconds }
    public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
    public init(floatLiteral value: Double) { magnitude = Int(value * 1e9) }
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(integerLiteral: value)
    }
    /// In seconds.
    public var timeInterval: Double { Double(magnitude) / 1e9 }
    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(nanoseconds: s * 1_000_000_000) }
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(nanoseconds: Int(s * 1e9)) }
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(nanoseconds: ms * 1_000_000) }
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(nanoseconds: us * 1_000) }
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(nanoseconds: ns) }
    public static func < (lhs: SchedulerStride, rhs: SchedulerStride) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride { .nanoseconds(lhs.magnitude + rhs.magnitude) }
    public static func - (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride { .nanoseconds(lhs.magnitude - rhs.magnitude) }
    public static func * (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride {
        .nanoseconds(Int((Double(lhs.magnitude) * Double(rhs.magnitude) / 1e9).rounded()))
    }
    public static func += (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs + rhs }
    public static func -= (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs - rhs }
    public static func *= (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs * rhs }
}

/// Runs work where it is scheduled, at once, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
    public typealias SchedulerTimeType = SchedulerInstant
    public typealias SchedulerOptions = Never
    /// The scheduler.
    public static let shared = ImmediateScheduler()
    public var now: SchedulerInstant { SchedulerInstant(nanoseconds: Int(DispatchTime.now().uptimeNanoseconds)) }
    public var minimumTolerance: SchedulerStride { .nanoseconds(0) }
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
}

/// Dispatch queues, run loops and operation queues schedule as `ImmediateScheduler` does (no time passes in a render).
extension DispatchQueue: Scheduler {
    public typealias SchedulerTimeType = SchedulerInstant
    /// Options (ignored).
    public struct SchedulerOptions: Sendable {}
    public var now: SchedulerInstant { ImmediateScheduler.shared.now }
    public var minimumTolerance: SchedulerStride { .nanoseconds(0) }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
}

extension RunLoop: Scheduler {
    public typealias SchedulerTimeType = SchedulerInstant
    /// Options (ignored).
    public struct SchedulerOptions: Sendable {}
    public var now: SchedulerInstant { ImmediateScheduler.shared.now }
    public var minimumTolerance: SchedulerStride { .nanoseconds(0) }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
}

extension OperationQueue: Scheduler {
    public typealias SchedulerTimeType = SchedulerInstant
    /// Options (ignored).
    public struct SchedulerOptions: Sendable {}
    public var now: SchedulerInstant { ImmediateScheduler.shared.now }
    public var minimumTolerance: SchedulerStride { .nanoseconds(0) }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
}

extension Publisher {
    /// Values delivered on `scheduler` (here: at once).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        relayValues { { value, downstream in downstream.receive(value) } }
    }

    /// Subscribed on `scheduler` (here: at once).
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Values after a quiet time (here: every value at once, as when the time has passed).
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// At most one value per interval (here: every value at once).
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Values later by `interval` (here: at once).
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }
}
