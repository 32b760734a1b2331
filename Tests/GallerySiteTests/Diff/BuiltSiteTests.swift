import Foundation
import Testing
import GalleryJSON
@testable import GallerySite

/// Reading a built site's manifest and its variant files for `gallery diff`: the writer's one-variant-per-line
/// layout, any other layout, an earlier version's manifest that held its variants, and located problems.
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

        // The manifest and a variant file pretty-printed by another tool: parsed whole, same result.
        let copy = folder.appendingPathComponent("copy")
        try FileManager.default.copyItem(at: site, to: copy)
        for path in ["manifest.json", "themes/dark/my-toggle-style.json"] {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent(path)))
            try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(to: copy.appendingPathComponent(path))
        }
        let reread = try BuiltSite.read("copy", relativeTo: folder)
        #expect(reread.variants.map(\.key) == read.variants.map(\.key))
        #expect(reread.variants.map { $0.failures.map(\.key) } == read.variants.map { $0.failures.map(\.key) })
        let diff = try SiteDiff(old: read, new: reread)
        #expect(diff.isIdentical && diff.unchanged == read.variants.count)

        // A broken variant line is located at its line in its variant file, with its JSON path.
        let file = site.appendingPathComponent("themes/default/tertiary-button-style.json")
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let third = try #require(lines.firstIndex { $0.hasPrefix("    {\"id\":\"tertiary-button-style/") }) + 2
        lines[third] = lines[third].replacingOccurrences(of: "\"svg\":\"themes/", with: "\"svg\":\"/etc/")
        try Data(lines.joined(separator: "\n").utf8).write(to: file)
        let error = try #require(throws: ConfigurationError.self) { try BuiltSite.read("site", relativeTo: folder) }
        #expect(error.description.contains("site: themes/default/tertiary-button-style.json is not the manifest of a built site"), "\(error)")
        #expect(error.description.contains("site/themes/default/tertiary-button-style.json:\(third + 1):"), "\(error)")
        #expect(error.description.contains("$.variants[2].svg: not a relative path"), "\(error)")
    }

    /// A manifest of an earlier version holds its variants itself, a variant a line: read the same as the
    /// variant files it became.
    @Test func aManifestThatHoldsItsVariantsReadsTheSame() async throws {
        let folder = try temporaryDirectory("built-site-inline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        try await buildSite(config: Self.config, output: site)
        let split = try BuiltSite.read("site", relativeTo: folder)

        let manifest = site.appendingPathComponent("manifest.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let head = try #require(text.components(separatedBy: "  \"variantFiles\": [").first)
        let files = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])["variantFiles"] as? [String] ?? []
        #expect(files.count == 4, "two components under two themes")
        let variantLines = try files.flatMap { path in
            try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8).components(separatedBy: "\n")
                .filter { $0.hasPrefix("    {") }.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
        }
        try Data((head + "  \"variants\": [\n" + variantLines.joined(separator: ",\n") + "\n  ]\n}\n").utf8).write(to: manifest)
        for path in files { try FileManager.default.removeItem(at: site.appendingPathComponent(path)) }
        let inline = try BuiltSite.read("site", relativeTo: folder)
        #expect(inline.variants.map(\.key) == split.variants.map(\.key) && !inline.variants.isEmpty)
        #expect(inline.variants.map { $0.failures.map(\.key) } == split.variants.map { $0.failures.map(\.key) })
    }

    /// What `"variantFiles"` may name, and a listed file that is gone: errors that say which and where.
    @Test func variantFilesThatCannotBeReadAreLocated() async throws {
        let folder = try temporaryDirectory("built-site-files")
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        try await buildSite(config: Self.config, output: site)
        let manifest = site.appendingPathComponent("manifest.json")
        let original = try String(contentsOf: manifest, encoding: .utf8)
        let line = try #require(original.components(separatedBy: "\n").firstIndex { $0.contains("themes/dark/my-toggle-style.json") }) + 1

        try FileManager.default.removeItem(at: site.appendingPathComponent("themes/dark/my-toggle-style.json"))
        let missing = try #require(throws: ConfigurationError.self) { try BuiltSite.read("site", relativeTo: folder) }
        #expect(missing.description.contains("site/manifest.json:\(line):"), "\(missing)")
        #expect(missing.description.contains("$.variantFiles[3]: lists themes/dark/my-toggle-style.json, but the file is missing"), "\(missing)")

        for (bad, shown) in [("../outside.json", "\"../outside.json\""), ("/etc/passwd", "\"/etc/passwd\""), ("themes/dark/a.svg", "\"themes/dark/a.svg\"")] {
            try Data(original.replacingOccurrences(of: "\"themes/dark/my-toggle-style.json\"", with: JSONText.quoted(bad)).utf8).write(to: manifest)
            let error = try #require(throws: ConfigurationError.self) { try BuiltSite.read("site", relativeTo: folder) }
            #expect(error.description.contains("$.variantFiles[3]: not a relative path to a .json file inside the site: \(shown)"), "\(error)")
        }
        let withoutList = original.components(separatedBy: ",\n  \"variantFiles\": [").first! + "\n}\n"
        try Data(withoutList.utf8).write(to: manifest)
        let none = try #require(throws: ConfigurationError.self) { try BuiltSite.read("site", relativeTo: folder) }
        #expect(none.description.contains("lists no variants: it has neither \"variantFiles\" nor \"variants\""), "\(none)")
    }

    @Test func safeRelativePaths() {
        #expect(BuiltSite.isSafeRelativePath("themes/default/svg/a/b.svg", suffix: ".svg"))
        #expect(BuiltSite.isSafeRelativePath("themes/default/a.json", suffix: ".json"))
        for bad in ["/etc/a.svg", "../a.svg", "themes/../../a.svg", "themes//a.svg", "./a.svg", "a.html", "a\\b.svg", "a\u{7}.svg", "a.json"] {
            #expect(!BuiltSite.isSafeRelativePath(bad, suffix: ".svg"), "\(bad)")
        }
    }
}
