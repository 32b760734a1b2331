import Foundation
import GoldenTestSupport
import Testing
import XMLWriter

/// `gallery diff OLD NEW` between two fixture builds made here from small configurations: one theme token
/// changed (the tertiary button's colour), one style added, one removed.
@Suite("gallery diff")
struct DiffCommandTests {
    static let themes = #"[{"id": "default", "title": "Default"TOKENS}, {"id": "dark", "extends": "default", "colorScheme": "dark"}]"#
    static let oldConfig = """
        {"title": "Diff fixture", "output": "old",
         "styles": {"include": ["tertiary-button-style", "my-button-style", "primary-button-style"]},
         "themes": \(themes.replacingOccurrences(of: "TOKENS", with: ""))}
        """
    static let newConfig = """
        {"title": "Diff fixture", "output": "new",
         "styles": {"include": ["tertiary-button-style", "primary-button-style", "check-mark-toggle-style"]},
         "themes": \(themes.replacingOccurrences(of: "TOKENS", with: ##", "tokens": {"button.tertiary.color": "#1F5FBF"}"##))}
        """

    func run(_ arguments: [String], in sandbox: Sandbox) throws -> GalleryProcess.Result {
        try GalleryProcess.run(arguments, in: sandbox.project, home: sandbox.home)
    }

    /// A sandbox with the two sites built: `project/old` and `project/new`.
    func builtSites() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(Self.oldConfig, to: "project/old.json")
        try sandbox.write(Self.newConfig, to: "project/new.json")
        for config in ["old.json", "new.json"] {
            let built = try run(["build", "--config", config], in: sandbox)
            #expect(built.status == 0, "\(built.stderr)")
        }
        return sandbox
    }

    /// (theme, variant id) of every variant in a site's manifest, with its component and SVG path.
    func variantsByKey(_ site: URL) throws -> [String: (component: String, svg: String)] {
        var result: [String: (component: String, svg: String)] = [:]
        for variant in try manifestVariants(site) {
            let key = "\(variant["theme"] as? String ?? "?") \(variant["id"] as? String ?? "?")"
            result[key] = (variant["component"] as? String ?? "?", variant["svg"] as? String ?? "?")
        }
        return result
    }

    func keys(_ list: Any?) -> Set<String> {
        Set((list as? [[String: Any]] ?? []).map { "\($0["theme"] as? String ?? "?") \($0["variant"] as? String ?? "?")" })
    }

    @Test func reportsExactlyTheVariantsThatChangedAndExits1() throws {
        let sandbox = try builtSites()
        defer { sandbox.remove() }
        let oldSite = sandbox.url("project/old"), newSite = sandbox.url("project/new")
        let old = try variantsByKey(oldSite), new = try variantsByKey(newSite)
        // What the test itself finds: variants only in one site, and those in both whose SVG bytes differ.
        let expectedAdded = Set(new.keys).subtracting(old.keys)
        let expectedRemoved = Set(old.keys).subtracting(new.keys)
        let expectedChanged = Set(try Set(old.keys).intersection(new.keys).filter { key in
            try Data(contentsOf: oldSite.appendingPathComponent(old[key]!.svg)) != Data(contentsOf: newSite.appendingPathComponent(new[key]!.svg))
        })
        #expect(Set(expectedAdded.map { new[$0]!.component }) == ["check-mark-toggle-style"])
        #expect(Set(expectedRemoved.map { old[$0]!.component }) == ["my-button-style"])
        #expect(Set(expectedChanged.map { old[$0]!.component }) == ["tertiary-button-style"], "only the token's style changed: \(expectedChanged)")

        let json = try run(["diff", "old", "new", "--json"], in: sandbox)
        #expect(json.status == 1 && json.stderr.isEmpty, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(keys(object["added"]) == expectedAdded)
        #expect(keys(object["removed"]) == expectedRemoved)
        #expect(keys(object["changed"]) == expectedChanged)
        #expect(object["identical"] as? Bool == false)
        let counts = try #require(object["counts"] as? [String: Int])
        #expect(counts["unchanged"] == Set(old.keys).intersection(new.keys).count - expectedChanged.count)
        // The removed style's failures went away; the added toggle (no label) brings 4.1.2 failures.
        let gone = object["failuresGone"] as? [[String: Any]] ?? []
        let appeared = object["failuresAppeared"] as? [[String: Any]] ?? []
        #expect(gone.contains { ($0["variant"] as? String)?.hasPrefix("my-button-style/") == true && $0["criterion"] as? String == "1.4.3" })
        #expect(appeared.contains { ($0["variant"] as? String)?.hasPrefix("check-mark-toggle-style/") == true })
        #expect(!appeared.contains { ($0["variant"] as? String)?.hasPrefix("primary-button-style/") == true }, "unchanged style, no finding change")

        let text = try run(["diff", "old", "new"], in: sandbox)
        #expect(text.status == 1 && text.stderr.isEmpty)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "old → new: \(expectedChanged.count) changed, \(expectedAdded.count) added, \(expectedRemoved.count) removed, "
                + "\(counts["unchanged"]!) unchanged variants; WCAG failures: \(appeared.count) appeared, \(gone.count) went away", "\(text.stdout)")
        #expect(lines.contains("changed (\(expectedChanged.count)):"))
        #expect(lines.contains { $0.hasPrefix("  default tertiary-button-style (3): ") && $0.contains("normal-enabled") })
        #expect(lines.contains { $0.hasPrefix("  dark my-button-style (6): ") })
        #expect(!text.stdout.contains("primary-button-style ("), "an unchanged style is not listed")
        #expect(lines.last == "the sites differ")
    }

    @Test func identicalBuildsExit0() throws {
        let sandbox = try builtSites()
        defer { sandbox.remove() }
        try sandbox.write(Self.oldConfig.replacingOccurrences(of: "\"output\": \"old\"", with: "\"output\": \"again\""), to: "project/again.json")
        let again = try run(["build", "--config", "again.json"], in: sandbox)
        #expect(again.status == 0, "\(again.stderr)")
        let result = try run(["diff", "old", "again"], in: sandbox)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("old → again: 0 changed, 0 added, 0 removed, 24 unchanged variants; WCAG failures: 0 appeared, 0 went away\n"),
                "\(result.stdout)")
        #expect(result.stdout.hasSuffix("the sites are identical\n") && result.stderr.isEmpty)
        let json = try run(["diff", "old", "again", "--json"], in: sandbox)
        #expect(json.status == 0 && json.stdout.contains("\"identical\": true"))
    }

    @Test func theReviewPageIsValidHTMLWithItsImagesAndReplacesOnlyItsOwnFolder() throws {
        let sandbox = try builtSites()
        defer { sandbox.remove() }
        let result = try run(["diff", "old", "new", "--output", "review"], in: sandbox)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("review page: review/index.html\n"), "\(result.stdout)")
        let review = sandbox.url("project/review")
        let page = try String(contentsOf: review.appendingPathComponent("index.html"), encoding: .utf8)
        // libxml2's HTML parser (as for templates): any error but HTML5's unknown tags fails.
        _ = try HTMLTemplate(source: page, fileName: "review/index.html")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        let sources = page.matches(of: /<img src="([^"]+)"/).map { String($0.output.1) }
        #expect(!sources.isEmpty)
        for source in sources {
            #expect(FileManager.default.fileExists(atPath: review.appendingPathComponent(source).path), "\(source) is in the review folder")
        }
        // Changed: old, new and the difference (both again, blended); added: new only; removed: old only.
        #expect(page.contains("<img src=\"old/themes/default/svg/tertiary-button-style/normal-enabled.svg\""))
        #expect(page.contains("<img src=\"new/themes/default/svg/tertiary-button-style/normal-enabled.svg\""))
        #expect(page.contains("class=\"diff-blend\""))
        #expect(page.contains("new/themes/dark/svg/check-mark-toggle-style/on-enabled.svg") && !page.contains("old/themes/dark/svg/check-mark-toggle-style/"))
        #expect(page.contains("old/themes/dark/svg/my-button-style/blue-normal-enabled.svg") && !page.contains("new/themes/dark/svg/my-button-style/"))
        #expect(!page.contains("primary-button-style"), "unchanged variants are not on the page")
        #expect(page.contains("WCAG failures that went away"))
        for asset in ["assets/site.css", "assets/site.js", "assets/search-index.js", ".stylegallery"] {
            #expect(FileManager.default.fileExists(atPath: review.appendingPathComponent(asset).path), "\(asset)")
        }
        let css = try String(contentsOf: review.appendingPathComponent("assets/site.css"), encoding: .utf8)
        #expect(css.contains("mix-blend-mode: difference"))

        // Its own folder is replaced; one with a user's file, or a site it compares, is refused and kept.
        let again = try run(["diff", "old", "new", "--output", "review"], in: sandbox)
        #expect(again.status == 1, "\(again.stderr)")
        try sandbox.write("mine", to: "project/notes/todo.txt")
        let before = sandbox.snapshot()
        let refused = try run(["diff", "old", "new", "--output", "notes"], in: sandbox)
        #expect(refused.status == 3 && refused.stderr.contains("refused as output folder") && refused.stderr.contains("todo.txt"), "\(refused.stderr)")
        let overSite = try run(["diff", "old", "new", "--output", "new"], in: sandbox)
        #expect(overSite.status == 3 && overSite.stderr.contains("it is the new site"), "\(overSite.stderr)")
        #expect(sandbox.snapshot() == before, "refusals write nothing")
    }

    @Test func misuseIsAUsageOrInputErrorNamingThePath() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let viaFlag = try run(["diff", "--help"], in: sandbox), viaHelp = try run(["help", "diff"], in: sandbox)
        #expect(viaFlag.status == 0 && viaFlag.stdout == viaHelp.stdout)
        #expect(viaFlag.stdout.hasPrefix("usage: gallery diff OLD NEW [options]") && viaFlag.stdout.contains("\nexamples:\n  gallery diff "))
        #expect(try run(["help"], in: sandbox).stdout.contains("\n  diff    compare two built sites"))

        let missing = try run(["diff", "old"], in: sandbox)
        #expect(missing.status == 2 && missing.stdout.isEmpty)
        #expect(missing.stderr.hasPrefix("gallery: error: diff takes two site folders (OLD NEW), but was given 1"), "\(missing.stderr)")
        let flag = try run(["diff", "a", "b", "--otuput", "x"], in: sandbox)
        #expect(flag.status == 2 && flag.stderr.contains(#"diff has no option "--otuput" (did you mean "--output"?)"#), "\(flag.stderr)")

        let notASite = try run(["diff", "Templates", "Templates"], in: sandbox)
        #expect(notASite.status == 3 && notASite.stdout.isEmpty)
        #expect(notASite.stderr == "gallery: error: Templates: not a built site: it has no manifest.json (\(sandbox.project.standardizedFileURL.path)/Templates/manifest.json); "
                + "give two folders that gallery build wrote\n", "\(notASite.stderr)")
        let absent = try run(["diff", "nowhere", "Templates"], in: sandbox)
        #expect(absent.status == 3 && absent.stderr.contains("nowhere: no such folder"), "\(absent.stderr)")

        // A manifest that names an SVG file the folder lacks.
        let built = try run(["build", "--output", "site"], in: sandbox)
        #expect(built.status == 0, "\(built.stderr)")
        try FileManager.default.copyItem(at: sandbox.url("project/site"), to: sandbox.url("project/broken"))
        let svg = "themes/default/svg/gradient-style/rainbow-normal-enabled.svg"
        try FileManager.default.removeItem(at: sandbox.url("project/broken/\(svg)"))
        let broken = try run(["diff", "site", "broken"], in: sandbox)
        #expect(broken.status == 3)
        #expect(broken.stderr.contains("broken: manifest.json lists \(svg) for gradient-style/rainbow-normal-enabled (theme default), but the file is missing"),
                "\(broken.stderr)")
        try sandbox.write("{\"generator\": \"StyleGallery\", \"variants\": [{\"id\": 1}]}", to: "project/broken/manifest.json")
        let garbled = try run(["diff", "site", "broken"], in: sandbox)
        #expect(garbled.status == 3 && garbled.stderr.contains("broken: manifest.json is not the manifest of a built site")
                && garbled.stderr.contains("broken/manifest.json:1:"), "\(garbled.stderr)")
    }
}
