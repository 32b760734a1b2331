import Foundation
@testable import GallerySVG
import Testing

@Suite("SVGNumber")
struct SVGNumberTests {
    @Test("format", arguments: [
        (-0.0004, "0"), (1.23456, "1.235"), (100.0, "100"), (1e-9, "0"), (-2.5, "-2.5"),
        (0, "0"), (-0.0, "0"), (1e-7, "0"), (-1e-7, "0"), (0.0005, "0.001"), (-0.0005, "-0.001"),
        (0.1 + 0.2, "0.3"), (1.1, "1.1"), (0.05, "0.05"), (0.007, "0.007"), (12.3400, "12.34"),
        (-12.0004, "-12"), (999.9996, "1000"), (1_000_000, "1000000"), (123_456_789.125, "123456789.125"),
        (2.0 / 3.0, "0.667"), (-1.0 / 3.0, "-0.333"), (1e21, "1000000000000"), (-1e21, "-1000000000000"),
        (.nan, "0"), (.infinity, "0"), (-.infinity, "0"),
    ] as [(Double, String)])
    func format(value: Double, expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }

    @Test func cgFloatOverloadMatchesDouble() {
        #expect(SVGNumber.format(CGFloat(1.23456)) == "1.235")
        #expect(SVGNumber.format(CGFloat(-0.0)) == "0")
    }

    @Test func neverExponentNorMinusZeroNorLocaleSeparator() {
        var value = 1e-12
        while value < 1e15 {
            for sign in [1.0, -1.0] {
                let text = SVGNumber.format(sign * value)
                #expect(!text.contains("e") && !text.contains("E") && !text.contains(","))
                #expect(text != "-0")
                #expect(!text.hasSuffix(".") && !(text.contains(".") && text.hasSuffix("0")))
                #expect((text.split(separator: ".").dropFirst().first?.count ?? 0) <= 3)
            }
            value *= 3.7
        }
    }

    @Test func roundTripsWithinHalfAThousandth() {
        for numerator in -2000...2000 {
            let value = Double(numerator) / 7.0
            let parsed = Double(SVGNumber.format(value))!
            #expect(abs(parsed - value) <= 0.0005 + 1e-12)
        }
    }

    /// The look-alike check's pictures take numbers as the SVG writes them without writing them.
    @Test func writtenIsTheValueOfTheWrittenText() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.0005, -0.0005, 999.9996, 1e21, -1e21, .nan, .infinity, 2.0 / 3.0, 162.476, 0.1 + 0.2]
        for _ in 0..<20_000 {
            values.append(Double.random(in: -2_000...2_000, using: &generator))
            values.append(Double(Int.random(in: -200_000...200_000, using: &generator)) / 1000 + Double.random(in: -0.0006...0.0006, using: &generator))
        }
        for value in values {
            #expect(SVGNumber.written(value) == Double(SVGNumber.format(value))!, "\(value)")
        }
    }

    /// The digits written into a buffer are the text the integer and fraction give as strings, at every
    /// magnitude and number of decimals (and `list` joins the numbers with single spaces).
    @Test func bufferedDigitsAreTheStringDigits() {
        func reference(_ value: Double) -> String {
            guard value.isFinite else { return "0" }
            let thousandths = Int64((min(max(value, -1e12), 1e12) * 1000).rounded(.toNearestOrAwayFromZero))
            if thousandths == 0 { return "0" }
            let whole = String(thousandths.magnitude / 1000)
            var fraction = thousandths.magnitude % 1000
            let sign = thousandths < 0 ? "-" : ""
            guard fraction != 0 else { return sign + whole }
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let text = String(fraction)
            return sign + whole + "." + String(repeating: "0", count: digits - text.count) + text
        }
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0.001, -0.001, 0.01, 0.1, 0.999, 1, 9.999, 10, 1e12, -1e12, 999_999_999_999.999, -0.0095]
        for exponent in -4...13 {
            for _ in 0..<400 {
                let magnitude = Double.random(in: 0...1, using: &generator) * pow(10, Double(exponent))
                values.append(Bool.random(using: &generator) ? magnitude : -magnitude)
                values.append(Double(Int64(magnitude * 1000)) / 1000)
            }
        }
        for value in values { #expect(SVGNumber.format(value) == reference(value), "\(value)") }
        let list = values.prefix(50).map { CGFloat($0) }
        #expect(SVGNumber.list(list) == list.map { reference(Double($0)) }.joined(separator: " "))
    }
}
