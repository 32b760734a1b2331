import Foundation

/// A view that wraps a platform view (UIKit, AppKit) and so cannot be drawn here. StyleKit resolves it as a
/// labelled placeholder box named after the type, and the audit reports it on the variant, as it reports a
/// symbol no library has (GalleryAudit's missing-symbol rule).
public protocol _PlatformViewPlaceholder {
    /// The protocol the type adopts (`UIViewRepresentable`, …), for the placeholder's finding.
    static var _platformProtocol: String { get }
}

/// The context a representable's methods receive.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment of the representable view.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction = Transaction()
    /// Runs `changes` (at once: no time passes in a still render), then `completion`.
    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        changes()
        completion?()
    }
}

/// What a `UIViewControllerRepresentable` is given.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment of the representable view.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction = Transaction()
}

/// A SwiftUI view made of a `UIView`. Drawn as a placeholder: `makeUIView` is never called.
public protocol UIViewRepresentable: View, _PlatformViewPlaceholder where Body == Never {
    /// The UIKit view type.
    associatedtype UIViewType: UIView
    /// An object that relays the view's events; `Void` for none.
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = UIViewRepresentableContext<Self>
    /// Makes the UIKit view. A render draws a labelled placeholder instead, with a finding.
    @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
    /// Updates the UIKit view from SwiftUI state.
    @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator.
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// The view's size for a proposal; nil for its own.
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    /// Cleans up when the view is removed.
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

nonisolated extension UIViewRepresentable {
    public static var _platformProtocol: String { "UIViewRepresentable" }
    /// Default: nil, the view's own size.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// Default: nothing to clean up.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

nonisolated extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Void {}
}

/// A SwiftUI view made of a `UIViewController`. Drawn as a placeholder.
public protocol UIViewControllerRepresentable: View, _PlatformViewPlaceholder where Body == Never {
    /// The UIKit view controller type.
    associatedtype UIViewControllerType: UIViewController
    /// An object that relays the controller's events; `Void` for none.
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// Makes the controller. A render draws a labelled placeholder instead, with a finding.
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the controller from SwiftUI state.
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator.
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// Cleans up when the controller is removed.
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

nonisolated extension UIViewControllerRepresentable {
    public static var _platformProtocol: String { "UIViewControllerRepresentable" }
    /// Default: nothing to clean up.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

nonisolated extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Void {}
}

/// What an `NSViewRepresentable` is given.
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment of the representable view.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction = Transaction()
}

/// A SwiftUI view made of an `NSView` (AppKit). Drawn as a placeholder.
public protocol NSViewRepresentable: View, _PlatformViewPlaceholder where Body == Never {
    /// The AppKit view type.
    associatedtype NSViewType: NSView
    /// An object that relays the view's events; `Void` for none.
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = NSViewRepresentableContext<Self>
    /// Makes the AppKit view. A render draws a labelled placeholder instead, with a finding.
    @MainActor @preconcurrency func makeNSView(context: Context) -> NSViewType
    /// Updates the AppKit view from SwiftUI state.
    @MainActor @preconcurrency func updateNSView(_ nsView: NSViewType, context: Context)
    /// Makes the coordinator.
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// Cleans up when the view is removed.
    @MainActor @preconcurrency static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
}

nonisolated extension NSViewRepresentable {
    public static var _platformProtocol: String { "NSViewRepresentable" }
    /// Default: nothing to clean up.
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}
}

nonisolated extension NSViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Void {}
}

/// The size SwiftUI proposes to a representable's `_overrideSizeThatFits(_:in:uiView:)`: a width and a height,
/// each nil when unspecified (SwiftUI's underscored type, which design systems name in that method).
public struct _ProposedSize: Hashable, Sendable {
    /// The proposed width; nil for none.
    public var width: CGFloat?
    /// The proposed height; nil for none.
    public var height: CGFloat?
    /// A proposal.
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
}
