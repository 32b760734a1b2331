import Foundation
import GalleryLayout
import Testing

/// `SceneText.isBlank` (White_Space scalars only) answers as Foundation's trimming did, on every scalar.
@Suite struct BlankTextTests {
    @Test func everyScalarIsBlankExactlyWhenFoundationTrimsItAway() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let string = String(Character(scalar))
            let text = AuditFixtures.text(string)
            if text.isBlank != string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "first: \(disagreements.prefix(10).map { String($0, radix: 16) })")
    }

    @Test(arguments: ["", " ", " \t\n\u{A0}\u{3000}", "a", " a ", "\u{200B}", "\u{FEFF}"])
    func stringsAgreeWithFoundation(_ string: String) {
        #expect(AuditFixtures.text(string).isBlank == string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        #expect(string.isBlank == AuditFixtures.text(string).isBlank, "labels are checked as text lines are")
    }
}
