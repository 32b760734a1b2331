import Foundation
import Testing
@testable import GallerySite

/// The index a build writes through its spill (groups to disk as they are finished) is the index that
/// ``BuildIndex/text`` makes of the same groups, whatever order they were finished in.
@Suite struct IndexSpillTests {
    private func group(_ key: String, variants: Int) -> BuildIndex.Group {
        var group = BuildIndex.Group(key: key, renderKey: "r-" + key, failingRenders: 1, svgBytes: 10 * variants)
        group.files = (0..<variants).map { BuildIndex.File(path: "themes/t/svg/\(key)/\($0).svg", stamp: FileStamp(size: 10, modified: 7, inode: UInt64($0))) }
        group.variants = (0..<variants).map { CompactRecord(failures: $0 % 2, bytes: 10, drawing: UInt64($0) * 31, failedRules: 0) }
        group.warnings = ["a warning\twith a tab"]
        group.reads = ["accentColor"]
        group.lookAlike = [LookAlikeCheck.PairKey(1, 2): .distinct,
                           LookAlikeCheck.PairKey(5, 3): .alike(PixelComparison.Figures(differingShare: 0.001, maxDeltaE: 0.5))]
        return group
    }

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("index-spill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesTheIndexThatTheWholeIndexWould() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        var whole = BuildIndex()
        whole.siteKey = "site"
        whole.sharedKey = "shared"
        whole.pages = 3
        whole.lookAlikeToken = "token"
        whole.siteFiles = [BuildIndex.File(path: "index.html", stamp: FileStamp(size: 1, modified: 2, inode: 3))]
        whole.order = ["b", "missing", "a", "c"]
        let groups = [group("a", variants: 3), group("b", variants: 500), group("c", variants: 0)]
        for g in groups { whole.groups[g.key] = g }

        let spill = try IndexSpill(in: root)
        // Finished in another order than the index's, and one group finished twice: the later one counts.
        try spill.add(group("a", variants: 1))
        for g in groups.reversed() { try spill.add(g) }
        var head = whole
        head.groups = [:]
        let url = root.appendingPathComponent("index")
        try spill.finish(head, to: url)

        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(written == whole.text)
        let parsed = try BuildIndex.parse(written)
        #expect(parsed.order == ["b", "a", "c"])
        #expect(parsed.groups["b"]?.files.count == 500)
        #expect(parsed.groups["a"]?.lookAlike.count == 2)
        #expect(!FileManager.default.fileExists(atPath: spill.path), "the spill is removed once the index is written")
    }

    /// A variant's drawing and rules are read as the unsigned numbers they were written as: the largest fit, and a
    /// sign, a letter, an empty field or a number past the type make the index damaged (ignored, never trusted).
    @Test func variantNumbersAreReadExactlyOrTheIndexIsDamaged() throws {
        var whole = BuildIndex()
        whole.siteKey = "site"
        var g = BuildIndex.Group(key: "g", renderKey: "r", failingRenders: 0, svgBytes: 0)
        g.variants = [CompactRecord(failures: 1, bytes: 2, drawing: .max, failedRules: .max),
                      CompactRecord(failures: 0, bytes: 0, drawing: 0, failedRules: 0)]
        whole.groups["g"] = g
        whole.order = ["g"]
        let text = whole.text
        let parsed = try BuildIndex.parse(text)
        let variants = parsed.groups["g"]?.variants ?? []
        #expect(variants.map(\.drawing) == [.max, 0])
        #expect(variants.map(\.failedRules) == [.max, 0])
        #expect(variants.map(\.failures) == [1, 0])
        let line = "variant 1 2 \(UInt64.max) \(UInt32.max)"
        #expect(text.contains(line + "\n"))
        for damaged in ["variant 1 2 +5 0", "variant 1 2 18446744073709551616 0", "variant 1 2 5 4294967296",
                        "variant 1 2 5x 0", "variant 1 2  0", "variant 1 2 -1 0"] {
            #expect(throws: BuildIndex.Unusable.self, "\(damaged)") {
                try BuildIndex.parse(text.replacingOccurrences(of: line, with: damaged))
            }
        }
    }
}
