import Foundation

/// UIKit's view, main-actor isolated as there, as far as code that makes one for a `UIViewRepresentable`
/// needs to compile. StyleKit never draws a `UIView`: a representable is drawn as a labelled placeholder
/// (`PlatformViewPlaceholder`).
/// UIKit's responder: the chain that events and the keyboard focus travel along. A render has no events
/// and no focus, so nothing becomes first responder.
@MainActor open class UIResponder {
    /// A responder.
    public init() {}
    /// The next responder in the chain.
    open var next: UIResponder? { nil }
    /// Whether this responder has the keyboard focus: never in a render.
    open var isFirstResponder: Bool { false }
    /// Whether it may take the focus.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether it may give the focus up.
    open var canResignFirstResponder: Bool { true }
    /// Asks for the focus; a render grants none.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives the focus up.
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// The custom keyboard shown while this responder has the focus.
    open var inputView: UIView? { nil }
    /// The bar above the keyboard.
    open var inputAccessoryView: UIView? { nil }
}

@MainActor open class UIView: UIResponder {
    /// The view's frame in its superview.
    open var frame: CGRect
    /// The frame's size at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The background color; not drawn.
    open var backgroundColor: UIColor?
    /// The tint color; not drawn.
    open var tintColor: UIColor!
    /// The opacity; not drawn.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden; not drawn.
    open var isHidden = false
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped.
    open var clipsToBounds = false
    /// How the content is scaled.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether autoresizing masks become constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// An identifier for UI tests.
    open var accessibilityIdentifier: String?
    /// The label assistive technology reads.
    open var accessibilityLabel: String?
    /// The view's subviews, in order.
    open private(set) var subviews: [UIView] = []
    /// The view this one was added to.
    open private(set) weak var superview: UIView?

    /// A view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// The window the view is in: none, a render has no windows.
    open var window: UIWindow? { nil }
    /// Override point: the view moved to a window or out of one; never called in a render.
    open func didMoveToWindow() {}
    /// Override point: the view moved to a superview; never called in a render.
    open func didMoveToSuperview() {}
    /// The view's transform; not drawn.
    open var transform: CGAffineTransform = .identity

    /// Runs `animations` at once (a still render has no time) and then `completion`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// Runs `animations` at once and then `completion`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// Runs `actions` at once.
    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }

    /// How an animation runs.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lets the user touch the view while it animates.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Ease in and out.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Adds a subview.
    open func addSubview(_ view: UIView) { subviews.append(view); view.superview = self }
    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// No effect.
    open func setNeedsLayout() {}
    /// No effect.
    open func layoutIfNeeded() {}
    /// No effect; override point.
    open func layoutSubviews() {}
    /// The frame's size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    /// No intrinsic size in either direction.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// No effect.
    open func setContentHuggingPriority(_ priority: Float, for axis: NSLayoutConstraint.Axis) {}
    /// No effect.
    open func setContentCompressionResistancePriority(_ priority: Float, for axis: NSLayoutConstraint.Axis) {}

    /// The value meaning "no intrinsic size" (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        /// Scaling modes and edge positions of the content.
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        /// Corner positions of the content.
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// Only the axis enum, for content-hugging calls.
public enum NSLayoutConstraint {
    /// An axis of a layout constraint.
    public enum Axis: Int, Sendable {
        /// The x axis.
        case horizontal
        /// The y axis.
        case vertical
    }
}

/// UIKit's view controller, as far as a `UIViewControllerRepresentable` needs it to compile.
@MainActor open class UIViewController: UIResponder {
    /// The controller's view.
    open var view: UIView!
    /// The controller's title.
    open var title: String?
    /// The child controllers, in order.
    open private(set) var children: [UIViewController] = []

    /// A controller with an empty view.
    public override init() {
        view = UIView()
        super.init()
    }
    /// A controller; the nib is ignored.
    public init(nibName: String?, bundle: Bundle?) {
        view = UIView()
        super.init()
    }

    /// Override point; never called in a render.
    open func viewDidLoad() {}
    /// Override point; never called in a render.
    open func viewWillAppear(_ animated: Bool) {}
    /// Override point; never called in a render.
    open func viewDidAppear(_ animated: Bool) {}
    /// Adds a child controller.
    open func addChild(_ child: UIViewController) { children.append(child) }
    /// No effect.
    open func didMove(toParent parent: UIViewController?) {}
}

/// AppKit spellings of the same types.
public typealias NSView = UIView
/// AppKit's view controller: the same type as `UIViewController` here.
public typealias NSViewController = UIViewController
