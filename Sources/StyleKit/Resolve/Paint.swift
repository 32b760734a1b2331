import Foundation

/// An sRGB color with straight (not premultiplied) alpha, components in 0…1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0 to 1 (sRGB).
    public var red: Double
    /// Green, 0 to 1 (sRGB).
    public var green: Double
    /// Blue, 0 to 1 (sRGB).
    public var blue: Double
    /// Opacity, 0 (transparent) to 1.
    public var alpha: Double

    /// A color from sRGB components and opacity, 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `0xRRGGBB` with an optional alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// `#RRGGBB` or `#RRGGBBAA` (alpha as 2 hex digits); nil for anything else.
    public init?(hexString: String) {
        var text = Substring(hexString)
        guard text.hasPrefix("#") else { return nil }
        text = text.dropFirst()
        guard text.count == 6 || text.count == 8, let value = UInt64(text, radix: 16) else { return nil }
        if text.count == 6 {
            self.init(hex: UInt32(value))
        } else {
            self.init(hex: UInt32(value >> 8), alpha: Double(value & 0xFF) / 255)
        }
    }

    /// The color with its opacity multiplied by `factor`.
    public func withAlpha(_ factor: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha * factor) }

    /// `#RRGGBB` (alpha omitted) — for dumps and swatches.
    public var hexString: String {
        // Seven ASCII bytes: a string that needs no allocation, written without making one per component.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 7) { buffer in
            let digits: StaticString = "0123456789ABCDEF"
            func write(_ component: Double, at index: Int) {
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                buffer[index] = digits.utf8Start[byte >> 4]
                buffer[index + 1] = digits.utf8Start[byte & 15]
            }
            buffer[0] = UInt8(ascii: "#")
            write(red, at: 1)
            write(green, at: 3)
            write(blue, at: 5)
            return String(decoding: UnsafeBufferPointer(buffer), as: UTF8.self)
        }
    }

    public var description: String {
        alpha == 1 ? hexString : hexString + String(format: "@%.3g", alpha)
    }

    /// Transparent.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
}

/// A gradient stop with a concrete color.
public struct ResolvedStop: Hashable, Sendable {
    /// The stop's color.
    public var color: RGBA
    /// Where the stop is, 0 to 1.
    public var location: Double
}

/// What a shape, text or symbol is painted with, after the environment has been applied.
/// Gradient geometry is still relative (unit points, angles); layout turns it into absolute coordinates.
public enum Paint: Hashable, Sendable, CustomStringConvertible {
    /// One color.
    case color(RGBA)
    /// A linear gradient between two unit points.
    case linearGradient(stops: [ResolvedStop], start: UnitPoint, end: UnitPoint)
    /// A radial gradient.
    case radialGradient(stops: [ResolvedStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// An angular (conic) gradient.
    case angularGradient(stops: [ResolvedStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)

    /// The paint with its alpha multiplied by `factor`.
    public func withOpacity(_ factor: Double) -> Paint {
        if factor == 1 { return self }
        func scaled(_ stops: [ResolvedStop]) -> [ResolvedStop] {
            stops.map { ResolvedStop(color: $0.color.withAlpha(factor), location: $0.location) }
        }
        switch self {
        case .color(let c): return .color(c.withAlpha(factor))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: scaled(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1): return .radialGradient(stops: scaled(s), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1): return .angularGradient(stops: scaled(s), center: c, startAngle: a0, endAngle: a1)
        }
    }

    /// Every color the paint can show (one for a solid color, the stops of a gradient).
    package var colors: [RGBA] {
        switch self {
        case .color(let c): return [c]
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _): return s.map(\.color)
        }
    }

    public var description: String {
        func stops(_ s: [ResolvedStop]) -> String {
            s.map { "\($0.color)@\(String(format: "%.3g", $0.location))" }.joined(separator: " ")
        }
        func point(_ p: UnitPoint) -> String { String(format: "(%.3g,%.3g)", p.x, p.y) }
        switch self {
        case .color(let c): return c.description
        case .linearGradient(let s, let a, let b): return "linear[\(stops(s))] \(point(a))→\(point(b))"
        case .radialGradient(let s, let c, let r0, let r1): return "radial[\(stops(s))] \(point(c)) r\(r0)→\(r1)"
        case .angularGradient(let s, let c, let a0, let a1):
            return "angular[\(stops(s))] \(point(c)) \(a0.degrees)°→\(a1.degrees)°"
        }
    }
}
