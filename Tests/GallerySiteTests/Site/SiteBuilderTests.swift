import Foundation
import GoldenTestSupport
import Testing
import GalleryAudit
import GalleryCLI
@testable import GallerySite

@Suite struct SiteBuilderTests {
    @Test func buildsEveryPageAndFile() async throws {
        let root = try temporaryDirectory("site")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("output")
        let summary = try await buildSite(config: smallSite, output: output)
        // gradient-style 6 + my-toggle-style 8 states, under 2 themes.
        #expect(summary.svgFiles == 28)
        #expect(summary.pages == 2 * 2 + 1 + 1 + 2 + 2, "component pages, home, audit summary, theme overviews, compare pages")
        for path in ["index.html", "audit.html", "manifest.json", "assets/site.css", "assets/site.js", "assets/search-index.js",
                     "themes/default/index.html", "themes/dark/gradient-style.html", "compare/my-toggle-style.html",
                     "themes/dark/svg/gradient-style/rainbow-pressed-enabled.svg"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path), "\(path)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(leftovers == ["output"], "no staging or manifest parts left: \(leftovers)")
    }

    @Test func hiddenFilesOfThePreviousOutputAreKept() async throws {
        let root = try temporaryDirectory("hidden")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "".write(to: output.appendingPathComponent(".gitkeep"), atomically: true, encoding: .utf8)
        try await buildSite(config: smallSite, output: output)
        // A file left in a built output (it carries the marker) is replaced by the next build; hidden files stay.
        try "stale".write(to: output.appendingPathComponent("old.html"), atomically: true, encoding: .utf8)
        try "".write(to: output.appendingPathComponent(".nojekyll"), atomically: true, encoding: .utf8)
        try await buildSite(config: smallSite, output: output)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".gitkeep").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".nojekyll").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".stylegallery").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("old.html").path), "the rest is replaced")
    }

    @Test func anOutputWithFilesTheToolDidNotWriteIsRefusedAndKept() async throws {
        let root = try temporaryDirectory("foreign")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "mine".write(to: output.appendingPathComponent("notes.html"), atomically: true, encoding: .utf8)
        let error = await #expect(throws: OutputError.self) { try await buildSite(config: smallSite, output: output) }
        #expect(error?.message.contains("it holds files StyleGallery did not write (\"notes.html\")") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["notes.html"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["output"])
    }

    @Test func pagesLinkRelativelyBetweenThemeSetsAndKeepDeepLinks() async throws {
        let root = try temporaryDirectory("links")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("output")
        try await buildSite(config: smallSite, output: output)
        let page = try read(output.appendingPathComponent("themes/default/gradient-style.html"))
        #expect(page.contains(#"<a href="../../themes/dark/gradient-style.html">Dark</a>"#), "theme switcher keeps the component")
        #expect(page.contains(#"<a href="../../themes/default/gradient-style.html" aria-current="page">Default</a>"#))
        #expect(page.contains(#"id="rainbow-pressed-enabled""#), "every variant has an anchor")
        #expect(page.contains(##"href="#rainbow-pressed-enabled""##), "and a copy-link to it")
        #expect(page.contains(#"src="../../themes/default/svg/gradient-style/rainbow-pressed-enabled.svg""#))
        #expect(page.contains(#"download="gradient-style-rainbow-pressed-enabled-default.svg""#))
        #expect(page.contains(#"<link rel="stylesheet" href="../../assets/site.css">"#))
        // The page links its variants' data, which lists the states the page shows.
        #expect(page.contains(#"<dt>Data</dt><dd><a href="../../themes/default/gradient-style.json" type="application/json">gradient-style.json</a>"#))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("themes/default/gradient-style.json"))) as? [String: Any])
        let ids = (data["variants"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.contains("gradient-style/rainbow-pressed-enabled") && data["component"] as? String == "gradient-style", "\(ids)")
        for file in try FileManager.default.subpathsOfDirectory(atPath: output.path) where file.hasSuffix(".html") {
            let html = try read(output.appendingPathComponent(file))
            // The only links out are the audit's references to the criteria, marked rel="external".
            let outward = html.components(separatedBy: "https://").count - 1
            let marked = html.components(separatedBy: "\" rel=\"external\"").count - 1
            #expect(!html.contains("http://") && outward == marked && !html.contains("src=\"/") && !html.contains("href=\"/"),
                    "\(file) must only link inside the site (but for rel=external references)")
            #expect(html.hasPrefix("<!DOCTYPE html>"))
        }
        let search = try read(output.appendingPathComponent("assets/search-index.js"))
        #expect(search.hasPrefix("window.GALLERY_INDEX = {\"pages\":["))
        #expect(search.contains(##""u":"themes/default/gradient-style.html""##))
        // Variants are in the parts (SearchIndexTests): their URLs are relative to the site root too.
        let names = try read(output.appendingPathComponent("assets/search/d-0.js"))
        #expect(names.contains(##""themes/default/gradient-style.html#mint-pressed-enabled""##))
    }

    /// A finding's entry in a variant file: its eight keys, the rule's standard and reference left to `"rules"`.
    @Test func aFindingsVariantFileEntryHoldsItsEightKeys() throws {
        let finding = Finding(rule: .textContrast, verdict: .fail, measured: "3.55:1", required: "≥ 4.5:1",
                              subject: "text \"Buy & go\"", detail: "#FFFFFF on #FF3B30 <worst>", measuredValue: 3.5471,
                              elementIndex: 0, suggestion: "#D70015 would pass (4.52:1; same hue, darker)")
        var entry: [UInt8] = []
        ManifestWriter.writeFinding(finding, into: &entry)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(entry)) as? [String: Any])
        #expect(parsed["rule"] as? String == "textContrast" && parsed["verdict"] as? String == "fail")
        #expect(parsed["wcagFailure"] as? Bool == true && parsed["detail"] as? String == finding.detail)
        #expect(parsed["suggestion"] as? String == finding.suggestion && parsed.count == 8)
    }

    @Test func manifestListsEveryVariantWithFilesAndFindings() async throws {
        let root = try temporaryDirectory("manifest")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("output")
        try await buildSite(config: smallSite, output: output)
        let data = try Data(contentsOf: output.appendingPathComponent("manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let variants = try manifestVariants(output)
        #expect(variants.count == 28)
        #expect((manifest["themes"] as? [[String: Any]])?.map { $0["id"] as? String } == ["default", "dark"])
        #expect((manifest["components"] as? [[String: Any]])?.count == 2)
        let first = variants[0]
        #expect(first["id"] as? String == "gradient-style/mint-normal-enabled")
        #expect(first["svg"] as? String == "themes/default/svg/gradient-style/mint-normal-enabled.svg")
        #expect((first["findings"] as? [[String: Any]])?.isEmpty == false)
        // Each finding names its rule; the rule's standard, reference and URL are the manifest's, once.
        let rules = try #require(manifest["rules"] as? [String: [String: Any]])
        #expect(rules["textContrast"]?["standard"] as? String == "wcag" && rules["textContrast"]?["reference"] as? String == "WCAG 2.2 SC 1.4.3 Contrast (Minimum)")
        #expect(rules["activationPoint"]?["standard"] as? String == "voiceover")
        for variant in variants {
            let svg = try #require(variant["svg"] as? String)
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(svg).path))
            for finding in variant["findings"] as? [[String: Any]] ?? [] {
                #expect(rules[finding["rule"] as? String ?? ""] != nil && finding["standard"] == nil, "\(finding)")
            }
        }
        // Same input, same bytes.
        let again = root.appendingPathComponent("again")
        try await buildSite(config: smallSite, output: again)
        #expect(try Data(contentsOf: again.appendingPathComponent("manifest.json")) == data)
        #expect(try Data(contentsOf: again.appendingPathComponent("themes/dark/my-toggle-style.html"))
                == Data(contentsOf: output.appendingPathComponent("themes/dark/my-toggle-style.html")))
    }

    @Test func aFailedBuildLeavesTheOutputAsItWas() async throws {
        let root = try temporaryDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "previous build".write(to: output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        // A label with a character XML cannot hold makes a render fail midway.
        let broken = smallSite.replacingOccurrences(of: #""include": ["gradient-style", "my-toggle-style"] }"#,
                                                    with: #""include": ["gradient-style", "my-toggle-style"], "settings": {"my-toggle-style": {"label": "bad \u0001 label"}} }"#)
        await #expect(throws: (any Error).self) { try await buildSite(config: broken, output: output) }
        #expect(try read(output.appendingPathComponent("index.html")) == "previous build")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["output"], "the staging folder is gone")
        // A missing template fails before anything is written.
        await #expect(throws: (any Error).self) {
            try await buildSite(config: smallSite, output: output, templates: root.appendingPathComponent("no-templates"))
        }
        #expect(try read(output.appendingPathComponent("index.html")) == "previous build")
    }
}

@Suite struct BuildCommandTests {
    @Test func aBrokenConfigurationNeverTouchesTheOutput() async throws {
        let root = try temporaryDirectory("broken-config")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "previous".write(to: output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let config = root.appendingPathComponent("gallery-config.json")
        try #"{"themes": [{"id": "a", "colorScheme": "sepia"}]}"#.write(to: config, atomically: true, encoding: .utf8)
        var errors = ""
        let status = await GalleryCommand.run(["build", "--config", config.path, "--output", output.path],
                                              stdout: { _ in }, stdoutBytes: { _ in }, stderr: { errors += $0 })
        #expect(status == 3, "input errors exit 3")
        #expect(errors.contains("$.themes[0].colorScheme: expected one of \"light\", \"dark\", found \"sepia\""), "\(errors)")
        #expect(errors.contains("gallery-config.json:1:40:"), "file, line and column: \(errors)")
        #expect(try read(output.appendingPathComponent("index.html")) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["gallery-config.json", "output"])
    }
}
