import Testing
@testable import Fonts

@Suite struct MissingGlyphTests {
    /// U+E000, the first Private Use Area code point: DejaVu Sans does not map it (HarfBuzz
    /// hb_font_get_nominal_glyph returns false). Inter DOES map it (a private glyph), so Inter
    /// is tested with U+10FFFD, the last code point of Supplementary Private Use Area-B.
    static let privateUse: Unicode.Scalar = "\u{E000}"
    static let planeSixteenPrivateUse: Unicode.Scalar = "\u{10FFFD}"

    @Test func privateUseScalarMapsToNotdef() throws {
        let face = try TestFonts.dejaVuSans()
        #expect(face.glyphIndex(for: Self.privateUse) == 0)
        #expect(face.glyphIndex(for: "A") != 0)
    }

    @Test func layoutReportsMissingScalarsAndUsesNotdefAdvance() throws {
        let face = try TestFonts.dejaVuSans()
        let layout = face.layout("A\u{E000}B", size: 10)
        #expect(layout.missingScalars == [Self.privateUse])
        #expect(layout.glyphs.map(\.glyph)[1] == 0)
        // HarfBuzz: .notdef of DejaVu Sans advances 1229 font units.
        #expect(face.advance(glyph: 0) == 1229)
        let notdef = 1229.0 * 10 / 2048
        #expect(layout.glyphs[1].advance == notdef)
        #expect(layout.glyphs[1].cluster == 1)
    }

    @Test(.enabled(if: TestFonts.interInstalled, TestFonts.interMissing))
    func interAlsoReportsMissingScalar() throws {
        let face = try TestFonts.inter()
        #expect(face.glyphIndex(for: Self.privateUse) != 0)
        let layout = face.layout("\u{10FFFD}x\u{10FFFD}", size: 10)
        #expect(layout.missingScalars == [Self.planeSixteenPrivateUse])
        #expect(layout.glyphs.map(\.glyph) == [0, face.glyphIndex(for: "x"), 0])
    }
}
