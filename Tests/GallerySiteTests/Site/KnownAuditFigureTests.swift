import Foundation
import Testing
@testable import GalleryAudit
@testable import GalleryCatalog
import GalleryRender
@testable import GallerySite

/// The audit figures the site shows, on seed and system styles with known answers.
@Suite struct KnownAuditFigureTests {
    func audit(_ id: String, _ slug: String, theme: GalleryTheme = .default) throws -> AuditReport {
        let configuration = try shippedConfiguration()
        let variant = try configuration.variant(id: "\(id)/\(slug)")
        let rendered = try VariantRenderer(engine: configuration.makeLayoutEngine()).render(variant, theme: theme, label: configuration.label(for: variant.entry))
        return AccessibilityAudit(thresholds: .standard).audit(rendered.scene, background: theme.background)
    }

    @Test func whiteOnSystemGreenFailsTextContrast() throws {
        let report = try audit("my-button-style", "green-normal-enabled")
        let text = try #require(report.findings(for: .textContrast).first)
        #expect(text.measured == "2.22:1")
        #expect(text.verdict == .fail)
    }

    @Test func systemBlueOnWhiteAt17ptFailsButLargeTextWouldPass() throws {
        let report = try audit("borderless", "none-normal-enabled-light")
        let text = try #require(report.findings(for: .textContrast).first)
        #expect(text.measured == "4.02:1")
        #expect(text.verdict == .fail)
        let primary = try audit("primary-button-style", "normal-enabled-large")
        // Teal #30B0C7 at 22 pt bold monospaced: large text, 3:1 needed.
        #expect(primary.findings(for: .textContrast).first?.required.contains("3") == true)
    }

    @Test func seedActivationPointOnTheLabelIsReported() throws {
        let report = try audit("my-toggle-style", "on-enabled-standalone-leftToRight")
        #expect(report.findings(for: .activationPoint).first?.verdict == .fail)
        let off = try audit("my-toggle-style", "off-enabled-standalone-leftToRight")
        #expect(off.findings(for: .activationPoint).first?.verdict == .pass)
    }

    @Test func disabledVariantsAreExemptNotHidden() throws {
        let report = try audit("gradient-style", "mint-normal-disabled")
        let text = try #require(report.findings(for: .textContrast).first)
        #expect(text.verdict == .exempt)
        #expect(!text.measured.isEmpty)
    }
}
