/// Pair-adjustment kerning read from a raw OpenType `GPOS` table.
///
/// Coverage: the lookups referenced by the `kern` feature of the default language system of
/// script `latn` (else `DFLT`; only if the table has neither script, every `kern` feature),
/// lookup type 2 (PairPos) formats 1 and 2, also when wrapped in type 9 extension lookups.
/// Only the XAdvance of the first glyph's value record is used. Lookup flags (mark skipping)
/// are ignored because we only ever kern two adjacent glyphs.
///
/// As in HarfBuzz, inside one lookup the first subtable that applies wins; the
/// adjustments of all kern lookups are summed in lookup-list order.
///
/// Spec: https://learn.microsoft.com/en-us/typography/opentype/spec/gpos and
/// https://learn.microsoft.com/en-us/typography/opentype/spec/chapter2 (offsets, ScriptList,
/// FeatureList, LookupList). Every read is bounds checked; a malformed table yields no kerning.
struct GPOSPairKerning: Sendable {
    private struct Subtable: Sendable {
        let offset: Int
        let format: UInt16
    }

    private let data: BigEndianBytes
    /// Pair subtables per kern lookup, in lookup-list order.
    private let lookups: [[Subtable]]

    /// Upper bound on subtables we are willing to walk (guards against hostile tables whose
    /// offsets point back into themselves).
    private static let maximumSubtables = 100_000

    /// Returns nil when the table is malformed or has no usable pair kerning.
    init?(table: [UInt8]) {
        let data = BigEndianBytes(table)
        // GPOS header: majorVersion, minorVersion, scriptListOffset, featureListOffset, lookupListOffset.
        guard data.uint16(at: 0) == 1,
            let scriptList = data.uint16(at: 4).map(Int.init), scriptList != 0,
            let featureList = data.uint16(at: 6).map(Int.init), featureList != 0,
            let lookupList = data.uint16(at: 8).map(Int.init), lookupList != 0,
            let lookupIndices = Self.kernLookupIndices(data, scriptList: scriptList, featureList: featureList),
            let lookups = Self.pairSubtables(data, lookupList: lookupList, indices: lookupIndices),
            !lookups.isEmpty
        else { return nil }
        self.data = data
        self.lookups = lookups
    }

    /// Sum of the first glyph's XAdvance adjustments for the pair, in font units.
    func adjustment(_ left: UInt32, _ right: UInt32) -> Int {
        guard let first = UInt16(exactly: left), let second = UInt16(exactly: right) else { return 0 }
        var total = 0
        for lookup in lookups {
            subtables: for subtable in lookup {
                let applied: Int?
                switch subtable.format {
                case 1: applied = Self.format1(data, subtable.offset, first, second)
                case 2: applied = Self.format2(data, subtable.offset, first, second)
                default: applied = nil
                }
                if let applied {
                    total += applied
                    break subtables
                }
            }
        }
        return total
    }

    // MARK: - Value records

    /// Size in bytes of a ValueRecord with the given ValueFormat (one int16 per set bit of 0x00FF).
    private static func valueRecordSize(_ format: UInt16) -> Int {
        (format & 0x00FF).nonzeroBitCount * 2
    }

    /// XAdvance (ValueFormat bit 0x0004) of the ValueRecord at `offset`; 0 when absent.
    private static func xAdvance(_ data: BigEndianBytes, at offset: Int, format: UInt16) -> Int? {
        guard format & 0x0004 != 0 else { return 0 }
        // XPlacement (0x0001) and YPlacement (0x0002) precede XAdvance.
        let skip = (format & 0x0003).nonzeroBitCount * 2
        return data.int16(at: offset + skip).map(Int.init)
    }

    // MARK: - PairPos subtables (nil = subtable does not apply to this pair)

    /// PairPosFormat1: posFormat, coverageOffset, valueFormat1, valueFormat2, pairSetCount,
    /// pairSetOffsets[]; PairSet: pairValueCount, PairValueRecord{secondGlyph, value1, value2}[].
    private static func format1(_ data: BigEndianBytes, _ base: Int, _ first: UInt16, _ second: UInt16) -> Int? {
        guard let coverage = data.uint16(at: base + 2),
            let index = OpenTypeCoverage.index(of: first, coverageAt: base + Int(coverage), in: data),
            let format1 = data.uint16(at: base + 4), let format2 = data.uint16(at: base + 6),
            let pairSetCount = data.uint16(at: base + 8), index < Int(pairSetCount),
            let pairSetOffset = data.uint16(at: base + 10 + index * 2)
        else { return nil }
        let pairSet = base + Int(pairSetOffset)
        guard let count = data.uint16(at: pairSet) else { return nil }
        let recordSize = 2 + valueRecordSize(format1) + valueRecordSize(format2)
        var low = 0
        var high = Int(count) - 1
        while low <= high {
            let mid = (low + high) / 2
            let record = pairSet + 2 + mid * recordSize
            guard let glyph = data.uint16(at: record) else { return nil }
            if glyph == second { return xAdvance(data, at: record + 2, format: format1) }
            if glyph < second { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// PairPosFormat2: posFormat, coverageOffset, valueFormat1, valueFormat2, classDef1Offset,
    /// classDef2Offset, class1Count, class2Count, Class1Record[class1Count] of
    /// Class2Record[class2Count] of {value1, value2}.
    private static func format2(_ data: BigEndianBytes, _ base: Int, _ first: UInt16, _ second: UInt16) -> Int? {
        guard let coverage = data.uint16(at: base + 2),
            OpenTypeCoverage.index(of: first, coverageAt: base + Int(coverage), in: data) != nil,
            let format1 = data.uint16(at: base + 4), let format2 = data.uint16(at: base + 6),
            let classDef1 = data.uint16(at: base + 8), let classDef2 = data.uint16(at: base + 10),
            let class1Count = data.uint16(at: base + 12), let class2Count = data.uint16(at: base + 14),
            let class1 = OpenTypeCoverage.glyphClass(of: first, classDefAt: base + Int(classDef1), in: data),
            let class2 = OpenTypeCoverage.glyphClass(of: second, classDefAt: base + Int(classDef2), in: data),
            class1 < Int(class1Count), class2 < Int(class2Count)
        else { return nil }
        let recordSize = valueRecordSize(format1) + valueRecordSize(format2)
        let record = base + 16 + (class1 * Int(class2Count) + class2) * recordSize
        return xAdvance(data, at: record, format: format1)
    }

    // MARK: - Script / feature / lookup lists

    /// Sorted, unique lookup indices of the `kern` features that apply to latn (or DFLT).
    private static func kernLookupIndices(_ data: BigEndianBytes, scriptList: Int, featureList: Int) -> [Int]? {
        guard let featureCount = data.uint16(at: featureList) else { return nil }
        func featureTag(_ index: Int) -> String? {
            guard index < Int(featureCount) else { return nil }
            return data.tag(at: featureList + 2 + index * 6)
        }

        var featureIndices: [Int] = []
        var foundScript = false
        for script in ["latn", "DFLT"] {
            guard let langSys = defaultLangSys(data, scriptList: scriptList, script: script) else { continue }
            foundScript = true
            featureIndices = languageFeatures(data, langSys: langSys).filter { featureTag($0) == "kern" }
            if !featureIndices.isEmpty { break }
        }
        if !foundScript {
            featureIndices = (0..<Int(featureCount)).filter { featureTag($0) == "kern" }
        }

        var lookupIndices = Set<Int>()
        for index in featureIndices {
            // FeatureRecord { featureTag, featureOffset }, Feature { featureParamsOffset,
            // lookupIndexCount, lookupListIndices[] }.
            guard let offset = data.uint16(at: featureList + 2 + index * 6 + 4),
                let count = data.uint16(at: featureList + Int(offset) + 2)
            else { return nil }
            for i in 0..<Int(count) {
                guard let lookup = data.uint16(at: featureList + Int(offset) + 4 + i * 2) else { return nil }
                lookupIndices.insert(Int(lookup))
            }
        }
        return lookupIndices.sorted()
    }

    /// Absolute offset of the default LangSys table of `script`, if the script exists and has one.
    private static func defaultLangSys(_ data: BigEndianBytes, scriptList: Int, script: String) -> Int? {
        guard let count = data.uint16(at: scriptList) else { return nil }
        for i in 0..<Int(count) {
            // ScriptRecord { scriptTag, scriptOffset }
            let record = scriptList + 2 + i * 6
            guard data.tag(at: record) == script, let offset = data.uint16(at: record + 4), offset != 0,
                let langSys = data.uint16(at: scriptList + Int(offset)), langSys != 0
            else { continue }
            return scriptList + Int(offset) + Int(langSys)
        }
        return nil
    }

    /// Feature indices of a LangSys table: lookupOrderOffset, requiredFeatureIndex,
    /// featureIndexCount, featureIndices[].
    private static func languageFeatures(_ data: BigEndianBytes, langSys: Int) -> [Int] {
        var result: [Int] = []
        if let required = data.uint16(at: langSys + 2), required != 0xFFFF { result.append(Int(required)) }
        guard let count = data.uint16(at: langSys + 4) else { return result }
        for i in 0..<Int(count) {
            guard let index = data.uint16(at: langSys + 6 + i * 2) else { break }
            result.append(Int(index))
        }
        return result
    }

    /// PairPos subtables of each lookup (type 2, or type 9 extension wrapping type 2).
    private static func pairSubtables(_ data: BigEndianBytes, lookupList: Int, indices: [Int]) -> [[Subtable]]? {
        guard let lookupCount = data.uint16(at: lookupList) else { return nil }
        var result: [[Subtable]] = []
        var total = 0
        for index in indices where index < Int(lookupCount) {
            // Lookup { lookupType, lookupFlag, subTableCount, subtableOffsets[] }
            guard let offset = data.uint16(at: lookupList + 2 + index * 2) else { return nil }
            let lookup = lookupList + Int(offset)
            guard let type = data.uint16(at: lookup), let count = data.uint16(at: lookup + 4) else { return nil }
            guard type == 2 || type == 9 else { continue }
            var subtables: [Subtable] = []
            for i in 0..<Int(count) {
                guard let subOffset = data.uint16(at: lookup + 6 + i * 2) else { return nil }
                var subtable = lookup + Int(subOffset)
                if type == 9 {
                    // ExtensionPosFormat1 { posFormat = 1, extensionLookupType, extensionOffset32 }
                    guard data.uint16(at: subtable) == 1, let extType = data.uint16(at: subtable + 2),
                        let extOffset = data.uint32(at: subtable + 4)
                    else { return nil }
                    guard extType == 2 else { continue }
                    subtable += Int(extOffset)
                }
                guard let format = data.uint16(at: subtable) else { return nil }
                guard format == 1 || format == 2 else { continue }
                subtables.append(Subtable(offset: subtable, format: format))
                total += 1
                if total > maximumSubtables { return nil }
            }
            if !subtables.isEmpty { result.append(subtables) }
        }
        return result
    }
}
