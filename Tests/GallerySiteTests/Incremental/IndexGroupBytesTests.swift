import Fonts
import Foundation
import Testing
@testable import GallerySite

/// `BuildIndex.bytes(of:)` writes a group's lines byte by byte: the same bytes as the lines written with string
/// interpolation and escaping by Unicode scalar (the oracle below, the writer it replaced), on generated groups
/// with every escaped character, non-ASCII text, extreme numbers and both kinds of verdict.
@Suite struct IndexGroupBytesTests {
    static func oracle(_ group: BuildIndex.Group) -> String {
        // Escaping by Unicode scalar, as the head's lines still are.
        let escape = BuildIndex.escape
        func fields(_ stamp: FileStamp) -> String { "\(stamp.size) \(stamp.modified) \(stamp.inode)" }
        var out = "group \(group.key) \(group.renderKey) \(group.failingRenders) \(group.svgBytes)\n"
        for file in group.files { out += "file \(fields(file.stamp)) \(escape(file.path))\n" }
        for variant in group.variants { out += "variant \(variant.failures) \(variant.bytes) \(variant.drawing) \(variant.failedRules)\n" }
        for warning in group.warnings { out += "warning \(escape(warning))\n" }
        if !group.reads.isEmpty { out += "reads \(group.reads.map(escape).joined(separator: "\t"))\n" }
        for (key, verdict) in group.lookAlike.sorted(by: { ($0.key.first, $0.key.second) < ($1.key.first, $1.key.second) }) {
            switch verdict {
            case .distinct: out += "pair \(key.first) \(key.second) distinct\n"
            case .alike(let figures): out += "pair \(key.first) \(key.second) alike \(figures.differingShare) \(figures.maxDeltaE)\n"
            }
        }
        for face in group.faces {
            let f = [face.family, face.style, face.postScriptName, face.version, face.file, String(face.faceIndex), face.sha256]
            out += "face \(f.map(escape).joined(separator: "\t"))\n"
        }
        return out
    }

    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func number(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func text() -> String {
            let pieces = ["a", "Z", "0", "/", " ", "\\", "\n", "\r", "\t", "\r\n", "é", "—", "日本", "👍🏽", ".svg", "themes/t0/svg/"]
            return (0..<number(12)).map { _ in pieces[number(pieces.count)] }.joined()
        }
        mutating func signed() -> Int64 {
            [Int64.min, Int64.max, 0, -1, 1, Int64(bitPattern: next())][number(6)]
        }
    }

    @Test func bytesAreTheInterpolatedLines() throws {
        var random = Generator(state: 0x1DE7)
        for round in 0..<400 {
            var group = BuildIndex.Group(key: "k\(round)", renderKey: round % 3 == 0 ? "" : "r\(random.next())",
                                         failingRenders: random.number(5), svgBytes: random.number(1 << 30))
            group.files = (0..<random.number(6)).map { _ in
                BuildIndex.File(path: random.text(), stamp: FileStamp(size: random.signed(), modified: random.signed(), inode: random.next()))
            }
            group.variants = (0..<random.number(6)).map { _ in
                CompactRecord(failures: random.number(4), bytes: random.number(100_000), drawing: random.next(), failedRules: UInt32(truncatingIfNeeded: random.next()))
            }
            group.warnings = (0..<random.number(3)).map { _ in random.text() }
            group.reads = (0..<random.number(3)).map { _ in random.text() }
            for _ in 0..<random.number(5) {
                let key = LookAlikeCheck.PairKey(random.next(), random.next())
                group.lookAlike[key] = random.number(2) == 0 ? .distinct
                    : .alike(PixelComparison.Figures(differingShare: Double(random.number(1000)) / 7919, maxDeltaE: Double(random.number(200)) / 101))
            }
            group.faces = (0..<random.number(3)).map { _ in
                FaceRecord(family: random.text(), style: random.text(), postScriptName: random.text(), version: random.text(),
                           file: random.text(), faceIndex: random.number(9), sha256: random.text())
            }
            #expect(BuildIndex.bytes(of: group) == Array(Self.oracle(group).utf8), "round \(round)")
        }
    }
}
