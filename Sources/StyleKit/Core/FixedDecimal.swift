import Foundation

/// A number with a fixed count of decimals, spelt exactly as `String(format: "%.Nf", value)` spells it
/// (C's `printf`: the value's exact binary expansion rounded to nearest, ties to even; "-" for any value
/// with its sign bit set, so `-0.001` is "-0.00"), without going through Foundation's formatter, which
/// costs several times more (audit texts and card geometry format thousands of numbers a page).
///
/// The value is scaled by 10^places in one multiplication, which can be off from the exact product by
/// half a unit in the last place; where that could change the rounding — the scaled value within that
/// error of a tie — and for values too large or not finite, `String(format:)` decides.
package enum FixedDecimal {
    /// `value` with `places` decimals (0...9), as `String(format: "%.{places}f", value)`.
    package static func format(_ value: Double, places: Int) -> String {
        precondition((0...9).contains(places), "FixedDecimal takes 0 to 9 places")
        let scale = powersOfTen[places]
        let magnitude = abs(value)
        let scaled = magnitude * scale
        // Finite and small enough that the integer and its digits are exact in an Int.
        guard scaled < 1e15 else { return String(format: "%.\(places)f", value) }
        let whole = scaled.rounded(.down)
        let fraction = scaled - whole
        // The multiplication's error is at most half an ulp of `scaled`; a fraction that close to one
        // half might round the other way in the exact product.
        guard abs(fraction - 0.5) > scaled.ulp + 1e-9 else { return String(format: "%.\(places)f", value) }
        let units = UInt64(whole) + (fraction > 0.5 ? 1 : 0)
        return spell(units, places: places, negative: value.sign == .minus)
    }

    /// Appends `value` in decimal as UTF-8, left-padded with zeros to `minimumCount` digits: byte by byte, last
    /// digit first, then put in order (a number is a few digits, for which this beats any bulk copy). For the
    /// writers that spell numbers into bytes by the thousand: SVG path data, the build index.
    @inlinable
    package static func appendDigits(_ value: UInt64, minimumCount: Int = 1, to bytes: inout [UInt8]) {
        let start = bytes.count
        var rest = value
        repeat {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        } while rest != 0
        while bytes.count - start < minimumCount { bytes.append(UInt8(ascii: "0")) }
        var low = start, high = bytes.count - 1
        while low < high {
            bytes.swapAt(low, high)
            low += 1
            high -= 1
        }
    }

    private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]

    /// `units` / 10^places, with exactly `places` decimals.
    private static func spell(_ units: UInt64, places: Int, negative: Bool) -> String {
        // 16 integer digits at most (units < 10^15 + 1), a sign, a point and 9 decimals.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var end = buffer.count
            var rest = units
            func put(_ byte: UInt8) {
                end -= 1
                buffer[end] = byte
            }
            for _ in 0..<places {
                put(0x30 + UInt8(rest % 10))
                rest /= 10
            }
            if places > 0 { put(0x2E) }
            repeat {
                put(0x30 + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            if negative { put(0x2D) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
        }
    }
}
