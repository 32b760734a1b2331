import Foundation
import Testing
@testable import GallerySite

/// Reading a built site's manifest for `gallery diff`: the writer's one-variant-per-line layout, any
/// other layout, and located problems.
@Suite struct BuiltSiteTests {
    static let config = """
        {"title": "Read back", "styles": {"include": ["tertiary-button-style", "my-toggle-style"]},
         "themes": [{"id": "default", "title": "Default"}, {"id": "dark", "extends": "default", "colorScheme": "dark"}]}
        """

    @Test func theWritersLayoutAndAReformattedCopyReadTheSame() async throws {
        let folder = try temporaryDirectory("built-site")
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        let summary = try await buildSite(config: Self.config, output: site)
        let read = try BuiltSite.read("site", relativeTo: folder)
        #expect(read.title == "Read back" && read.variants.count == summary.svgFiles)
        #expect(read.variants.first?.key == VariantKey(theme: "default", variant: "tertiary-button-style/normal-enabled"))
        #expect(read.variants.contains { $0.failures.contains { $0.criterion == "1.4.3" && $0.element.hasPrefix("text ") } })

        // The same manifest pretty-printed by another tool: parsed whole, same result.
        let copy = folder.appendingPathComponent("copy")
        try FileManager.default.copyItem(at: site, to: copy)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("manifest.json")))
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(to: copy.appendingPathComponent("manifest.json"))
        let reread = try BuiltSite.read("copy", relativeTo: folder)
        #expect(reread.variants.map(\.key) == read.variants.map(\.key))
        #expect(reread.variants.map { $0.failures.map(\.key) } == read.variants.map { $0.failures.map(\.key) })
        let diff = try SiteDiff(old: read, new: reread)
        #expect(diff.isIdentical && diff.unchanged == read.variants.count)

        // A broken variant line is located at its line in the file, with its JSON path.
        let manifest = site.appendingPathComponent("manifest.json")
        var lines = try String(contentsOf: manifest, encoding: .utf8).components(separatedBy: "\n")
        let third = try #require(lines.firstIndex { $0.hasPrefix("    {\"id\":\"tertiary-button-style/") }) + 2
        lines[third] = lines[third].replacingOccurrences(of: "\"svg\":\"themes/", with: "\"svg\":\"/etc/")
        try Data(lines.joined(separator: "\n").utf8).write(to: manifest)
        let error = try #require(throws: ConfigurationError.self) { try BuiltSite.read("site", relativeTo: folder) }
        #expect(error.description.contains("site/manifest.json:\(third + 1):"), "\(error)")
        #expect(error.description.contains("$.variants[2].svg: not a relative path"), "\(error)")
    }

    @Test func safeRelativePaths() {
        #expect(BuiltSite.isSafeRelativePath("themes/default/svg/a/b.svg"))
        for bad in ["/etc/a.svg", "../a.svg", "themes/../../a.svg", "themes//a.svg", "./a.svg", "a.html", "a\\b.svg", "a\u{7}.svg"] {
            #expect(!BuiltSite.isSafeRelativePath(bad), "\(bad)")
        }
    }
}
