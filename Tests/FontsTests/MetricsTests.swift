import Testing
@testable import Fonts

@Suite struct MetricsTests {
    // DejaVu Sans 2.37: head.unitsPerEm 2048; hhea ascender 1901, descender -483, lineGap 0;
    // OS/2 version 1, fsSelection 0x40 (USE_TYPO_METRICS clear) → hhea is used. OS/2 v1 has
    // no sCapHeight/sxHeight; HarfBuzz glyph extents give yMax("H") = 1493, yMax("x") = 1120.
    static let dejaVu = (upem: 2048, ascender: 1901.0, descender: -483.0, lineGap: 0.0, cap: 1493.0, x: 1120.0)
    // Inter 4.x: unitsPerEm 2816; hhea ascender 2728, descender -680, lineGap 0 (the OS/2 typo values,
    // USE_TYPO_METRICS set, are the same; Core Text reads hhea), sCapHeight 2048, sxHeight 1536.
    // Noto Sans CJK JP: hhea 1160 / -288 / 0 while OS/2 typo says 880 / -120: hhea must win.
    static let inter = (upem: 2816, ascender: 2728.0, descender: -680.0, lineGap: 0.0, cap: 2048.0, x: 1536.0)

    @Test func dejaVuSansMetrics() throws {
        let face = try TestFonts.dejaVuSans()
        #expect(face.unitsPerEm == Self.dejaVu.upem)
        #expect(face.ascender == Self.dejaVu.ascender)
        #expect(face.descender == Self.dejaVu.descender)
        #expect(face.lineGap == Self.dejaVu.lineGap)
        #expect(face.capHeight == Self.dejaVu.cap)
        #expect(face.xHeight == Self.dejaVu.x)
        #expect(face.verticalMetricsSource == .hhea)
    }

    @Test(.enabled(if: TestFonts.interInstalled, TestFonts.interMissing))
    func interMetricsUseHheaValues() throws {
        let face = try TestFonts.inter()
        #expect(face.unitsPerEm == Self.inter.upem)
        #expect(face.ascender == Self.inter.ascender)
        #expect(face.descender == Self.inter.descender)
        #expect(face.lineGap == Self.inter.lineGap)
        #expect(face.capHeight == Self.inter.cap)
        #expect(face.xHeight == Self.inter.x)
        #expect(face.verticalMetricsSource == .hhea)
    }

    @Test func layoutScalesVerticalMetricsToPoints() throws {
        let face = try TestFonts.dejaVuSans()
        let layout = face.layout("Hx", size: 20)
        #expect(layout.ascent == 1901.0 * 20 / 2048)
        #expect(layout.descent == 483.0 * 20 / 2048)
        #expect(layout.descent > 0)
        #expect(layout.lineGap == 0)
        #expect(layout.lineHeight == (1901.0 + 483.0) * 20 / 2048)
    }

    /// The CJK face is where hhea and OS/2 typo disagree; Core Text takes hhea.
    @Test func cjkFaceTakesHheaNotTypoMetrics() throws {
        let face = try TestFonts.library.face(for: FontRequest(family: "Noto Sans CJK JP"))
        try #require(face.familyName == "Noto Sans CJK JP", "fonts-noto-cjk is not installed")
        #expect(face.ascender == 1160)
        #expect(face.descender == -288)
        #expect(face.verticalMetricsSource == .hhea)
    }
}
