import Foundation

/// A type that produces previews: the gallery shows each `PreviewProvider`'s `previews` as a component
/// page of its own (as Xcode shows them in its canvas).
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized in Xcode's canvas. The gallery renders every preview at the size that fits.
public enum PreviewLayout: Sendable, Hashable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device name for `.previewDevice(_:)`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

extension View {
    /// Xcode canvas settings; they do not change the gallery's render.
    public func previewLayout(_ value: PreviewLayout) -> Self { self }
    public func previewDisplayName(_ value: String?) -> Self { self }
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self { self }
}

/// The orientation of `.previewInterfaceOrientation(_:)`.
public struct InterfaceOrientation: Sendable, Hashable {
    public let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
