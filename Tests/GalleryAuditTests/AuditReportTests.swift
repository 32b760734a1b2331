import Foundation
@testable import GalleryAudit
@testable import GalleryLayout
import StyleKit
import Testing

@Suite("Audit report")
struct AuditReportTests {
    typealias F = AuditFixtures

    static let frame = CGRect(x: 0, y: 0, width: 120, height: 44)

    static func button(_ fill: RGBA, text: RGBA, enabled: Bool = true) -> Scene {
        F.scene([F.shape(.roundedRect(frame, rx: 10, ry: 10), .solid(fill), role: "RoundedRectangle"),
                 .text(F.text("Sign in", frame: frame.insetBy(dx: 16, dy: 12), paint: .solid(text)))],
                elements: [F.element(label: "Sign in", frame: frame, enabled: enabled)])
    }

    @Test func passingButton() {
        let report = F.audit(Self.button(.black, text: .white))
        #expect(report.passed && report.failures.isEmpty)
        #expect(report.elements[0].findings.map(\.rule) ==
                [.accessibleName, .nonTextContrast, .targetSize, .recommendedTargetSize, .activationPoint, .textContrast])
        #expect(report.elements[0].announcement == "Sign in, button")
    }

    @Test func failingButtonListsItsFailures() {
        let report = F.audit(Self.button(F.green, text: .white))
        #expect(!report.passed)
        // The text identifies the button, so its plate needs no boundary contrast (Understanding 1.4.11).
        #expect(report.failures.map(\.rule) == [.textContrast])
    }

    @Test func disabledButtonIsExemptFromContrastAndTarget() {
        let report = F.audit(Self.button(F.green, text: .white, enabled: false))
        let findings = report.elements[0].findings
        #expect(report.passed && report.elements[0].isDisabled)
        #expect(findings.filter { $0.verdict == .exempt }.map(\.rule) == [.targetSize, .recommendedTargetSize, .textContrast])
        #expect(findings.first { $0.rule == .textContrast }?.measured == "2.22:1")
        #expect(report.elements[0].announcement == "Sign in, button, dimmed")
    }

    @Test func darkPageBackground() throws {
        // White text straight on a black page.
        let scene = F.scene([.text(F.text(paint: .solid(.white)))])
        #expect(try #require(F.textFinding(scene, background: .black)).measured == "21.00:1")
        #expect(try #require(F.textFinding(scene, background: .white)).measured == "1.00:1")
    }

    @Test func elementSummaryAndCodableRoundTrip() throws {
        let region = HitRegion(frame: CGRect(x: 0, y: 0, width: 29, height: 27), kind: .longPress(minimumDuration: 0.5, maximumDistance: 10))
        let scene = F.scene([], elements: [F.element(.switch, label: "Wi-Fi", frame: CGRect(x: 0, y: 0, width: 29, height: 27),
                                                     activationPoint: CGPoint(x: 5, y: 5), hitRegions: [region])])
        let report = F.audit(scene)
        let element = report.elements[0]
        #expect(element.role == "switch" && element.accessibilityRole == .switch)
        #expect(element.hasExplicitActivationPoint && element.activationPointIsInteractive)
        #expect(element.hitRegions == [AuditHitRegion(frame: region.frame, kind: "longPress(≥0.5s, ≤10pt)", reactsToTap: true)])
        let data = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(AuditReport.self, from: data) == report)
    }

    @Test func customThresholds() throws {
        let strict = AccessibilityAudit(thresholds: AuditThresholds(textContrast: 7, largeTextContrast: 4.5))
        let report = strict.audit(F.scene([.text(F.text(paint: .solid(F.blue), size: 24))]), background: .white)
        let f = try #require(report.sceneFindings.first)
        #expect(f.verdict == .fail && f.required == "≥ 4.5:1 (large text)")
    }
}
