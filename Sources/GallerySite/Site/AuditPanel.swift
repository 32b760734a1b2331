import Foundation
import GalleryAudit
import StyleKit
import XMLWriter

/// Accessibility verdicts of a variant: compact badges, and a details table with the measured figures.
enum AuditPanel {
    /// One badge per finding. A variant with several controls (a form of toggles) gets one list per control,
    /// named by its role and label, so a reader sees which control fails; findings of no control come last.
    static func writeBadges(_ audit: AuditReport, into html: inout HTMLWriter) {
        func list<Findings: Sequence<Finding>>(_ findings: Findings, into html: inout HTMLWriter) {
            html.list(findings, class: "badges", badge)
        }
        guard audit.elements.count > 1 else {
            // At most one control: the scene's findings, then its own (the order of `audit.findings`, not copied).
            return list([audit.sceneFindings, audit.elements.first?.findings ?? []].joined(), into: &html)
        }
        html.element("ul", ["class": "badge-groups"]) { html in
            for index in audit.elements.indices {
                let findings = audit.findings.lazy.filter { $0.elementIndex == index }
                guard !findings.isEmpty else { continue }
                html.element("li") { html in
                    html.element("span", ["class": "badge-group-name"], text: elementName(audit.elements[index]))
                    list(findings, into: &html)
                }
            }
            let loose = audit.findings.lazy.filter { finding in finding.elementIndex.map { !audit.elements.indices.contains($0) } ?? true }
            if !loose.isEmpty {
                html.element("li") { html in
                    html.element("span", ["class": "badge-group-name"], text: "Other content")
                    list(loose, into: &html)
                }
            }
        }
    }

    /// A finding's badge: its check in short and its verdict, with the guideline and the figure measured as its title.
    private static func badge(_ html: inout HTMLWriter, _ finding: Finding) {
        if let written = FindingFragments.badge(finding) { html.append(written) } else { writeBadge(finding, into: &html) }
    }

    /// ``badge(_:_:)`` written afresh.
    static func writeBadge(_ finding: Finding, into html: inout HTMLWriter) {
        let alike = FindingCells.of(finding)
        html.element("span", ["class": alike.badgeClass, "title": alike.titlePrefix + finding.measured], text: alike.badgeText)
    }

    /// `switch “Custom ToggleStyle #1”`: what VoiceOver calls the control, and its label.
    static func elementName(_ element: ElementAudit) -> String {
        element.label.isEmpty ? element.role : "\(element.role) “\(element.label)”"
    }

    static func writeDetails(_ audit: AuditReport, variantID: String, into html: inout HTMLWriter) {
        let failures = wcagFailures(audit)
        let advisories = audit.countFindings { $0.isFailure } - failures
        var summary = failures == 0 ? "Accessibility: no WCAG failures" : "Accessibility: \(failures) WCAG failure\(failures == 1 ? "" : "s")"
        if advisories > 0 { summary += ", \(advisories) advisory" }
        html.element("details", ["class": "audit"]) { html in
            html.element("summary", text: summary)
            html.element("p", text: "Announced as:")
            html.list(audit.elements) { html, element in
                var text = "“\(element.announcement)”"
                text += "; activation point (\(FixedDecimal.format(Double(element.activationPoint.x), places: 1)), "
                    + "\(FixedDecimal.format(Double(element.activationPoint.y), places: 1)))"
                    + (element.hasExplicitActivationPoint ? " set by the style" : " (centre)")
                text += element.activationPointIsInteractive ? ", inside a region that reacts" : ", outside every region that reacts"
                let regions = element.hitRegions.map { "\($0.kind) \(Int($0.frame.width.rounded()))×\(Int($0.frame.height.rounded())) pt" }
                if !regions.isEmpty { text += "; reacts to " + regions.joined(separator: ", ") }
                html.text(text)
            }
            html.element("table") { html in
                html.element("caption", ["class": "visually-hidden"], text: "Accessibility checks of \(variantID)")
                if let headings = FindingCells.headingRow { html.append(headings) } else { writeHeadingRow(into: &html) }
                audit.forEachFinding { finding in
                    if let row = FindingFragments.row(finding) { html.append(row) } else { writeRow(finding, into: &html) }
                }
            }
        }
    }

    /// A finding's row in the details table: guideline, verdict, measured, required, and what was measured with
    /// what would pass.
    static func writeRow(_ finding: Finding, into html: inout HTMLWriter) {
        html.element("tr") { html in
            if let cells = FindingCells.of(finding).referenceAndVerdict {
                html.append(cells)
            } else {
                writeReferenceAndVerdict(finding.rule, finding.verdict, into: &html)
            }
            html.element("td", text: finding.measured)
            html.element("td", text: finding.required)
            // Subject, detail and suggestion joined by " — ", written in parts (each escaped as it comes).
            html.element("td") { html in
                var joined = false
                for part in [finding.subject, finding.detail] where !part.isEmpty {
                    if joined { html.text(" — ") }
                    html.text(part)
                    joined = true
                }
                if let suggestion = finding.suggestion {
                    html.text(" — ")
                    html.text(suggestion)
                }
            }
        }
    }

    /// The details table's first row: its column headings.
    static func writeHeadingRow(into html: inout HTMLWriter) {
        html.element("tr") { html in
            for heading in ["Check", "Verdict", "Measured", "Required", "Detail"] { html.element("th", ["scope": "col"], text: heading) }
        }
    }

    /// A finding's first two cells in the details table: the rule's guideline and the verdict.
    static func writeReferenceAndVerdict(_ rule: Finding.Rule, _ verdict: Finding.Verdict, into html: inout HTMLWriter) {
        html.element("td") { writeReference(rule, into: &$0) }
        html.element("td") { html in
            html.text(verdict.rawValue)
            if !rule.standard.isWCAG { html.text(" (advisory)") }
        }
    }

    /// The rule's guideline by name, linked to its page where it has one (StyleGallery's own checks have none).
    static func writeReference(_ rule: Finding.Rule, into html: inout HTMLWriter) {
        if let url = rule.url {
            html.element("a", ["href": url, "rel": "external"], text: rule.reference)
        } else {
            html.text(rule.reference)
        }
    }

    /// Checks of Apple's guidelines (44 pt targets), VoiceOver behaviour (activation points) and StyleGallery's
    /// own (missing symbols and glyphs) are shown, not counted: only WCAG criteria make a WCAG failure.
    static func isAdvisory(_ finding: Finding) -> Bool { !finding.rule.standard.isWCAG }

    static func wcagFailures(_ audit: AuditReport) -> Int { audit.countFindings { $0.isWCAGFailure } }

    static func cssClass(_ finding: Finding) -> String { cssClass(finding.rule, finding.verdict) }

    static func cssClass(_ rule: Finding.Rule, _ verdict: Finding.Verdict) -> String {
        verdict == .fail && !rule.standard.isWCAG ? "exempt" : verdict.rawValue
    }

    static func shortTitle(_ rule: Finding.Rule) -> String {
        switch rule {
        case .textContrast: return "Text contrast"
        case .nonTextContrast: return "Boundary contrast"
        case .targetSize: return "Target 24 pt"
        case .recommendedTargetSize: return "HIG 44 pt"
        case .activationPoint: return "Activation point"
        case .accessibleName: return "Name"
        case .missingSymbol: return "Symbol"
        case .missingGlyphs: return "Glyphs"
        case .textTruncated: return "Truncated"
        case .textClipped: return "Clipped"
        case .textOverlaps: return "Overlap"
        }
    }

    static func symbol(_ verdict: Finding.Verdict) -> String {
        switch verdict {
        case .pass: return "✓"
        case .fail: return "✗"
        case .exempt: return "exempt"
        case .notApplicable: return "n/a"
        }
    }
}
