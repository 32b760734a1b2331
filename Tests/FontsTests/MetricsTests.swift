import Testing
@testable import Fonts

@Suite struct MetricsTests {
    // DejaVu Sans 2.37: head.unitsPerEm 2048; hhea ascender 1901, descender -483, lineGap 0;
    // OS/2 version 1, fsSelection 0x40 (USE_TYPO_METRICS clear) → hhea is used. OS/2 v1 has
    // no sCapHeight/sxHeight; HarfBuzz glyph extents give yMax("H") = 1493, yMax("x") = 1120.
    static let dejaVu = (upem: 2048, ascender: 1901.0, descender: -483.0, lineGap: 0.0, cap: 1493.0, x: 1120.0)
    // Inter 4.x: unitsPerEm 2816; OS/2 version 4, fsSelection 0xC0 (USE_TYPO_METRICS set),
    // sTypoAscender 2728, sTypoDescender -680, sTypoLineGap 0, sCapHeight 2048, sxHeight 1536.
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
    func interMetricsUseTypoValues() throws {
        let face = try TestFonts.inter()
        #expect(face.unitsPerEm == Self.inter.upem)
        #expect(face.ascender == Self.inter.ascender)
        #expect(face.descender == Self.inter.descender)
        #expect(face.lineGap == Self.inter.lineGap)
        #expect(face.capHeight == Self.inter.cap)
        #expect(face.xHeight == Self.inter.x)
        #expect(face.verticalMetricsSource == .typo)
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
}
