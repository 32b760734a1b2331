import Foundation
import Testing
@testable import StyleKit

/// `RGBA.hexString` (written byte by byte) is `#RRGGBB` of the components rounded to 0…255, clamped.
@Suite struct HexStringTests {
    @Test func everyComponentValueInEveryPlace() {
        for value in 0...255 {
            let c = Double(value) / 255
            let spelt = String(format: "%02X", value)
            #expect(RGBA(red: c, green: 0, blue: 0).hexString == "#\(spelt)0000")
            #expect(RGBA(red: 0, green: c, blue: 0).hexString == "#00\(spelt)00")
            #expect(RGBA(red: 1, green: 1, blue: c).hexString == "#FFFF\(spelt)")
        }
    }

    @Test func roundsHalfUpAndClamps() {
        #expect(RGBA(red: 0.5 / 255, green: 0.49 / 255, blue: 254.5 / 255).hexString == "#0100FF")
        #expect(RGBA(red: -0.2, green: 1.7, blue: 0.5).hexString == "#00FF80")
        #expect(RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).hexString == "#336699", "alpha is not part of it")
    }
}
