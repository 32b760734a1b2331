/// Coverage and ClassDef lookups of OpenType common layout tables.
/// Spec: https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2
/// (sections "Coverage table" and "Class definition table").
enum OpenTypeCoverage {
    /// Coverage index of `glyph` in the Coverage table at `offset`, or nil when not covered
    /// or the table is malformed.
    static func index(of glyph: UInt16, coverageAt offset: Int, in data: BigEndianBytes) -> Int? {
        guard let format = data.uint16(at: offset), let count = data.uint16(at: offset + 2) else { return nil }
        switch format {
        case 1:
            // glyphArray: uint16[glyphCount], sorted ascending.
            var low = 0
            var high = Int(count) - 1
            while low <= high {
                let mid = (low + high) / 2
                guard let value = data.uint16(at: offset + 4 + mid * 2) else { return nil }
                if value == glyph { return mid }
                if value < glyph { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        case 2:
            // RangeRecord { startGlyphID, endGlyphID, startCoverageIndex }, 6 bytes, sorted.
            var low = 0
            var high = Int(count) - 1
            while low <= high {
                let mid = (low + high) / 2
                let record = offset + 4 + mid * 6
                guard let start = data.uint16(at: record), let end = data.uint16(at: record + 2),
                    let startIndex = data.uint16(at: record + 4)
                else { return nil }
                if glyph < start {
                    high = mid - 1
                } else if glyph > end {
                    low = mid + 1
                } else {
                    return Int(startIndex) + Int(glyph - start)
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// Class of `glyph` in the ClassDef table at `offset`; 0 for glyphs not listed.
    /// Returns nil only when the table is malformed.
    static func glyphClass(of glyph: UInt16, classDefAt offset: Int, in data: BigEndianBytes) -> Int? {
        guard let format = data.uint16(at: offset) else { return nil }
        switch format {
        case 1:
            // startGlyphID, glyphCount, classValueArray[glyphCount]
            guard let start = data.uint16(at: offset + 2), let count = data.uint16(at: offset + 4) else { return nil }
            guard glyph >= start, Int(glyph - start) < Int(count) else { return 0 }
            return data.uint16(at: offset + 6 + Int(glyph - start) * 2).map(Int.init)
        case 2:
            // classRangeCount, ClassRangeRecord { startGlyphID, endGlyphID, class }, sorted.
            guard let count = data.uint16(at: offset + 2) else { return nil }
            var low = 0
            var high = Int(count) - 1
            while low <= high {
                let mid = (low + high) / 2
                let record = offset + 4 + mid * 6
                guard let start = data.uint16(at: record), let end = data.uint16(at: record + 2) else { return nil }
                if glyph < start {
                    high = mid - 1
                } else if glyph > end {
                    low = mid + 1
                } else {
                    return data.uint16(at: record + 4).map(Int.init)
                }
            }
            return 0
        default:
            return nil
        }
    }
}
