import Foundation
@testable import GalleryAudit
import StyleKit
import Testing

@Suite("WCAG color math")
struct ContrastMathTests {
    typealias F = AuditFixtures

    @Test func luminanceEndpoints() {
        #expect(AccessibilityAudit.relativeLuminance(.white) == 1)
        #expect(AccessibilityAudit.relativeLuminance(.black) == 0)
        // 0.04045 threshold: the linear segment below it, c / 12.92.
        #expect(abs(AccessibilityAudit.relativeLuminance(F.gray(0.04)) - 0.04 / 12.92) < 1e-15)
    }

    @Test func blackOnWhiteIs21() {
        #expect(AccessibilityAudit.contrastRatio(.black, .white) == 21)
        #expect(AccessibilityAudit.contrastRatio(.white, .black) == 21)
        #expect(AccessibilityAudit.contrastRatio(F.blue, F.blue) == 1)
    }

    @Test func knownSystemColors() {
        #expect(abs(AccessibilityAudit.contrastRatio(.white, F.green) - 2.21996) < 1e-5)
        #expect(abs(AccessibilityAudit.contrastRatio(F.blue, .white) - 4.01698) < 1e-5)
    }

    @Test func secondaryLabelCompositesToRGB138_138_142() {
        let c = AccessibilityAudit.composite(F.secondaryLabel, over: .white)
        #expect(c.hexString == "#8A8A8E")
        #expect(abs(c.red * 255 - 138) < 1e-9 && abs(c.blue * 255 - 142.2) < 1e-9 && c.alpha == 1)
        #expect(String(format: "%.2f", AccessibilityAudit.contrastRatio(c, .white)) == "3.44")
    }

    @Test func compositeOfTranslucentLayers() {
        // 50 % black over 50 % white: αo = 0.75, C = (0 · 0.5 + 1 · 0.5 · 0.5) / 0.75 = 1/3.
        let c = AccessibilityAudit.composite(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5),
                                             over: RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(abs(c.alpha - 0.75) < 1e-12 && abs(c.red - 1.0 / 3) < 1e-12)
        #expect(AccessibilityAudit.composite(.clear, over: F.green) == F.green)
    }

    @Test func ratioIsNeverRoundedBeforeComparing() {
        let gray = F.grayOnWhite(ratio: 2.999)
        let ratio = AccessibilityAudit.contrastRatio(gray, .white)
        #expect(abs(ratio - 2.999) < 1e-9)
        #expect(AuditFormat.ratio(ratio) == "3.00:1")
        #expect(ratio < 3)
    }
}
