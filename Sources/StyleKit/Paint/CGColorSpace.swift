import Foundation

// Core Graphics' colour spaces, as far as colour maths in design systems uses them: converting a colour to
// sRGB and reading its components (`cgColor.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, …)`).
// `UIColor.cgColor` is the colour itself here (UIColor+Components.swift), so these are on `UIColor`.

/// Core Foundation's string, here Swift's (`CGColorSpace.sRGB` is one).
public typealias CFString = String

/// A named colour space.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The space's name: one of the constants below.
    public let name: CFString?
    /// The space named `name`; nil for a name that is not one of the constants below.
    public init?(name: CFString) {
        guard Self.supported.contains(name) else { return nil }
        self.name = name
    }
    /// sRGB, the space every StyleKit colour resolves in.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// sRGB with components outside 0…1.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// Display P3.
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Gray with a 2.2 gamma.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    private static let supported: Set<CFString> = [sRGB, extendedSRGB, displayP3, genericGrayGamma2_2]

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// How colours out of a space's gamut are mapped.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The default.
    case defaultIntent
    /// Colorimetric, absolute.
    case absoluteColorimetric
    /// Colorimetric, relative.
    case relativeColorimetric
    /// Perceptual.
    case perceptual
    /// Saturation kept.
    case saturation
}

extension UIColor {
    /// The colour in `space`: itself in sRGB and extended sRGB (its components are sRGB ones); nil for the
    /// other spaces, which StyleKit does not convert to (as Core Graphics answers when it cannot convert).
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?) -> UIColor? {
        space.name == CGColorSpace.sRGB || space.name == CGColorSpace.extendedSRGB ? self : nil
    }

    /// The colour's components in its space, alpha last: red, green, blue and alpha in sRGB.
    public var components: [CGFloat]? {
        let rgba = color.resolve(in: EnvironmentValues.current)
        return [rgba.red, rgba.green, rgba.blue, rgba.alpha]
    }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The colour's alpha.
    public var alpha: CGFloat { color.resolve(in: EnvironmentValues.current).alpha }
    /// The colour's space: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
}
