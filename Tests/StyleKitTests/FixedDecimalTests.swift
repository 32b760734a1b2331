import Foundation
import GoldenTestSupport
import Testing
@testable import StyleKit

/// `FixedDecimal` spells numbers as C's `printf("%.Nf")` does; `String(format:)` is the oracle.
@Suite struct FixedDecimalTests {
    static func oracle(_ value: Double, _ places: Int) -> String { String(format: "%.\(places)f", value) }

    @Test func tiesRoundAsTheExactBinaryValueDoes() {
        // 0.125 and 0.375 are exact in binary: ties, to even. 2.675 and 1.005 are a little below their
        // decimal spelling, 0.145 a little above: no ties.
        for value in [0.125, 0.375, 2.5, 3.5, -2.5, 2.675, 1.005, 0.145, 1.115, 8.345, 0.5, 1.5, 1e-9, 99.995] {
            for places in 0...4 { #expect(FixedDecimal.format(value, places: places) == Self.oracle(value, places), "\(value) \(places)") }
        }
    }

    @Test func signsZerosAndValuesOutsideTheFastPath() {
        let values: [Double] = [0, -0.0, -0.001, -0.004, 0.004, 1e15, -1e15, 123_456_789_012_345.6, 1e300, -1e300,
                                .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude]
        for value in values {
            for places in 0...9 { #expect(FixedDecimal.format(value, places: places) == Self.oracle(value, places), "\(value) \(places)") }
        }
        #expect(FixedDecimal.format(-0.001, places: 2) == "-0.00")
        #expect(FixedDecimal.format(4.5, places: 0) == "4")
    }

    @Test func generatedValuesOfEveryMagnitudeMatchPrintf() {
        var generator = SplitMix64(seed: 0x5EED_F1CE)
        for _ in 0..<60_000 {
            let places = Int(generator.next() % 10)
            let exponent = Double(Int(generator.next() % 36)) - 18
            var value = Double(generator.next() % 1_000_000_007) / 1_000_000_007 * pow(10, exponent)
            // Values that sit on or next to a decimal tie, where rounding is decided by the last bits.
            switch generator.next() % 4 {
            case 0: value = (value * pow(10, Double(places))).rounded() / pow(10, Double(places)) + 0.5 / pow(10, Double(places))
            case 1: value = (value * 100).rounded() / 100
            default: break
            }
            if generator.next() % 2 == 0 { value = -value }
            let expected = Self.oracle(value, places)
            #expect(FixedDecimal.format(value, places: places) == expected, "\(value) \(places)")
            if FixedDecimal.format(value, places: places) != expected { return }
        }
    }

    /// Digits appended to bytes are `String(value)`'s, zero-padded to the minimum count, after what was there.
    @Test func appendedDigitsAreTheDecimalSpelling() {
        var generator = SplitMix64(seed: 0xD1_6175)
        let values: [UInt64] = [0, 1, 9, 10, 99, 100, 1_000_000_007, UInt64(Int64.max), UInt64(Int64.max) + 1, .max]
            + (0..<2_000).map { _ in generator.next() >> (generator.next() % 64) }
        for value in values {
            for minimumCount in [1, 3, 20, 25] {
                var bytes: [UInt8] = Array("x=".utf8)
                FixedDecimal.appendDigits(value, minimumCount: minimumCount, to: &bytes)
                let digits = String(value)
                #expect(String(decoding: bytes, as: UTF8.self) == "x=" + String(repeating: "0", count: max(0, minimumCount - digits.count)) + digits)
            }
        }
    }
}
