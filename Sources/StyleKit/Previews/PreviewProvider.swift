import Foundation

/// A type that produces previews: the gallery shows each `PreviewProvider`'s `previews` as a component
/// page of its own (as Xcode shows them in its canvas).
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview; each becomes an entry of the gallery.
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized in Xcode's canvas. The gallery renders every preview at the size that fits.
public enum PreviewLayout: Sendable, Hashable {
    /// The preview on a device screen.
    case device
    /// The preview at its ideal size.
    case sizeThatFits
    /// The preview in a fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device name for `.previewDevice(_:)`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

nonisolated extension View {
    /// Xcode canvas settings; they do not change the gallery's render.
    public func previewLayout(_ value: PreviewLayout) -> Self { self }
    /// Names the preview: the gallery shows each view of a `PreviewProvider`'s `previews` as a preset of its
    /// page, titled with this name (Xcode's canvas shows it above that preview).
    public func previewDisplayName(_ value: String?) -> some View { traits { $0.previewDisplayName = value } }
    /// Chooses a device for the preview; accepted, not used here.
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }
    /// Chooses an orientation; accepted, not used here.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self { self }
}

/// The orientation of `.previewInterfaceOrientation(_:)`.
public struct InterfaceOrientation: Sendable, Hashable {
    /// The orientation's name.
    public let name: String
    /// Upright.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// Turned to the left.
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// Turned to the right.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
