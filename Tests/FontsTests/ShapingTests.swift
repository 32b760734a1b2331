import Testing
@testable import Fonts

/// HarfBuzz applies the faces' own GSUB/GPOS: contextual forms, reordering and marks that a
/// one-glyph-per-character layout cannot produce.
@Suite struct ShapingTests {
    static func face(_ family: String) throws -> FontFace {
        let face = try TestFonts.library.face(for: FontRequest(family: family))
        try #require(face.familyName == family, "\(family) is not installed (fonts-noto-core)")
        return face
    }

    /// Arabic letters join: beh alone, and beh at the start of "ببب", are different glyphs (init form).
    @Test func arabicTakesJoiningForms() throws {
        let face = try Self.face("Noto Sans Arabic")
        let isolated = face.layout("\u{0628}", size: 17).glyphs.map(\.glyph)
        let joined = face.layout("\u{0628}\u{0628}\u{0628}", size: 17)
        #expect(joined.direction == .rightToLeft)
        #expect(Set(joined.glyphs.map(\.glyph)).count == 3, "initial, medial and final forms differ")
        #expect(!joined.glyphs.map(\.glyph).contains(isolated[0]))
        // Visual order: the first letter (cluster 0, initial form) is drawn rightmost.
        #expect(joined.glyphs.map(\.cluster) == [2, 1, 0])
    }

    /// Devanagari "कि" (ka + vowel sign i): the i-matra is drawn before (left of) ka although it follows
    /// it in memory.
    @Test func devanagariReordersThePreBaseMatra() throws {
        let face = try Self.face("Noto Sans Devanagari")
        let layout = face.layout("\u{0915}\u{093F}", size: 17)
        #expect(layout.glyphs.count == 2)
        #expect(layout.glyphs[0].glyph == face.glyphIndex(for: "\u{093F}") || layout.glyphs[0].glyph != face.glyphIndex(for: "\u{0915}"))
        #expect(layout.glyphs[1].glyph == face.glyphIndex(for: "\u{0915}"))
        #expect(layout.missingScalars.isEmpty)
    }

    /// A Hebrew point (qamats) is a zero-advance mark positioned on its base by GPOS mark attachment.
    @Test func hebrewMarkHasNoAdvanceAndSitsOnItsBase() throws {
        let face = try Self.face("Noto Sans Hebrew")
        let bare = face.layout("\u{05D0}", size: 17)
        let pointed = face.layout("\u{05D0}\u{05B8}", size: 17)
        #expect(pointed.glyphs.count == 2)
        #expect(abs(pointed.width - bare.width) < 0.001, "the mark adds no width")
        #expect(pointed.glyphs.contains { $0.advance == 0 })
    }

    /// Inter's `calt`: the hyphen between capitals is raised (another glyph than between lowercase).
    @Test(.enabled(if: TestFonts.interInstalled, TestFonts.interMissing))
    func interContextualAlternates() throws {
        let face = try TestFonts.inter()
        let lower = face.layout("a-b", size: 17).glyphs[1].glyph
        let upper = face.layout("A-B", size: 17).glyphs[1].glyph
        #expect(lower == face.glyphIndex(for: "-"))
        #expect(upper != lower)
    }

    /// DejaVu Sans has an "fi" ligature in GSUB `liga`: two characters, one glyph.
    @Test func dejaVuLigatesFi() throws {
        let layout = try TestFonts.dejaVuSans().layout("fi", size: 17)
        #expect(layout.glyphs.count == 1)
        #expect(layout.glyphs[0].cluster == 0)
    }
}
