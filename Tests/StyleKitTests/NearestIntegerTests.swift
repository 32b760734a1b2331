import Foundation
import GoldenTestSupport
import Testing
@testable import StyleKit

/// `nearestInt64()` is `Int64(rounded(.toNearestOrAwayFromZero))` without libm: on halves, the doubles either side of
/// them, negatives, signed zeros, the largest exact magnitudes and beyond, and a hundred thousand generated values.
@Suite struct NearestIntegerTests {
    static func expected(_ value: Double) -> Int64 { Int64(value.rounded(.toNearestOrAwayFromZero)) }

    @Test func awkwardValues() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                                4503599627370495.5, -4503599627370495.5, 0x1p52, -0x1p52, 0x1p52 + 2, 1e15, -1e15,
                                1e14 + 0.5, 9007199254740993, .leastNonzeroMagnitude, -.leastNonzeroMagnitude]
        for whole in [0.0, 1, 7, 255, 1000, 123_456_789] {
            for half in [whole + 0.5, -(whole + 0.5)] { values += [half, half.nextUp, half.nextDown] }
        }
        for value in values { #expect(value.nearestInt64() == Self.expected(value), "\(value)") }
    }

    @Test func generatedValues() {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<100_000 {
            let bits = generator.next()
            // Magnitudes from 1e-3 to 1e14, both signs, a quarter of them on or next to a half.
            var value = Double(bits % 100_000_000_000) / Double(1 << (bits >> 40 % 24)) * (bits & 1 == 0 ? 1 : -1)
            if bits >> 60 == 0 { value = (value.rounded(.down) + 0.5) }
            if bits >> 60 == 1 { value = (value.rounded(.down) + 0.5).nextUp }
            if bits >> 60 == 2 { value = (value.rounded(.down) + 0.5).nextDown }
            #expect(value.nearestInt64() == Self.expected(value), "\(value)")
        }
    }
}
