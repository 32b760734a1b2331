import Foundation
import Testing

/// `gallery check`, the CI gate: exit 1 on a WCAG failure no baseline accepts, a baseline that survives
/// rewording, stale entries reported, JSON and JUnit for machines.
@Suite("gallery check")
struct CheckCommandTests {
    /// A config with two styles under two themes: `tertiary-button-style` fails 1.4.3 in every theme.
    static let config = """
        {"title": "Check", "output": "output",
         "styles": {"include": ["tertiary-button-style", "my-button-style"]},
         "themes": [{"id": "default", "title": "Default"}, {"id": "dark", "extends": "default", "colorScheme": "dark"}]}
        """

    func run(_ arguments: [String], in sandbox: Sandbox) throws -> GalleryProcess.Result {
        try GalleryProcess.run(arguments, in: sandbox.project, home: sandbox.home)
    }

    @Test func failuresGateThenABaselineAcceptsThemAndStaleEntriesAreReported() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.config, to: "project/gallery-config.json")
        let before = sandbox.snapshot()

        let failing = try run(["check"], in: sandbox)
        #expect(failing.status == 1, "\(failing.stderr)")
        #expect(failing.stdout.contains("tertiary-button-style — WCAG 1.4.3 (textContrast)"), "\(failing.stdout)")
        #expect(failing.stdout.contains("FAIL     default tertiary-button-style/normal-enabled: text \"Tertiary Button\""))
        #expect(failing.stdout.contains("would pass ("), "each failure says what would pass")
        #expect(failing.stdout.contains("; check failed\n"))
        #expect(sandbox.snapshot() == before, "check writes nothing")

        // JSON and JUnit for machines.
        let json = try run(["check", "--json", "--junit", "report.xml"], in: sandbox)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = object["findings"] as? [[String: Any]] ?? []
        #expect(object["passed"] as? Bool == false && !findings.isEmpty)
        #expect(findings.allSatisfy { $0["criterion"] as? String != nil && $0["accepted"] as? Bool == false })
        let junit = try String(contentsOf: sandbox.project.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(junit.hasPrefix("<?xml") && junit.contains("<testsuite name=\"tertiary-button-style\"") && junit.contains("<failure "))
        #expect(junit.contains("failures=\"\(findings.count)\""))

        // Accept them all; the gate passes and the reasons survive a second update.
        let update = try run(["check", "--update-baseline"], in: sandbox)
        #expect(update.status == 0 && update.stdout.hasPrefix("wrote gallery-baseline.json: \(findings.count) accepted"), "\(update.stdout)")
        let baselineURL = sandbox.project.appendingPathComponent("gallery-baseline.json")
        var baseline = try String(contentsOf: baselineURL, encoding: .utf8)
        baseline = baseline.replacingOccurrences(of: "accepted by gallery check --update-baseline; say why", with: "grey on grey is the brand; fix in Q3")
        // A stale entry: a finding that does not occur.
        baseline = baseline.replacingOccurrences(of: "\"accepted\": [\n", with: "\"accepted\": [\n    {\"variant\": \"gone/normal-enabled\", \"theme\": \"default\", \"rule\": \"textContrast\", \"element\": \"text \\\"Old\\\"\", \"reason\": \"was fixed\"},\n")
        try Data(baseline.utf8).write(to: baselineURL)
        let passing = try run(["check"], in: sandbox)
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        #expect(passing.stdout.contains("accepted default tertiary-button-style/normal-enabled"))
        #expect(passing.stdout.contains("stale baseline entry (no longer occurs): default gone/normal-enabled textContrast"))
        #expect(passing.stdout.contains("0 new, \(findings.count) accepted by the baseline, 1 stale baseline entry; check passed"))
        _ = try run(["check", "--update-baseline"], in: sandbox)
        let rewritten = try String(contentsOf: baselineURL, encoding: .utf8)
        #expect(rewritten.contains("grey on grey is the brand; fix in Q3") && !rewritten.contains("gone/normal-enabled"))
    }

    @Test func aBrokenBaselineIsALocatedError() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.config, to: "project/gallery-config.json")
        try sandbox.write("{\"accepted\": [{\"variant\": \"x\", \"theme\": \"default\", \"rule\": \"textContrast\"}]}", to: "project/gallery-baseline.json")
        let result = try run(["check"], in: sandbox)
        #expect(result.status == 3)
        #expect(result.stderr.contains("gallery-baseline.json:1:") && result.stderr.contains("$.accepted[0]"), "\(result.stderr)")
        let missing = try run(["check", "--baseline", "nope.json"], in: sandbox)
        #expect(missing.status == 3 && missing.stderr.contains("--baseline nope.json: no such file"), "\(missing.stderr)")
    }
}
