import Foundation
import Testing
@testable import Fonts

/// The pinned faces' fontconfig patterns come from the machine's fontconfig cache when it holds them; they
/// must match exactly as the patterns read from the files do. Needs the pinned Debian font packages
/// (`PinnedFaces.standard`, installed by `.ci/run`) and their fontconfig cache (`fc-cache`, which the
/// packages' install runs).
@Suite struct PinnedPatternTests {
    static let paths = PinnedFaces.standard.families.flatMap(\.files).map(\.path).filter { FileManager.default.fileExists(atPath: $0) }

    static func matcher(fromCache: Bool) throws -> (FontconfigMatcher, taken: Int) {
        let matcher = try #require(FontconfigMatcher(systemFonts: false))
        let added = matcher.addPinnedFonts(paths: paths, fromCache: fromCache)
        #expect(added.unreadable.isEmpty)
        return (matcher, added.fromCache)
    }

    @Test func cachedPatternsMatchLikePatternsReadFromTheFiles() throws {
        try #require(!Self.paths.isEmpty, "no pinned font file is installed (fonts-inter, fonts-dejavu-core, fonts-noto-core, fonts-noto-cjk, fonts-symbola)")
        let (cached, taken) = try Self.matcher(fromCache: true)
        let (read, none) = try Self.matcher(fromCache: false)
        #expect(taken == Self.paths.count, "fontconfig's cache lacks some pinned files (run fc-cache)")
        #expect(none == 0)
        let families = PinnedFaces.standard.families.map(\.name) + PinnedFaces.standard.fallbackChain
            + ["", "Helvetica", "SF Pro", "serif", "sans-serif", "monospace", "Noto Sans CJK JP", "Noto Sans CJK KR Bold", "inter", "DejaVu"]
        var compared = 0
        for family in families {
            for weight in stride(from: 100, through: 900, by: 100) {
                for italic in [false, true] {
                    let a = cached.match(family: family, weight: weight, italic: italic)
                    let b = read.match(family: family, weight: weight, italic: italic)
                    #expect(a == b, "\(family) \(weight) \(italic)")
                    if a != nil { compared += 1 }
                }
            }
            #expect(cached.isInstalled(family: family) == read.isInstalled(family: family), "\(family)")
        }
        #expect(compared > 300)
    }

    @Test func aFileTheCacheDoesNotHoldIsReadFromTheFile() throws {
        let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        try #require(FileManager.default.fileExists(atPath: dejaVu), "needs DejaVu Sans (fonts-dejavu-core)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pinned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Copy.ttf").path
        try FileManager.default.copyItem(atPath: dejaVu, toPath: copy)
        let matcher = try #require(FontconfigMatcher(systemFonts: false))
        let added = matcher.addPinnedFonts(paths: [copy, folder.appendingPathComponent("missing.ttf").path])
        #expect(added.fromCache == 0)
        #expect(added.unreadable == [folder.appendingPathComponent("missing.ttf").path])
        #expect(matcher.match(family: "DejaVu Sans", weight: 400, italic: false)?.path == copy)
    }
}
