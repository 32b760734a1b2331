import Testing
@testable import Fonts

/// Kerning now comes from HarfBuzz applying the face's GPOS `kern` feature. Expected values: the
/// difference between the shaped advance of a pair and its two nominal advances, in font units, as
/// read with HarfBuzz's own `hb-shape` on the same files (DejaVu Sans 2.37, Inter 4.0 beta 7).
@Suite struct KerningTests {
    static func kerning(_ face: FontFace, _ pair: String) -> Double {
        let layout = face.layout(pair, size: Double(face.unitsPerEm))
        let nominal = TestFonts.glyphs(face, pair).map { face.advance(glyph: $0) }.reduce(0, +)
        return layout.width - nominal
    }

    @Test(arguments: [("AV", -131.0), ("To", -348.0)])
    func dejaVuSansKerns(pair: String, expected: Double) throws {
        #expect(Self.kerning(try TestFonts.dejaVuSans(), pair) == expected)
    }

    @Test(.enabled(if: TestFonts.interInstalled, TestFonts.interMissing),
          arguments: [("AV", -192.0), ("To", -224.0), ("Ty", -176.0)])
    func interKernsFromGPOS(pair: String, expected: Double) throws {
        #expect(Self.kerning(try TestFonts.inter(), pair) == expected)
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

    @Test func unrelatedPairsDoNotKern() throws {
        #expect(Self.kerning(try TestFonts.dejaVuSans(), "oo") == 0)
    }
}
