import Fonts
import GalleryAudit
import XMLWriter

/// A finding's badge and its row in the details table, kept by what they show. Most findings repeat, word for
/// word, in many cards — a label's name and its target size in every theme, a state's contrast on every page
/// that shows it — and writing them element by element was half of a component page's work. (Their entries in
/// the variant files are written afresh: quoting JSON costs less than looking an entry up.)
enum FindingFragments {
    /// What a finding shows (the figure behind `measured`, the warning and the element's index appear in none of
    /// its fragments).
    private struct Shown: Hashable, Sendable {
        let rule: Finding.Rule, verdict: Finding.Verdict
        let measured: String, required: String, subject: String, detail: String, suggestion: String?

        init(_ finding: Finding) {
            rule = finding.rule; verdict = finding.verdict
            measured = finding.measured; required = finding.required
            subject = finding.subject; detail = finding.detail; suggestion = finding.suggestion
        }

        /// The short fields and the detail's length (hashing the detail, often a few hundred bytes, cost more than
        /// the lookup saved); equality still compares every field.
        func hash(into hasher: inout Hasher) {
            hasher.combine(rule)
            hasher.combine(verdict)
            hasher.combine(measured)
            hasher.combine(subject)
            hasher.combine(detail.utf8.count)
        }
    }

    /// What a badge shows.
    private struct Badge: Hashable, Sendable {
        let rule: Finding.Rule, verdict: Finding.Verdict, measured: String
    }

    /// A row is about half a kilobyte: a few MB at most.
    private static let rows = BoundedCache<Shown, HTMLFragment?>(capacity: 4096)
    private static let badges = BoundedCache<Badge, HTMLFragment?>(capacity: 4096)

    /// `<tr>…</tr>` as ``AuditPanel/writeRow(_:into:)`` writes it; nil if the writer refused it (the card then
    /// writes it itself, and the page's writer reports the problem).
    static func row(_ finding: Finding) -> HTMLFragment? {
        rows.value(for: Shown(finding)) {
            var html = HTMLWriter()
            AuditPanel.writeRow(finding, into: &html)
            return (try? html.fragment())?.compacted
        }
    }

    /// `<span class="badge …" title="…">…</span>` as ``AuditPanel/writeBadge(_:into:)`` writes it; nil as for
    /// ``row(_:)``.
    static func badge(_ finding: Finding) -> HTMLFragment? {
        badges.value(for: Badge(rule: finding.rule, verdict: finding.verdict, measured: finding.measured)) {
            var html = HTMLWriter()
            AuditPanel.writeBadge(finding, into: &html)
            return (try? html.fragment())?.compacted
        }
    }
}
