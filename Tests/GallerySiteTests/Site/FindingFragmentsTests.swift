import GalleryAudit
import Testing
import XMLWriter
@testable import GallerySite

/// A finding's badge and details row are kept by what they show: a kept one is the one written afresh, a finding
/// that shows anything else gets its own, and one the writer refuses is not kept but written by the card, so that
/// the page's writer reports it.
@Suite struct FindingFragmentsTests {
    static func fresh(_ write: (inout HTMLWriter) -> Void) throws -> HTMLFragment {
        var html = HTMLWriter()
        write(&html)
        return try html.fragment()
    }

    static let contrast = Finding(rule: .textContrast, verdict: .fail, measured: "3.55:1", required: "≥ 4.5:1",
                                  subject: "text \"Buy & go\"", detail: "#FFFFFF on #FF3B30 <worst>", measuredValue: 3.5471,
                                  elementIndex: 0, suggestion: "#D70015 would pass (4.52:1; same hue, darker)")

    @Test func aKeptRowOrBadgeIsTheFreshOne() throws {
        for _ in 0..<2 {
            let row = try #require(FindingFragments.row(Self.contrast))
            #expect(row == (try Self.fresh { AuditPanel.writeRow(Self.contrast, into: &$0) }))
            #expect(row.string.contains("text \"Buy &amp; go\""), "text escapes & < >, not quotes: \(row.string)")
            let badge = try #require(FindingFragments.badge(Self.contrast))
            #expect(badge == (try Self.fresh { AuditPanel.writeBadge(Self.contrast, into: &$0) }))
        }
    }

    @Test func everyFieldShownTellsRowsApart() throws {
        let base = try #require(FindingFragments.row(Self.contrast))
        let changes: [(inout Finding) -> Void] = [
            { $0.verdict = .exempt }, { $0.rule = .nonTextContrast }, { $0.measured = "3.56:1" }, { $0.required = "≥ 3:1" },
            { $0.subject = "text \"Buy\"" }, { $0.detail += "." }, { $0.suggestion = nil },
        ]
        for change in changes {
            var finding = Self.contrast
            change(&finding)
            let row = try #require(FindingFragments.row(finding))
            #expect(row != base)
            #expect(row == (try Self.fresh { AuditPanel.writeRow(finding, into: &$0) }))
        }
        // What a row does not show (the figure, the element, a warning) shares it.
        var unshown = Self.contrast
        unshown.measuredValue = 3.5
        unshown.elementIndex = 4
        unshown.warning = "w"
        #expect(FindingFragments.row(unshown) == base)
    }

    @Test func aRefusedFindingIsWrittenByTheCard() throws {
        var hostile = Self.contrast
        hostile.detail = "bad \u{0}byte"
        #expect(FindingFragments.row(hostile) == nil)
        hostile = Self.contrast
        hostile.measured = "\u{1}"
        #expect(FindingFragments.badge(hostile) == nil)
        var html = HTMLWriter()
        html.element("table") { html in
            if let row = FindingFragments.row(hostile) { html.append(row) } else { AuditPanel.writeRow(hostile, into: &html) }
        }
        #expect(throws: XMLError.self) { try html.fragment() }
    }
}
