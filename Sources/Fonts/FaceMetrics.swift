internal import CFreeType

/// Face-wide values in font units, copied out of FreeType once when a face is opened.
struct FaceMetrics: Sendable, Hashable {
    var unitsPerEm: Int
    /// OS/2 usWeightClass.
    var weight: Int
    var ascender: Double
    /// Negative: below the baseline.
    var descender: Double
    var lineGap: Double
    var capHeight: Double
    var xHeight: Double
    var source: VerticalMetricsSource

    /// Reads OS/2 and hhea through FreeType. `fallbackWeight` is used when there is no OS/2
    /// table. Cap height and x-height come from OS/2 version ≥ 2 (sCapHeight, sxHeight); for
    /// older tables (DejaVu has OS/2 version 1) they are measured as the top of the unhinted
    /// outlines of "H" and "x", which is how the OS/2 spec defines those two fields.
    init(face: FT_Face, fallbackWeight: Int) {
        let record = face.pointee
        unitsPerEm = Int(record.units_per_EM)
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        // FreeType marks a missing OS/2 table with version 0xFFFF (tttables.h, TT_OS2).
        let hasOS2 = os2 != nil && os2!.version != 0xFFFF
        let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee

        weight = hasOS2 && os2!.usWeightClass > 0 ? Int(os2!.usWeightClass) : fallbackWeight

        // Core Text's line metrics are the hhea ascender, descender and lineGap whatever OS/2 says
        // (USE_TYPO_METRICS is ignored on Apple platforms; docs/text-metrics.md), so SwiftUI's `Text`
        // takes them too. OS/2 typo values only stand in for an hhea table that is missing or empty.
        if let hhea, hhea.Ascender != 0 || hhea.Descender != 0 {
            ascender = Double(hhea.Ascender)
            descender = Double(hhea.Descender)
            lineGap = Double(hhea.Line_Gap)
            source = .hhea
        } else if let os2, hasOS2, os2.sTypoAscender != 0 || os2.sTypoDescender != 0 {
            ascender = Double(os2.sTypoAscender)
            descender = Double(os2.sTypoDescender)
            lineGap = Double(os2.sTypoLineGap)
            source = .typo
        } else {
            ascender = Double(record.ascender)
            descender = Double(record.descender)
            lineGap = Double(Int(record.height) - Int(record.ascender) + Int(record.descender))
            source = .freetype
        }

        let measuredCap = Self.glyphTop(face, "H")
        let measuredX = Self.glyphTop(face, "x")
        if let os2, hasOS2, os2.version >= 2, os2.sCapHeight > 0 {
            capHeight = Double(os2.sCapHeight)
        } else {
            capHeight = measuredCap ?? 0
        }
        if let os2, hasOS2, os2.version >= 2, os2.sxHeight > 0 {
            xHeight = Double(os2.sxHeight)
        } else {
            xHeight = measuredX ?? 0
        }
    }

    /// yMax of the unhinted outline of the glyph for `scalar`, in font units.
    private static func glyphTop(_ face: FT_Face, _ scalar: Unicode.Scalar) -> Double? {
        let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard glyph != 0, FT_Load_Glyph(face, glyph, FreeTypeFlags.unscaledLoad) == 0 else { return nil }
        // With FT_LOAD_NO_SCALE, horiBearingY (top of the bounding box) is in font units.
        return Double(face.pointee.glyph.pointee.metrics.horiBearingY)
    }
}
