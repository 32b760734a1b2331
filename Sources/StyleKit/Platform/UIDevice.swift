import Foundation

/// The device being rendered, as UIKit reports it: an iPhone running iOS (the gallery renders iOS).
public final class UIDevice: Sendable {
    /// The device being rendered for: an iPhone.
    public static let current = UIDevice()

    /// Always `.phone`.
    public let userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    /// Always "iOS".
    public let systemName = "iOS"
    /// The iOS version whose look StyleKit follows (iOS 17, docs/reference/controls.md).
    public let systemVersion = "17.0"
    /// Always "iPhone".
    public let model = "iPhone"
    /// Always "iPhone".
    public let localizedModel = "iPhone"
    /// Always "iPhone".
    public let name = "iPhone"
    /// Always portrait.
    public let orientation: UIDeviceOrientation = .portrait
    /// Always true.
    public let isMultitaskingSupported = true
    /// Always nil.
    public var identifierForVendor: UUID? { nil }
    /// Always -1 (unknown).
    public var batteryLevel: Float { -1 }

    /// No effect.
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// No effect.
    public func endGeneratingDeviceOrientationNotifications() {}
}

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Unknown.
    case unspecified = -1
    /// iPhone.
    case phone
    /// iPad.
    case pad
    /// Apple TV.
    case tv
    /// CarPlay.
    case carPlay
    /// Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    /// Unknown.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned with the home button on the right.
    case landscapeLeft
    /// Turned with the home button on the left.
    case landscapeRight
    /// Flat, screen up.
    case faceUp
    /// Flat, screen down.
    case faceDown
    /// Whether the orientation is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is turned sideways.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The screen of the iPhone canvas the gallery renders on.
public final class UIScreen: Sendable {
    /// The screen being rendered for.
    public static let main = UIScreen()

    /// 393 × 852 pt at 3×: the `iphone` canvas, iPhone 15 / 16 (docs/reference/devices.md).
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// The screen's bounds in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Always 3 pixels per point.
    public let scale: CGFloat = 3
    /// Same as `scale`.
    public var nativeScale: CGFloat { scale }
    /// The traits of the view being evaluated (its color scheme, contrast, size classes), as the screen's
    /// traits follow the app's on iOS.
    public var traitCollection: UITraitCollection { UITraitCollection(EnvironmentValues.current) }
}

/// UIKit's offset type (shadow offsets, title offsets).
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset, in points.
    public var horizontal: CGFloat
    /// The vertical offset, in points.
    public var vertical: CGFloat
    /// An offset.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No offset.
    public static let zero = UIOffset()
}

/// UIKit's edge insets.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The insets from each edge, in points (left and right, not leading and trailing).
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    /// Insets per edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
