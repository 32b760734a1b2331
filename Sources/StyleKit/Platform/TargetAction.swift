import Foundation

// UIKit's target–action: `addTarget(self, action: #selector(tapped), for: .touchUpInside)` and gesture
// recognizers. Linux has no Objective-C runtime, so the copy StyleGallery compiles turns `#selector(tapped)`
// into `Selector("tapped")` (GallerySources' SourceRewriter) and drops `@objc`. Nothing is touched in a
// still render, so actions are kept, listed and never sent.

/// The name of a method, as `#selector(…)` makes it. On Linux it is only a name: it is compared and kept,
/// never looked up or called.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name as written in `#selector(…)`: `tapped(_:)`, `getter: Model.title`.
    public let name: String
    /// The selector for a method name.
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}

/// A target and the method to call on it, as a control or a gesture recognizer keeps them.
public struct TargetAction {
    /// The object the action would be sent to; nil for the responder chain.
    public weak var target: AnyObject?
    /// The method.
    public let action: Selector
}

extension UIControl {
    /// Sends `action` to `target` when one of `events` happens: never, in a render.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((TargetAction(target: target as AnyObject?, action: action), controlEvents))
    }
    /// Stops sending `action` (every action when nil) to `target` for `controlEvents`.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        targetActions.removeAll { entry in
            (object == nil || entry.link.target === object) && (action == nil || entry.link.action == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }
    /// The actions registered for `controlEvent` on `target`.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target as AnyObject?
        let names = targetActions.filter { $0.link.target === object && !$0.events.isDisjoint(with: controlEvent) }.map(\.link.action.name)
        return names.isEmpty ? nil : names
    }
    /// The objects actions are registered for.
    public var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { $0.link.target.map { AnyHashable(ObjectIdentifier($0)) } })
    }
}

/// Recognises a gesture over a view and sends its actions when it does: never, in a render, whose
/// recognizers stay `.possible`.
@MainActor @preconcurrency open class UIGestureRecognizer {
    /// Where a recognizer is in recognising its gesture.
    public enum State: Int, Sendable {
        /// Not recognised yet (every recognizer of a render stays here).
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognised.
        public static let recognized = State.ended
    }

    /// The recognizer's state.
    open var state: State = .possible
    /// Whether it recognises gestures.
    open var isEnabled = true
    /// Whether recognising a gesture cancels the touches in its view.
    open var cancelsTouchesInView = true
    /// Whether touches wait for the recognizer to fail before reaching the view.
    open var delaysTouchesBegan = false
    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// Decides whether it may begin and run with others.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The targets and actions it would send to.
    public private(set) var targetActions: [TargetAction] = []
    /// The number of touches: none in a render.
    open var numberOfTouches: Int { 0 }

    /// A recognizer with one target and action.
    public init(target: Any?, action: Selector?) {
        if let action { targetActions.append(TargetAction(target: target as AnyObject?, action: action)) }
    }
    /// Adds a target and action.
    open func addTarget(_ target: Any, action: Selector) { targetActions.append(TargetAction(target: target as AnyObject, action: action)) }
    /// Removes a target's action (every one when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        targetActions.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }
    /// Where the gesture is in `view`'s coordinates: the centre of its view's bounds, the one point a
    /// render could say (nothing touches it).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return view === own ? centre : own.convert(centre, to: view)
    }
    /// Where touch number `touchIndex` is: as `location(in:)`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }
    /// Makes this recognizer wait for `other` to fail.
    open func require(toFail other: UIGestureRecognizer) {}
}

/// Decides what a gesture recognizer may do; every answer has UIKit's default.
@MainActor @preconcurrency public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin: yes.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether it may recognise with another at once: no.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A tap (or several).
@MainActor @preconcurrency open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed: 1.
    open var numberOfTapsRequired = 1
    /// Fingers needed: 1.
    open var numberOfTouchesRequired = 1
}

/// A press held for a while.
@MainActor @preconcurrency open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press lasts before it is recognised: 0.5 s, UIKit's default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move, in points: 10, UIKit's default.
    open var allowableMovement: CGFloat = 10
    /// Taps before the press: 0.
    open var numberOfTapsRequired = 0
    /// Fingers needed: 1.
    open var numberOfTouchesRequired = 1
}

/// A drag.
@MainActor @preconcurrency open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the drag has gone: nowhere, in a render.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// Sets how far the drag has gone.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// How fast it moves: not at all.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

extension UIView {
    /// Attaches a gesture recognizer.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }
    /// Detaches a gesture recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}

/// How strongly Auto Layout keeps a constraint, hugs content or resists compression: 1…1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    /// Must hold: 1000.
    public static let required = UILayoutPriority(1000)
    /// A button's resistance to compression: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's hugging of its content: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority a view fits its size at: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
