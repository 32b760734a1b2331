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
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction = Transaction()
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction = Transaction()
}

/// A SwiftUI view made of a `UIView`. Drawn as a placeholder: `makeUIView` is never called.
public protocol UIViewRepresentable: View, _PlatformViewPlaceholder where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
    @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable {
    public static var _platformProtocol: String { "UIViewRepresentable" }
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void {}
}

/// A SwiftUI view made of a `UIViewController`. Drawn as a placeholder.
public protocol UIViewControllerRepresentable: View, _PlatformViewPlaceholder where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable {
    public static var _platformProtocol: String { "UIViewControllerRepresentable" }
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void {}
}

public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction = Transaction()
}

/// A SwiftUI view made of an `NSView` (AppKit). Drawn as a placeholder.
public protocol NSViewRepresentable: View, _PlatformViewPlaceholder where Body == Never {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>
    @MainActor @preconcurrency func makeNSView(context: Context) -> NSViewType
    @MainActor @preconcurrency func updateNSView(_ nsView: NSViewType, context: Context)
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    @MainActor @preconcurrency static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
}

extension NSViewRepresentable {
    public static var _platformProtocol: String { "NSViewRepresentable" }
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}
}

extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void {}
}
