import Foundation
import StyleKit

/// The one number format of every SVG attribute: fixed point, at most 3 decimals, trailing zeros
/// trimmed, `.` as separator whatever the locale, never `-0`, never an exponent.
///
/// 3 decimals = 1/1000 pt, far below a device pixel at any sensible zoom, and short output.
public enum SVGNumber {
    /// Magnitudes beyond this are clamped so the thousandths fit `Int64` exactly.
    static let limit: Double = 1e12

    public static func format(_ value: Double) -> String {
        // At most 18 bytes ("-1000000000000.001"): written on the stack, and a string of up to 15 bytes
        // (nearly every number) needs no allocation of its own.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            let count = write(value, into: buffer)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// Appends ``format(_:)``'s text as UTF-8.
    static func append(_ value: Double, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            let count = write(value, into: buffer)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes ``format(_:)``'s text into `buffer` (24 bytes at least) and returns its length: the thousandths'
    /// digits last first, then put in order.
    private static func write(_ value: Double, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard value.isFinite else { buffer[0] = UInt8(ascii: "0"); return 1 }
        let clamped = min(max(value, -limit), limit)
        let thousandths = (clamped * 1000).nearestInt64()
        if thousandths == 0 { buffer[0] = UInt8(ascii: "0"); return 1 }
        var rest = thousandths.magnitude
        var count = 0
        // Fraction digits without trailing zeros, then the point (only when some are left).
        var fractionDigits = 3
        while fractionDigits > 0, rest % 10 == 0 { rest /= 10; fractionDigits -= 1 }
        for _ in 0..<fractionDigits {
            buffer[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            count += 1
        }
        if fractionDigits > 0 { buffer[count] = UInt8(ascii: "."); count += 1 }
        repeat {
            buffer[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            count += 1
        } while rest != 0
        if thousandths < 0 { buffer[count] = UInt8(ascii: "-"); count += 1 }
        var low = 0, high = count - 1
        while low < high {
            buffer.swapAt(low, high)
            low += 1
            high -= 1
        }
        return count
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
    static func list(_ values: [CGFloat]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 8)
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            append(Double(value), to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
