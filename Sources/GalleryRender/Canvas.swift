import Foundation

/// Where a view is rendered, as a snapshot test frames it: the size it is offered, and the size of the
/// image.
public enum Canvas: Sendable, Hashable, CustomStringConvertible {
    /// The view's ideal size (nothing proposed), or a width proposed with the height fitting.
    case sizeThatFits(width: Double?)
    /// A fixed size, as `.frame(width:height:)`: the view is offered it and centred in it.
    case fixed(width: Double, height: Double)
    /// A device screen: its size, the view laid out inside the safe area.
    case device(Device)

    /// A device screen in portrait, in points.
    public struct Device: Sendable, Hashable {
        /// The device's name as `init(parsing:)` takes it (`iphone`, `iphone-se`, `ipad`).
        public let name: String
        /// Screen width in points, portrait.
        public let width: Double
        /// Screen height in points, portrait.
        public let height: Double
        /// Safe-area insets in portrait: top (status bar / Dynamic Island) and bottom (home indicator).
        public let safeTop: Double
        /// Bottom safe-area inset in points (the home indicator).
        public let safeBottom: Double

        /// iPhone 15 / 16 (393 × 852 pt; safe area 59 pt top, 34 pt bottom), from Apple's device metrics
        /// (docs/reference/devices.md).
        public static let iPhone = Device(name: "iphone", width: 393, height: 852, safeTop: 59, safeBottom: 34)
        /// iPhone SE (375 × 667 pt; 20 pt status bar, no home indicator).
        public static let iPhoneSE = Device(name: "iphone-se", width: 375, height: 667, safeTop: 20, safeBottom: 0)
        /// iPad (10th generation) in portrait (820 × 1180 pt; 24 pt top, 20 pt bottom).
        public static let iPad = Device(name: "ipad", width: 820, height: 1180, safeTop: 24, safeBottom: 20)
        /// Every device `init(parsing:)` knows: iPhone, iPhone SE, iPad.
        public static let all = [iPhone, iPhoneSE, iPad]
    }

    /// `300x56`, `fit`, `fit:390` or a device name (`iphone`, `iphone-se`, `ipad`); nil when it is none of them.
    public init?(parsing text: String) {
        if text == "fit" { self = .sizeThatFits(width: nil); return }
        if text.hasPrefix("fit:"), let width = Double(text.dropFirst(4)), width.isFinite, width > 0, width <= 10_000 {
            self = .sizeThatFits(width: width); return
        }
        if let device = Device.all.first(where: { $0.name == text }) { self = .device(device); return }
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0, width <= 10_000, height <= 10_000 else { return nil }
        self = .fixed(width: width, height: height)
    }

    /// The words `init(parsing:)` takes, for help and errors.
    public static let forms = "WIDTHxHEIGHT (300x56), fit, fit:WIDTH, " + Device.all.map(\.name).joined(separator: ", ")

    /// The size of the image, or nil when it fits the view.
    public var size: CGSize? {
        switch self {
        case .sizeThatFits: return nil
        case .fixed(let width, let height): return CGSize(width: width, height: height)
        case .device(let device): return CGSize(width: device.width, height: device.height)
        }
    }

    public var description: String {
        switch self {
        case .sizeThatFits(let width): return width.map { "fit:\($0.formatted())" } ?? "fit"
        case .fixed(let width, let height): return "\(width.formatted())x\(height.formatted())"
        case .device(let device): return device.name
        }
    }
}
