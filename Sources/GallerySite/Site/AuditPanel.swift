import Foundation
import GalleryAudit
import StyleKit
import XMLWriter

/// Accessibility verdicts of a variant: compact badges, and a details table with the measured figures.
enum AuditPanel {
    /// One badge per finding. A variant with several controls (a form of toggles) gets one list per control,
    /// named by its role and label, so a reader sees which control fails; findings of no control come last.
    static func badges(_ audit: AuditReport) -> XMLNode {
        func list(_ findings: [Finding]) -> XMLNode {
            HTML.list(findings.map { finding in
                [HTML.element("span", attributes: [("class", "badge \(cssClass(finding))"),
                                                   ("title", "\(finding.rule.reference): \(finding.verdict.rawValue), \(finding.measured)")],
                              [.text("\(shortTitle(finding.rule)) \(symbol(finding.verdict))")])]
            }, class: "badges")
        }
        guard audit.elements.count > 1 else { return list(audit.findings) }
        var groups: [[XMLNode]] = audit.elements.indices.compactMap { index in
            let findings = audit.findings.filter { $0.elementIndex == index }
            guard !findings.isEmpty else { return nil }
            return [HTML.element("span", ["class": "badge-group-name"], text: elementName(audit.elements[index])), list(findings)]
        }
        let loose = audit.findings.filter { finding in finding.elementIndex.map { !audit.elements.indices.contains($0) } ?? true }
        if !loose.isEmpty { groups.append([HTML.element("span", ["class": "badge-group-name"], text: "Other content"), list(loose)]) }
        return HTML.list(groups, class: "badge-groups")
    }

    /// `switch “Custom ToggleStyle #1”`: what VoiceOver calls the control, and its label.
    static func elementName(_ element: ElementAudit) -> String {
        element.label.isEmpty ? element.role : "\(element.role) “\(element.label)”"
    }

    static func details(_ audit: AuditReport, variantID: String) -> XMLNode {
        let failures = wcagFailures(audit)
        let advisories = audit.countFindings(where: \.isFailure) - failures
        var summary = failures == 0 ? "Accessibility: no WCAG failures" : "Accessibility: \(failures) WCAG failure\(failures == 1 ? "" : "s")"
        if advisories > 0 { summary += ", \(advisories) advisory" }
        var rows: [XMLNode] = [HTML.element("tr", [:], [
            HTML.element("th", ["scope": "col"], text: "Check"), HTML.element("th", ["scope": "col"], text: "Verdict"),
            HTML.element("th", ["scope": "col"], text: "Measured"), HTML.element("th", ["scope": "col"], text: "Required"),
            HTML.element("th", ["scope": "col"], text: "Detail"),
        ])]
        audit.forEachFinding { finding in
            let reference: XMLNode = finding.rule.standard.url.map { url in
                HTML.element("a", attributes: [("href", url), ("rel", "external")], [.text(finding.rule.reference)])
            } ?? .text(finding.rule.reference)
            var detail = [finding.subject, finding.detail].filter { !$0.isEmpty }.joined(separator: " — ")
            if let suggestion = finding.suggestion { detail += " — " + suggestion }
            rows.append(HTML.element("tr", [:], [
                HTML.element("td", [:], [reference]),
                HTML.element("td", [:], text: isAdvisory(finding) ? "\(finding.verdict.rawValue) (advisory)" : finding.verdict.rawValue),
                HTML.element("td", [:], text: finding.measured),
                HTML.element("td", [:], text: finding.required),
                HTML.element("td", [:], text: detail),
            ]))
        }
        let elements = audit.elements.map { element -> [XMLNode] in
            var text = "“\(element.announcement)”"
            text += "; activation point (\(FixedDecimal.format(Double(element.activationPoint.x), places: 1)), "
                + "\(FixedDecimal.format(Double(element.activationPoint.y), places: 1)))"
                + (element.hasExplicitActivationPoint ? " set by the style" : " (centre)")
            text += element.activationPointIsInteractive ? ", inside a region that reacts" : ", outside every region that reacts"
            let regions = element.hitRegions.map { "\($0.kind) \(Int($0.frame.width.rounded()))×\(Int($0.frame.height.rounded())) pt" }
            if !regions.isEmpty { text += "; reacts to " + regions.joined(separator: ", ") }
            return [.text(text)]
        }
        return HTML.element("details", ["class": "audit"], [
            HTML.element("summary", [:], text: summary),
            HTML.element("p", [:], text: "Announced as:"),
            HTML.list(elements),
            HTML.element("table", [:], [HTML.element("caption", ["class": "visually-hidden"], text: "Accessibility checks of \(variantID)")] + rows),
        ])
    }

    /// Checks of Apple's guidelines (44 pt targets), VoiceOver behaviour (activation points) and StyleGallery's
    /// own (missing symbols and glyphs) are shown, not counted: only WCAG criteria make a WCAG failure.
    static func isAdvisory(_ finding: Finding) -> Bool { !finding.rule.standard.isWCAG }

    static func wcagFailures(_ audit: AuditReport) -> Int { audit.countFindings(where: \.isWCAGFailure) }

    static func cssClass(_ finding: Finding) -> String {
        finding.verdict == .fail && isAdvisory(finding) ? "exempt" : finding.verdict.rawValue
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
