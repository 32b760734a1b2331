import Testing
@testable import Fonts

/// The GPOS reader against a hand-built table (layout per the OpenType GPOS chapter) and
/// against corrupted copies of real tables, which must never crash.
@Suite struct GPOSParserTests {
    /// A minimal GPOS 1.0 table: script `latn` → feature `kern` → lookups 0 and 1.
    /// Lookup 0: type 9 extension wrapping PairPos format 1: (10, 20) XAdvance -50.
    /// Lookup 1: type 2 PairPos format 2, valueFormat1 = XPlacement|XAdvance,
    /// coverage 10…12, ClassDef1 {10: 1, 11: 0, 12: 1}, ClassDef2 {20…25: 1}, and
    /// class pairs (1, 0) → -7, (1, 1) → -30 (XPlacement 99, which must be ignored).
    static let synthetic: [UInt8] = {
        var words: [UInt16] = []
        func tag(_ string: String) {
            let b = Array(string.utf8)
            words += [UInt16(b[0]) << 8 | UInt16(b[1]), UInt16(b[2]) << 8 | UInt16(b[3])]
        }
        words += [1, 0, 10, 30, 46]  // @0 header: version 1.0, ScriptList, FeatureList, LookupList
        words += [1]; tag("latn"); words += [8]  // @10 ScriptList → Script @18
        words += [4, 0]  // @18 Script: defaultLangSys @22
        words += [0, 0xFFFF, 1, 0]  // @22 LangSys: feature 0
        words += [1]; tag("kern"); words += [8]  // @30 FeatureList → Feature @38
        words += [0, 2, 0, 1]  // @38 Feature: lookups 0, 1
        words += [2, 6, 46]  // @46 LookupList → @52, @92
        words += [9, 0, 1, 8]  // @52 Lookup type 9, one subtable @60
        words += [1, 2, 0, 8]  // @60 ExtensionPos: type 2, offset32 8 → @68
        words += [1, 12, 0x0004, 0, 1, 18]  // @68 PairPos1: coverage @80, pairSet @86
        words += [1, 1, 10]  // @80 Coverage format 1: [10]
        words += [1, 20, UInt16(bitPattern: -50)]  // @86 PairSet: (20, XAdvance -50)
        words += [2, 0, 1, 8]  // @92 Lookup type 2, one subtable @100
        words += [2, 32, 0x0005, 0, 42, 54, 2, 2]  // @100 PairPos2: coverage @132, classDefs @142, @154
        words += [0, 0, 0, 0, 0, UInt16(bitPattern: -7), 99, UInt16(bitPattern: -30)]  // @116 records
        words += [2, 1, 10, 12, 0]  // @132 Coverage format 2: 10…12
        words += [1, 10, 3, 1, 0, 1]  // @142 ClassDef format 1
        words += [2, 1, 20, 25, 1]  // @154 ClassDef format 2 → ends @164
        return words.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }()

    @Test func syntheticTableIsLaidOutAsDocumented() {
        #expect(Self.synthetic.count == 164)
    }

    @Test(arguments: [
        (10, 20, -80),  // both lookups apply: -50 + -30
        (12, 22, -30),  // only the class-based lookup
        (11, 20, 0),  // class 0 row
        (10, 30, -7),  // format 1 has no (10, 30); format 2 class pair (1, 0)
        (13, 20, 0),  // not covered
        (20, 10, 0),
    ])
    func syntheticPairs(left: UInt32, right: UInt32, expected: Int) {
        guard let kerning = GPOSPairKerning(table: Self.synthetic) else {
            Issue.record("synthetic table rejected")
            return
        }
        #expect(kerning.adjustment(left, right) == expected)
    }

    @Test func rejectsEmptyOrForeignTables() {
        #expect(GPOSPairKerning(table: []) == nil)
        #expect(GPOSPairKerning(table: [0, 1, 0, 0]) == nil)
        #expect(GPOSPairKerning(table: [UInt8](repeating: 0xFF, count: 64)) == nil)
    }

    @Test func everyTruncationOfSyntheticTableIsSafe() {
        for length in 0..<Self.synthetic.count {
            let truncated = Array(Self.synthetic.prefix(length))
            if let kerning = GPOSPairKerning(table: truncated) {
                for left in UInt32(8)...14 { _ = kerning.adjustment(left, 20) }
            }
        }
    }

    /// Deterministic byte corruption of DejaVu Sans' real GPOS table (and of the synthetic
    /// one): parsing and querying must not trap.
    @Test func corruptedTablesNeverCrash() throws {
        let face = try TestFonts.dejaVuSans()
        let real = try #require(face.loaded.table("GPOS"))
        #expect(GPOSPairKerning(table: real) != nil)
        let pairs = ["AV", "To", "Ty", "LT"].map { TestFonts.glyphs(face, $0) }
        var random = SplitMix64(seed: 0x5EED)
        for source in [real, Self.synthetic] {
            for _ in 0..<300 {
                var bytes = source
                for _ in 0..<8 {
                    let position = Int(random.next() % UInt64(bytes.count))
                    bytes[position] = UInt8(truncatingIfNeeded: random.next())
                }
                if random.next() % 4 == 0 {
                    bytes.removeLast(Int(random.next() % UInt64(bytes.count)))
                }
                guard let kerning = GPOSPairKerning(table: bytes) else { continue }
                for pair in pairs { _ = kerning.adjustment(pair[0], pair[1]) }
                _ = kerning.adjustment(10, 20)
            }
        }
    }
}
