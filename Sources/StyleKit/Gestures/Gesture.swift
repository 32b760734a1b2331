import Foundation

/// What kind of interaction a gesture recognises; the accessibility audit compares these regions with
/// the activation point.
public enum GestureKind: Hashable, Sendable, CustomStringConvertible {
    /// A tap, `count` times.
    case tap(count: Int)
    /// A press held for `minimumDuration` seconds without moving more than `maximumDistance`.
    case longPress(minimumDuration: Double, maximumDistance: CGFloat)
    /// A drag after moving `minimumDistance`.
    case drag(minimumDistance: CGFloat)
    /// Another gesture, by name.
    case other(String)

    public var description: String {
        switch self {
        case .tap(let count): return count == 1 ? "tap" : "tap×\(count)"
        case .longPress(let duration, let distance):
            return "longPress(≥\(formatNumber(duration))s, ≤\(formatNumber(distance))pt)"
        case .drag(let distance): return "drag(≥\(formatNumber(distance))pt)"
        case .other(let name): return name
        }
    }
}

/// A gesture, recorded rather than recognised: its kind and region are kept for the audit, and gesture
/// state can be driven to "in progress" to render a pressed state.
public protocol Gesture {
    /// The value the gesture reports while it changes or when it ends.
    associatedtype Value
    /// The kind of interaction.
    var _kind: GestureKind { get }
    /// The value reported while in progress (nil for gestures that are never "in progress", such as taps).
    var _inProgressValue: Value? { get }
    /// Drives `updating(_:body:)` closures as if the gesture were in progress; returns how many gesture
    /// states became active.
    func _activate() -> Int
}

extension Gesture {
    public func _activate() -> Int { 0 }

    /// Updates `state` while the gesture is in progress.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// Runs `action` when the gesture ends (recorded; never run in a still render).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }

    /// Runs `action` when the gesture's value changes; recorded, not run, in a render.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(base: self, action: action)
    }

    /// The gesture with its value transformed.
    public func map<T>(_ transform: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, transform: transform)
    }
}

/// A tap (or multi-tap).
public struct TapGesture: Gesture {
    /// A tap reports no value.
    public typealias Value = Void
    /// How many taps are needed.
    public var count: Int
    /// A tap gesture of `count` taps: `.onTapGesture(count: 2) { … }` uses one.
    public init(count: Int = 1) { self.count = count }
    public var _kind: GestureKind { .tap(count: count) }
    public var _inProgressValue: Void? { nil }
}

/// A press held for `minimumDuration` seconds without moving more than `maximumDistance`.
public struct LongPressGesture: Gesture {
    /// Whether the press is still in progress.
    public typealias Value = Bool
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move, in points, before the gesture fails.
    public var maximumDistance: CGFloat
    /// A long-press gesture: `LongPressGesture(minimumDuration: 1)`.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    public var _kind: GestureKind { .longPress(minimumDuration: minimumDuration, maximumDistance: maximumDistance) }
    /// While held, a long press reports `true`.
    public var _inProgressValue: Bool? { true }
}

/// A drag.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// The current location.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// The distance from the start to the current location.
        public var translation: CGSize
        /// When the value was reported.
        public var time: Date
    }
    /// How far the finger moves, in points, before the drag starts.
    public var minimumDistance: CGFloat
    /// A drag gesture.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }
    public var _kind: GestureKind { .drag(minimumDistance: minimumDistance) }
    /// A drag that has just begun: no translation yet.
    public var _inProgressValue: Value? {
        Value(location: .zero, startLocation: .zero, translation: .zero, time: Date(timeIntervalSince1970: 0))
    }
}

/// A coordinate space for gesture locations.
public enum CoordinateSpace: Hashable, Sendable {
    /// The view's own coordinates.
    case local
    /// The screen's coordinates.
    case global
    /// The coordinates of the view named by `.coordinateSpace(name:)`.
    case named(String)
}

/// A gesture that updates a `GestureState` while in progress.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The same value as the gesture it wraps.
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void
    public var _kind: GestureKind { base._kind }
    public var _inProgressValue: Value? { base._inProgressValue }
    public func _activate() -> Int {
        var count = base._activate()
        if let value = base._inProgressValue {
            var transaction = Transaction()
            if state.activate({ body(value, &$0, &transaction) }) { count += 1 }
        }
        return count
    }
}

public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Value) -> Void
    public var _kind: GestureKind { base._kind }
    public var _inProgressValue: Value? { base._inProgressValue }
    public func _activate() -> Int { base._activate() }
}

public struct _ChangedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Value) -> Void
    public var _kind: GestureKind { base._kind }
    public var _inProgressValue: Value? { base._inProgressValue }
    public func _activate() -> Int { base._activate() }
}

public struct _MapGesture<Base: Gesture, Value>: Gesture {
    let base: Base
    let transform: (Base.Value) -> Value
    public var _kind: GestureKind { base._kind }
    public var _inProgressValue: Value? { base._inProgressValue.map(transform) }
    public func _activate() -> Int { base._activate() }
}

/// Which gestures of a subtree a `.gesture` modifier enables.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No gestures are enabled.
    public static let none = GestureMask([])
    /// The view's own gesture is enabled.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the view's subviews are enabled.
    public static let subviews = GestureMask(rawValue: 2)
    /// The view's gesture and its subviews' gestures are enabled.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A recorded gesture attachment.
package struct GestureRecord: Sendable, CustomStringConvertible {
    package enum Priority: String, Sendable { case normal, high, simultaneous }
    package var kind: GestureKind
    package var priority: Priority
    package var description: String { priority == .normal ? kind.description : "\(kind) (\(priority.rawValue))" }
}
