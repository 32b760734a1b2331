import Testing
@testable import Fonts

/// Core Text's line height is ascent + descent + leading from the hhea table, scaled by size / unitsPerEm
/// (docs/text-metrics.md). Public figures for SF Pro Text (the iOS system font): unitsPerEm 2048,
/// hhea ascender 1950, descender −494, lineGap 0; and what UIKit reports for
/// `UIFont.systemFont(ofSize: 17)`: ascender 16.1865234375, descender −4.1005859375, lineHeight 20.287109375.
@Suite struct LineHeightFormulaTests {
    @Test func sfProAt17PointsIsTwentyPointThree() {
        let layout = TextLayout(glyphs: [], faces: [], width: 0, ascent: 1950.0 * 17 / 2048, descent: 494.0 * 17 / 2048,
                                lineGap: 0 * 17 / 2048, missingScalars: [])
        #expect(layout.ascent == 16.1865234375)
        #expect(layout.descent == 4.1005859375)
        #expect(layout.lineHeight == 20.287109375)
    }

    /// The same formula on a real face: a layout's line height is hhea (ascender − descender + lineGap) × size / upem.
    @Test func layoutLineHeightFollowsTheFormula() throws {
        let face = try TestFonts.dejaVuSans()
        let layout = face.layout("Body", size: 17)
        #expect(layout.lineHeight == (face.ascender - face.descender + face.lineGap) * 17 / Double(face.unitsPerEm))
    }
}
