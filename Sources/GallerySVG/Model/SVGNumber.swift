import Foundation

/// The one number format of every SVG attribute: fixed point, at most 3 decimals, trailing zeros
/// trimmed, `.` as separator whatever the locale, never `-0`, never an exponent.
///
/// 3 decimals = 1/1000 pt, far below a device pixel at any sensible zoom, and short output.
public enum SVGNumber {
    /// Magnitudes beyond this are clamped so the thousandths fit `Int64` exactly.
    static let limit: Double = 1e12

    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -limit), limit)
        let thousandths = Int64((clamped * 1000).rounded(.toNearestOrAwayFromZero))
        if thousandths == 0 { return "0" }
        let magnitude = thousandths.magnitude
        var text = thousandths < 0 ? "-" : ""
        text += String(magnitude / 1000)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return text }
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let fractionText = String(fraction)
        return text + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    public static func format(_ value: CGFloat) -> String { format(Double(value)) }

    /// The number ``format(_:)`` writes, as a reader parses it (the thousandths divided by 1000, correctly
    /// rounded like the parse of the decimal text), without writing it.
    static func written(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let thousandths = (min(max(value, -limit), limit) * 1000).rounded(.toNearestOrAwayFromZero)
        return thousandths == 0 ? 0 : thousandths / 1000
    }

    /// Space-separated list (`viewBox`, `stroke-dasharray`, `matrix(…)` arguments).
    static func list(_ values: [CGFloat]) -> String { values.map { format($0) }.joined(separator: " ") }
}
