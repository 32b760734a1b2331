import Testing
@testable import Fonts

@Suite struct AdvanceTests {
    @Test func wideGlyphAdvancesFurtherThanNarrowGlyph() throws {
        let face = try TestFonts.dejaVuSans()
        let w = face.advance(glyph: face.glyphIndex(for: "W"))
        let i = face.advance(glyph: face.glyphIndex(for: "i"))
        #expect(w > i)
        // HarfBuzz (hb_shape of "W" and "i" separately, DejaVuSans.ttf): 2025 and 569 font units.
        #expect(w == 2025)
        #expect(i == 569)
    }

    @Test(.enabled(if: TestFonts.interInstalled, TestFonts.interMissing))
    func interWideGlyphAdvancesFurther() throws {
        let face = try TestFonts.inter()
        #expect(face.advance(glyph: face.glyphIndex(for: "W")) > face.advance(glyph: face.glyphIndex(for: "i")))
    }

    /// HarfBuzz sums "Tap Me!" (default features) to 7966 font units in DejaVu Sans.
    @Test func tapMeWidthDejaVuSans() throws {
        let layout = try TestFonts.dejaVuSans().layout("Tap Me!", size: 17)
        #expect(layout.width > 50 && layout.width < 90)
        #expect(layout.width == 7966.0 * 17 / 2048)
        #expect(layout.glyphs.count == 7)
        #expect(layout.missingScalars.isEmpty)
    }

    /// HarfBuzz sums "Tap Me!" to 10624 font units in Inter Regular (unitsPerEm 2816).
    @Test(.enabled(if: TestFonts.interInstalled, TestFonts.interMissing))
    func tapMeWidthInter() throws {
        let layout = try TestFonts.inter().layout("Tap Me!", size: 17)
        #expect(layout.width > 50 && layout.width < 90)
        #expect(abs(layout.width - 10624.0 * 17 / 2816) < 1e-9)
    }

    @Test func layoutIsStableAcrossLibraries() throws {
        let first = try TestFonts.dejaVuSans().layout("Tap Me!", size: 17)
        let again = try TestFonts.dejaVuSans().layout("Tap Me!", size: 17)
        let fresh = try FontLibrary().face(for: FontRequest(family: "DejaVu Sans")).layout("Tap Me!", size: 17)
        #expect(first == again)
        #expect(first == fresh)
    }

    @Test func glyphPositionsAccumulateAdvances() throws {
        let layout = try TestFonts.dejaVuSans().layout("Tap Me!", size: 17)
        var pen = 0.0
        for glyph in layout.glyphs {
            #expect(abs(glyph.x - pen) < 1e-9)
            pen += glyph.advance
        }
        #expect(abs(layout.width - pen) < 1e-9)
    }

    @Test func emptyTextHasZeroWidth() throws {
        let layout = try TestFonts.dejaVuSans().layout("", size: 17)
        #expect(layout.width == 0)
        #expect(layout.glyphs.isEmpty)
        #expect(layout.ascent > 0)
    }
}
