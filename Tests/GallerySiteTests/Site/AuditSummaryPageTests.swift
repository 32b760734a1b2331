import Foundation
import GoldenTestSupport
import Testing
@testable import GallerySite

/// The site's audit summary (`audit.html`): the home page's failure figure leads to it; its counts agree
/// with the manifest's verdicts, variant by variant; only WCAG criteria are counted.
@Suite struct AuditSummaryPageTests {
    @Test func theHomeFigureLinksToCountsThatAgreeWithTheManifest() async throws {
        let output = try temporaryDirectory("audit-summary")
        defer { try? FileManager.default.removeItem(at: output) }
        try await buildSite(config: HomeCardTests.config, output: output)
        let home = try read(output.appendingPathComponent("index.html"))
        let audit = try read(output.appendingPathComponent("audit.html"))

        // What the manifest says, variant by variant.
        let variants = try manifestVariants(output)
        let failing = variants.filter { ($0["wcagPassed"] as? Bool) == false }.count
        #expect(failing > 0, "the configuration has WCAG failures to show")
        func failingRenders(_ rule: String) -> Int {
            variants.filter { variant in
                ((variant["findings"] as? [[String: Any]]) ?? []).contains { $0["rule"] as? String == rule && $0["verdict"] as? String == "fail" }
            }.count
        }

        #expect(home.contains("<a href=\"audit.html\" class=\"figure-link\"><strong>\(failing)</strong>renders with WCAG failures</a>"), "\(home)")
        #expect(audit.contains("\(failing) of \(variants.count) renders fail at least one WCAG 2.2 AA success criterion."))
        for (rule, standard) in [("textContrast", "WCAG 2.2 AA (counted)"), ("recommendedTargetSize", "Apple HIG (advisory)"),
                                 ("activationPoint", "VoiceOver (advisory)")] {
            let row = try #require(audit.range(of: "<tr id=\"rule-\(rule)\">").map { String(audit[$0.lowerBound...].prefix(while: { $0 != "\n" })) })
            let cells = row.components(separatedBy: "</tr>")[0]
            #expect(cells.contains("<td>\(standard)</td><td>\(failingRenders(rule))</td>"), "\(rule): \(cells)")
        }
        // A component failing a check is listed under it, linked to its failures, with the themes it fails under.
        let contrast = try #require(audit.range(of: "<tr id=\"rule-textContrast\">").map { String(audit[$0.lowerBound...]) }?.components(separatedBy: "</tr>")[0])
        #expect(contrast.contains("<a href=\"themes/default/borderless.html#accessibility\">BorderlessButtonStyle</a> — every theme"), "\(contrast)")
        // By component and theme: every group has a cell; failing ones link to their page's failures.
        #expect(audit.contains("aria-label=\"Renders with WCAG failures by component and theme\""))
        #expect(audit.contains("<a href=\"themes/germany/borderless.html#accessibility\" class=\"badge fail\""))
        #expect(audit.contains("<a href=\"compare/my-button-style.html\">MyButtonStyle</a>"))
    }
}
