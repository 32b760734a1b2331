import Foundation

/// UIKit's view, as far as code that makes one for a `UIViewRepresentable` needs to compile. StyleKit
/// never draws a `UIView`: a representable is drawn as a labelled placeholder (`PlatformViewPlaceholder`).
open class UIView {
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isUserInteractionEnabled = true
    open var clipsToBounds = false
    open var contentMode: ContentMode = .scaleToFill
    open var translatesAutoresizingMaskIntoConstraints = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }

    open func addSubview(_ view: UIView) { subviews.append(view); view.superview = self }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func setContentHuggingPriority(_ priority: Float, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: Float, for axis: NSLayoutConstraint.Axis) {}

    public static let noIntrinsicMetric: CGFloat = -1

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// Only the axis enum, for content-hugging calls.
public enum NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

/// UIKit's view controller, as far as a `UIViewControllerRepresentable` needs it to compile.
open class UIViewController {
    open var view: UIView!
    open var title: String?
    open private(set) var children: [UIViewController] = []

    public init() { view = UIView() }
    public init(nibName: String?, bundle: Bundle?) { view = UIView() }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func addChild(_ child: UIViewController) { children.append(child) }
    open func didMove(toParent parent: UIViewController?) {}
}

/// AppKit spellings of the same types.
public typealias NSView = UIView
public typealias NSViewController = UIViewController
