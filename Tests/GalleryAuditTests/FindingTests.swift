import Foundation
import GalleryAudit
import Testing

/// A finding keeps its words in one shared box; it still behaves as the value of its ten fields.
@Suite struct FindingTests {
    static let full = Finding(rule: .textContrast, verdict: .fail, measured: "4.13:1", required: "≥ 4.5:1",
                              subject: "text \"Buy & go\"", detail: "#FFFFFF on #AF52DE", measuredValue: 4.1302,
                              elementIndex: 2, warning: "Styles.swift:12: warning", suggestion: "#121212 would pass")
    static let bare = Finding(rule: .targetSize, verdict: .pass, measured: "44×44 pt", required: "≥ 24×24 pt",
                              subject: "button \"OK\"", detail: "hit region")

    @Test func everyFieldReadsBackAndEachChangeStaysWithItsCopy() {
        let f = Self.full
        #expect(f.measured == "4.13:1" && f.required == "≥ 4.5:1" && f.subject == "text \"Buy & go\"")
        #expect(f.detail == "#FFFFFF on #AF52DE" && f.warning == "Styles.swift:12: warning" && f.suggestion == "#121212 would pass")
        #expect(f.measuredValue == 4.1302 && f.elementIndex == 2 && f.isFailure)
        var changed = f
        changed.detail = "other"
        changed.suggestion = nil
        #expect(changed.detail == "other" && changed.suggestion == nil && changed.measured == "4.13:1")
        #expect(f.detail == "#FFFFFF on #AF52DE" && f.suggestion == "#121212 would pass")
        #expect(changed != f)
    }

    @Test func equalWordsInTwoBoxesAreEqualAndHashAlike() {
        let again = Finding(rule: .textContrast, verdict: .fail, measured: "4.13:1", required: "≥ 4.5:1",
                            subject: "text \"Buy & go\"", detail: "#FFFFFF on #AF52DE", measuredValue: 4.1302,
                            elementIndex: 2, warning: "Styles.swift:12: warning", suggestion: "#121212 would pass")
        #expect(again == Self.full && again.hashValue == Self.full.hashValue)
        // Each field tells two findings apart.
        var variations: [Finding] = []
        for change in [{ (f: inout Finding) in f.measured += "!" }, { $0.required += "!" }, { $0.subject += "!" },
                       { $0.detail += "!" }, { $0.warning = nil }, { $0.suggestion = "x" }, { $0.measuredValue = 1 },
                       { $0.elementIndex = nil }, { $0.verdict = .pass }, { $0.rule = .targetSize }] {
            var f = Self.full
            change(&f)
            variations.append(f)
            #expect(f != Self.full)
        }
        #expect(Set(variations + [Self.full]).count == variations.count + 1)
    }

    @Test func codableAsItsFieldsWithOptionalsLeftOut() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bare = String(decoding: try encoder.encode(Self.bare), as: UTF8.self)
        #expect(bare == #"{"detail":"hit region","measured":"44×44 pt","required":"≥ 24×24 pt","rule":"targetSize","subject":"button \"OK\"","verdict":"pass"}"#)
        for finding in [Self.full, Self.bare] {
            #expect(try JSONDecoder().decode(Finding.self, from: encoder.encode(finding)) == finding)
        }
        let full = String(decoding: try encoder.encode(Self.full), as: UTF8.self)
        #expect(full.contains(#""elementIndex":2"#) && full.contains(#""measuredValue":4.1302"#)
                && full.contains(##""suggestion":"#121212 would pass""##) && full.contains(#""warning":"Styles.swift:12: warning""#))
    }
}
