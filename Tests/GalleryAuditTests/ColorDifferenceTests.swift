import Foundation
import Testing
@testable import GalleryAudit

/// CIEDE2000 against the supplementary test data of Sharma, Wu and Dalal (2005), Table 1: pairs of
/// CIELAB colours with the ΔE₀₀ the paper computes to four decimals.
@Suite struct ColorDifferenceTests {
    typealias Lab = ColorDifference.Lab

    static let sharma: [(Lab, Lab, Double)] = [
        (Lab(l: 50, a: 2.6772, b: -79.7751), Lab(l: 50, a: 0, b: -82.7485), 2.0425),       // pair 1
        (Lab(l: 50, a: 3.1571, b: -77.2803), Lab(l: 50, a: 0, b: -82.7485), 2.8615),       // pair 2
        (Lab(l: 50, a: 2.8361, b: -74.0200), Lab(l: 50, a: 0, b: -82.7485), 3.4412),       // pair 3
        (Lab(l: 50, a: 0, b: 0), Lab(l: 50, a: -1, b: 2), 2.3669),                           // pair 7
        (Lab(l: 50, a: 2.4900, b: -0.0010), Lab(l: 50, a: -2.4900, b: 0.0009), 7.1792),     // pair 13: hue wraps
        (Lab(l: 50, a: 2.5, b: 0), Lab(l: 73, a: 25, b: -18), 27.1492),                      // pair 17
        (Lab(l: 50, a: 2.5, b: 0), Lab(l: 50, a: 3.1736, b: 0.5854), 1.0000),               // pair 22
        (Lab(l: 60.2574, a: -34.0099, b: 36.2677), Lab(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644), // pair 25
        (Lab(l: 2.0776, a: 0.0795, b: -1.1350), Lab(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),     // pair 34
    ]

    @Test(arguments: 0..<sharma.count)
    func matchesTheSharmaTable(_ index: Int) {
        let (x, y, expected) = Self.sharma[index]
        #expect(abs(ColorDifference.ciede2000(x, y) - expected) < 0.00005)
        #expect(abs(ColorDifference.ciede2000(y, x) - expected) < 0.00005, "the formula is symmetric on these pairs")
    }

    @Test func sRGBGoesToLabWithTheD65White() {
        let white = ColorDifference.lab(red: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let black = ColorDifference.lab(red: 0, green: 0, blue: 0)
        #expect(abs(black.l) < 1e-9)
        // sRGB red is L* 53.24, a* 80.09, b* 67.20 (D65).
        let red = ColorDifference.lab(pixel: 0xFFFF0000)
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.1 && abs(red.b - 67.20) < 0.1)
        #expect(ColorDifference.ciede2000(red, red) == 0)
    }
    /// The table answers only for a component that is exactly k / 255, with the transfer function's own value for
    /// it; every other component (a composite, a suggestion's search) goes through the function.
    @Test func componentsDecodeAsTheTransferFunctionDoes() {
        func transfer(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        for k in 0...255 {
            let c = Double(k) / 255
            #expect(ColorDifference.linear(c) == transfer(c), "\(k)/255")
            #expect(ColorDifference.linear(c.nextUp) == transfer(c.nextUp), "just above \(k)/255")
            #expect(ColorDifference.linear(c.nextDown) == transfer(c.nextDown), "just below \(k)/255")
            #expect(ColorDifference.decoded(UInt8(k)) == transfer(c))
        }
        for c in [0.04045, 0.5, 0.123456789, 1e-9, 0.999999] { #expect(ColorDifference.linear(c) == transfer(c), "\(c)") }
        #expect(ColorDifference.linear(.nan).isNaN)
    }
}
