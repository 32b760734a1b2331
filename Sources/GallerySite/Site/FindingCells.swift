import GalleryAudit
import XMLWriter

/// What every card writes alike for a finding of one rule with one verdict, made once per build rather than for
/// each of a page's hundreds of cards (a cold build's component pages were a fifth of its instructions): the
/// badge's class, text and title up to the figure measured, and the details table's cells for the guideline and
/// the verdict, written by an ``HTMLWriter`` like the rest of the card.
struct FindingCells: Sendable {
    let badgeClass: String
    let badgeText: String
    /// "WCAG 2.2 SC 1.4.3 Contrast (Minimum): fail, " — the badge's title before the figure measured.
    let titlePrefix: String
    /// `<td>` guideline `</td><td>` verdict `</td>`; nil if the writer refused them (the card then writes them
    /// itself, and the page's writer reports the problem).
    let referenceAndVerdict: HTMLFragment?

    init(_ rule: Finding.Rule, _ verdict: Finding.Verdict) {
        badgeClass = "badge " + AuditPanel.cssClass(rule, verdict)
        badgeText = "\(AuditPanel.shortTitle(rule)) \(AuditPanel.symbol(verdict))"
        titlePrefix = "\(rule.reference): \(verdict.rawValue), "
        var html = HTMLWriter()
        AuditPanel.writeReferenceAndVerdict(rule, verdict, into: &html)
        referenceAndVerdict = try? html.fragment()
    }

    static func of(_ finding: Finding) -> FindingCells { all[Key(rule: finding.rule, verdict: finding.verdict)]! }

    /// The details table's heading row; nil if the writer refused it (as for ``referenceAndVerdict``).
    static let headingRow: HTMLFragment? = {
        var html = HTMLWriter()
        AuditPanel.writeHeadingRow(into: &html)
        return try? html.fragment()
    }()

    private struct Key: Hashable {
        let rule: Finding.Rule
        let verdict: Finding.Verdict
    }

    /// Every rule with every verdict.
    private static let all: [Key: FindingCells] = Dictionary(uniqueKeysWithValues: Finding.Rule.allCases.flatMap { rule in
        Finding.Verdict.allCases.map { (Key(rule: rule, verdict: $0), FindingCells(rule, $0)) }
    })
}
