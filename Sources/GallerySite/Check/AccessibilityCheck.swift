import Foundation
import GalleryAudit
import GalleryJSON
import GalleryRender
import XMLWriter

/// `gallery check`: the audit over the whole matrix, nothing written, and the findings set against a baseline.
public struct AccessibilityCheck: Sendable {
    public struct Result: Sendable {
        /// Every non-exempt WCAG failure, worst first within each component and rule.
        public var findings: [CheckFinding]
        /// Failures the baseline does not accept: these fail the check.
        public var new: [CheckFinding]
        /// Baseline entries that no longer occur.
        public var stale: [CheckBaseline.Entry]
        public var renders: Int
        /// Keys of the findings the baseline accepts.
        public var acceptedKeys: Set<CheckKey> { Set(findings.map(\.key)).subtracting(new.map(\.key)) }
        public var passed: Bool { new.isEmpty }
    }

    public let configuration: GalleryConfiguration

    public init(configuration: GalleryConfiguration) { self.configuration = configuration }

    /// Audits the matrix; `progress` hears of each finished render.
    public func run(baseline: CheckBaseline, progress: BuildProgress? = nil) async throws -> Result {
        let plan = configuration.makePlan()
        let pool = ParallelRenderer(renderer: configuration.makeRenderer(textMode: .outlines, audited: true))
        var findings: [CheckFinding] = []
        var done = 0
        try await pool.run(plan.jobs, work: { job, rendered -> [CheckFinding] in
            (rendered.audit?.findings ?? []).compactMap {
                CheckFinding($0, component: job.variant.entry.id, variant: job.variant.id, theme: job.theme.id)
            }
        }, consume: { (job: RenderJob, found: [CheckFinding]) -> Void in
            findings += found
            done += 1
            progress?(BuildStep(done: done, total: plan.jobs.count, variantID: job.variant.id, themeID: job.theme.id))
        })
        findings.sort { a, b in
            if a.component != b.component { return a.component < b.component }
            if a.rule != b.rule { return a.rule < b.rule }
            if (a.measuredValue ?? 0) != (b.measuredValue ?? 0) { return (a.measuredValue ?? 0) < (b.measuredValue ?? 0) }
            return a.key < b.key
        }
        let accepted = Set(baseline.entries.map(\.key))
        let present = Set(findings.map(\.key))
        return Result(findings: findings, new: findings.filter { !accepted.contains($0.key) },
                      stale: baseline.entries.filter { !present.contains($0.key) }, renders: plan.jobs.count)
    }

    /// The baseline that accepts every current failure, keeping the reasons of entries that still occur.
    public static func updatedBaseline(_ result: Result, previous: CheckBaseline) -> CheckBaseline {
        let reasons = Dictionary(previous.entries.map { ($0.key, $0.reason) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<CheckKey> = []
        let entries = result.findings.compactMap { finding -> CheckBaseline.Entry? in
            guard seen.insert(finding.key).inserted else { return nil }
            return CheckBaseline.Entry(key: finding.key, reason: reasons[finding.key] ?? "accepted by gallery check --update-baseline; say why")
        }
        return CheckBaseline(entries: entries)
    }
}

extension AccessibilityCheck.Result {
    /// For people: grouped by component and rule, worst first, with the figure and what would pass.
    public var text: String {
        var lines: [String] = []
        let accepted = acceptedKeys
        var group = ""
        for finding in findings {
            let heading = "\(finding.component) — WCAG \(finding.criterion) (\(finding.rule))"
            if heading != group {
                lines.append(heading)
                group = heading
            }
            var line = "  \(accepted.contains(finding.key) ? "accepted" : "FAIL    ") \(finding.theme) \(finding.variant): \(Escaped.excerpt(finding.element, limit: 80)) "
                + "\(finding.measured), needs \(finding.required)"
            if let suggestion = finding.suggestion { line += "; \(suggestion)" }
            lines.append(line)
        }
        for entry in stale {
            lines.append("stale baseline entry (no longer occurs): \(entry.key.theme) \(entry.key.variant) \(entry.key.rule) \(Escaped.excerpt(entry.key.element, limit: 80))")
        }
        lines.append("\(renders) renders checked: \(findings.count) WCAG failure\(findings.count == 1 ? "" : "s"), \(new.count) new, "
                     + "\(accepted.count) accepted by the baseline, \(stale.count) stale baseline entr\(stale.count == 1 ? "y" : "ies")"
                     + (passed ? "; check passed" : "; check failed"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// For machines: every finding with its key, whether the baseline accepts it, and the stale entries.
    public var json: String {
        let accepted = acceptedKeys
        func q(_ s: String) -> String { JSONText.quoted(s) }
        let items = findings.map { f in
            "    {\"component\": \(q(f.component)), \"variant\": \(q(f.variant)), \"theme\": \(q(f.theme)), \"rule\": \(q(f.rule)), "
                + "\"criterion\": \(q(f.criterion)), \"element\": \(q(f.element)), \"measured\": \(q(f.measured)), \"required\": \(q(f.required)), "
                + "\"suggestion\": \(f.suggestion.map(q) ?? "null"), \"accepted\": \(accepted.contains(f.key)), \"detail\": \(q(f.detail))}"
        }
        let staleItems = stale.map { e in
            "    {\"variant\": \(q(e.key.variant)), \"theme\": \(q(e.key.theme)), \"rule\": \(q(e.key.rule)), \"element\": \(q(e.key.element)), \"reason\": \(q(e.reason))}"
        }
        return "{\n  \"passed\": \(passed),\n  \"renders\": \(renders),\n  \"findings\": [\n\(items.joined(separator: ",\n"))\n  ],\n"
            + "  \"stale\": [\n\(staleItems.joined(separator: ",\n"))\n  ]\n}\n"
    }

    /// JUnit XML: a test suite per component, a test case per finding (accepted ones skipped), so CI systems
    /// show findings as test results.
    public func junit() throws -> [UInt8] {
        let accepted = acceptedKeys
        var byComponent: [String: [CheckFinding]] = [:]
        for finding in findings { byComponent[finding.component, default: []].append(finding) }
        let suites = byComponent.keys.sorted().map { component -> XMLNode in
            let cases = byComponent[component]!.map { f -> XMLNode in
                let name = "\(f.theme) \(f.variant) WCAG \(f.criterion) \(f.element)"
                let inner: XMLElement = accepted.contains(f.key)
                    ? XMLElement("skipped", ["message": "accepted by the baseline"])
                    : XMLElement("failure", ["message": "\(f.measured), needs \(f.required)", "type": f.rule],
                                 text: [f.detail, f.suggestion].compactMap { $0 }.joined(separator: "\n"))
                return .element(XMLElement("testcase", ["classname": component, "name": name], children: [.element(inner)]))
            }
            let failures = byComponent[component]!.filter { !accepted.contains($0.key) }.count
            return .element(XMLElement("testsuite", ["name": component, "tests": String(cases.count), "failures": String(failures),
                                                      "skipped": String(cases.count - failures)], children: cases))
        }
        let root = XMLElement("testsuites", ["name": "gallery check", "tests": String(findings.count), "failures": String(new.count)], children: suites)
        return try XMLSerializer.serialize(root, options: .init(xmlDeclaration: true, indent: true))
    }
}
