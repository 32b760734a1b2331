import Foundation

/// UIKit's view, main-actor isolated as there, as far as code that makes one for a `UIViewRepresentable`
/// needs to compile. StyleKit never draws a `UIView`: a representable is drawn as a labelled placeholder
/// (`PlatformViewPlaceholder`).
/// UIKit's responder: the chain that events and the keyboard focus travel along. A render has no events
/// and no focus, so nothing becomes first responder.
@MainActor @preconcurrency open class UIResponder {
    /// A responder.
    public init() {}
    /// Whether the responder can perform `action` (a standard edit action such as `copy(_:)`): no, unless
    /// a subclass says so.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    /// Copies the selection; no effect unless a subclass overrides it.
    open func copy(_ sender: Any?) {}
    /// Cuts the selection; no effect.
    open func cut(_ sender: Any?) {}
    /// Pastes; no effect.
    open func paste(_ sender: Any?) {}
    /// Selects all; no effect.
    open func selectAll(_ sender: Any?) {}
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

@MainActor @preconcurrency open class UIView: UIResponder {
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
    /// A light or dark appearance forced on the view and its subviews; kept, a render's colour scheme is its theme's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Whether autoresizing masks become constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// An identifier for UI tests.
    open var accessibilityIdentifier: String?
    /// The label assistive technology reads.
    open var accessibilityLabel: String?
    /// The value assistive technology reads after the label.
    open var accessibilityValue: String?
    /// The hint assistive technology reads last.
    open var accessibilityHint: String?
    /// Whether assistive technology sees the view as one element.
    open var isAccessibilityElement = false
    /// What kind of element assistive technology announces.
    open var accessibilityTraits: UIAccessibilityTraits = .none
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
    /// Views are not decoded from archives (storyboards, nibs) here: this initializer gives nil, as
    /// design-system views that implement it with `fatalError` expect never to be called.
    public required init?(coder: NSCoder) { nil }

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
    /// Sets how strongly the view keeps to its content's size along `axis` (kept, not laid out).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { hugging[axis] = priority }
    /// Sets how strongly the view resists being made smaller than its content along `axis` (kept, not laid out).
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { resistance[axis] = priority }
    /// How strongly the view keeps to its content's size: UIKit's default is `.defaultLow` (250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis] ?? .defaultLow }
    /// How strongly the view resists compression: UIKit's default is `.defaultHigh` (750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { resistance[axis] ?? .defaultHigh }
    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var resistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// The gesture recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// `point`, given in this view's coordinates, in `view`'s (the window's when nil): frames add up along
    /// the superview chain (bounds origins and transforms are not applied).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let from = originInRoot, to = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }
    /// `point`, given in `view`'s coordinates (the window's when nil), in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let from = view?.originInRoot ?? .zero, to = originInRoot
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }
    private var originInRoot: CGPoint {
        var origin = CGPoint.zero
        var view: UIView? = self
        while let current = view {
            origin.x += current.frame.origin.x
            origin.y += current.frame.origin.y
            view = current.superview
        }
        return origin
    }

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
@MainActor @preconcurrency open class UIViewController: UIResponder {
    /// The controller's view.
    open var view: UIView!
    /// The controller's title.
    open var title: String?
    /// The child controllers, in order.
    open private(set) var children: [UIViewController] = []
    /// A light or dark appearance forced on the controller's views; kept, a render's colour scheme is its theme's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

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
