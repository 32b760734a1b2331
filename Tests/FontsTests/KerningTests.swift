import Testing
@testable import Fonts

/// Expected values: HarfBuzz hb_shape advances minus unkerned advances, font units.
@Suite struct KerningTests {
    @Test func dejaVuSansKernsAV() throws {
        let face = try TestFonts.dejaVuSans()
        let glyphs = TestFonts.glyphs(face, "AV")
        #expect(face.kerningSource == .gpos)
        #expect(face.kerning(glyphs[0], glyphs[1]) < 0)
        #expect(face.kerning(glyphs[0], glyphs[1]) == -131)
        let To = TestFonts.glyphs(face, "To")
        #expect(face.kerning(To[0], To[1]) == -348)
    }

    @Test(.enabled(if: TestFonts.interInstalled, TestFonts.interMissing),
          arguments: [("AV", -192.0), ("To", -224.0), ("Ty", -176.0)])
    func interKernsFromGPOS(pair: String, expected: Double) throws {
        let face = try TestFonts.inter()
        let glyphs = TestFonts.glyphs(face, pair)
        #expect(face.kerningSource == .gpos)
        #expect(face.kerning(glyphs[0], glyphs[1]) == expected)
    }

    @Test func layoutOfAVIsNarrowerThanAdvances() throws {
        var faces = [try TestFonts.dejaVuSans()]
        if TestFonts.interInstalled { faces.append(try TestFonts.inter()) }
        for face in faces {
            let glyphs = TestFonts.glyphs(face, "AV")
            let sum = (face.advance(glyph: glyphs[0]) + face.advance(glyph: glyphs[1])) * 17 / Double(face.unitsPerEm)
            #expect(face.layout("AV", size: 17).width < sum, "\(face)")
        }
    }

    /// DejaVu Sans carries the same pairs in its legacy `kern` table and in GPOS, so the two
    /// independent readers (FreeType's FT_Get_Kerning and our GPOS parser) must agree.
    @Test(arguments: ["AV", "To", "Ty", "LT", "VA", "AT", "Yo", "P,"])
    func gposAgreesWithLegacyKernTable(pair: String) throws {
        let face = try TestFonts.dejaVuSans()
        let glyphs = TestFonts.glyphs(face, pair)
        #expect(face.kerning(glyphs[0], glyphs[1]) == face.loaded.kernTableKerning(glyphs[0], glyphs[1]))
    }

    @Test func notdefAndUnrelatedPairsDoNotKern() throws {
        let face = try TestFonts.dejaVuSans()
        let a = face.glyphIndex(for: "A")
        #expect(face.kerning(0, a) == 0)
        #expect(face.kerning(a, 0) == 0)
        let oo = TestFonts.glyphs(face, "oo")
        #expect(face.kerning(oo[0], oo[1]) == 0)
        #expect(face.kerning(a, 0xFFFF_FFFF) == 0)
    }
}
