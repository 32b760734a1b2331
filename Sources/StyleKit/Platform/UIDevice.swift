import Foundation

/// The device being rendered, as UIKit reports it: an iPhone running iOS (the gallery renders iOS).
public final class UIDevice: Sendable {
    public static let current = UIDevice()

    public let userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    public let systemName = "iOS"
    /// The iOS version whose look StyleKit follows (iOS 17, docs/reference/controls.md).
    public let systemVersion = "17.0"
    public let model = "iPhone"
    public let localizedModel = "iPhone"
    public let name = "iPhone"
    public let orientation: UIDeviceOrientation = .portrait
    public let isMultitaskingSupported = true
    public var identifierForVendor: UUID? { nil }
    public var batteryLevel: Float { -1 }

    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
}

public enum UIUserInterfaceIdiom: Int, Hashable, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }

public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The screen of the iPhone canvas the gallery renders on.
public final class UIScreen: Sendable {
    public static let main = UIScreen()

    /// 393 × 852 pt at 3×: the `iphone` canvas, iPhone 15 / 16 (docs/reference/devices.md).
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    public let scale: CGFloat = 3
    public var nativeScale: CGFloat { scale }
    /// The traits of the view being evaluated (its color scheme, contrast, size classes), as the screen's
    /// traits follow the app's on iOS.
    public var traitCollection: UITraitCollection { UITraitCollection(EnvironmentValues.current) }
}

/// UIKit's offset type (shadow offsets, title offsets).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}

/// UIKit's edge insets.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
