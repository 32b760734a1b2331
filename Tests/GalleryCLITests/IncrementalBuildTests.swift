import Foundation
import Testing

/// Incremental builds, proven by what is rendered and by bytes, never by timings: every build runs as its
/// own process (its own hash seed), the way CI rebuilds.
@Suite("Incremental builds, shards and merge")
struct IncrementalBuildTests {
    /// Three themes: `dark` and `promo` extend `default`; `promo` also reads a token file.
    static let config = """
        {
          "title": "Incremental",
          "styles": { "include": ["gradient-style", "my-toggle-style"] },
          "themes": [
            { "id": "default", "title": "Default" },
            { "id": "dark", "title": "Dark", "extends": "default", "colorScheme": "dark" },
            { "id": "promo", "title": "Promo", "extends": "default", "tokensFile": "promo.tokens.json",
              "tokens": { "button.primary.color": "#C8102E" } }
          ]
        }

        """
    static let tokens = ##"{ "color": { "accent": { "$type": "color", "$value": "#FF2D55" } } }"##

    /// The site's files but the build index (which records inode numbers and times, not content).
    static func siteFiles(_ root: URL) throws -> [String: Data] {
        try DeterminismTests.files(under: root).filter { $0.key != ".stylegallery-build/index" }
    }

    static func build(_ sandbox: Sandbox, _ arguments: [String] = []) throws -> GalleryProcess.Result {
        let result = try GalleryProcess.run(["build"] + arguments, in: sandbox.project, home: sandbox.home)
        try #require(result.status == 0, "build \(arguments): \(result.stderr)")
        return result
    }

    /// "…; R rendered, U unchanged, …" → (R, U); a full build → (all, 0).
    static func counts(_ stdout: String) -> (rendered: Int, unchanged: Int)? {
        if let match = stdout.firstMatch(of: /; (\d+) rendered, (\d+) unchanged/) { return (Int(match.1)!, Int(match.2)!) }
        if let match = stdout.firstMatch(of: /of (\d+) renders with WCAG failures, [0-9.]+ s/) { return (Int(match.1)!, 0) }
        return nil
    }

    static func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox(config: config)
        try sandbox.write(tokens, to: "project/promo.tokens.json")
        return sandbox
    }

    /// The inode of the file at `path` (a sandbox path): the same one means the file was not written again.
    static func inode(_ sandbox: Sandbox, _ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: sandbox.url(path).path)[.systemFileNumber] as? Int
    }

    static func edit(_ sandbox: Sandbox, _ path: String, _ change: (String) -> String) throws {
        let url = sandbox.url(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        try #require(changed != text, "the edit of \(path) changed nothing")
        try Data(changed.utf8).write(to: url)
    }

    @Test func anUnchangedSiteIsNotWrittenAgain() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let first = try Self.build(sandbox, ["--output", "site"])
        let total = try #require(Self.counts(first.stdout)).rendered
        let before = try Self.inode(sandbox, "project/site/index.html")
        let second = try Self.build(sandbox, ["--output", "site"])
        #expect(second.stdout.contains("site is up to date: nothing changed since the previous build"), "\(second.stdout)")
        #expect(second.stdout.contains("of \(total) renders"))
        // Nothing was written: the same files (same inodes), no staging folder left.
        #expect(try Self.inode(sandbox, "project/site/index.html") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.project.path).filter { $0.hasPrefix(".site") }.isEmpty)
        // A file added by hand deep in the site is found (the whole tree is read): the site is built again, without it.
        let stray = sandbox.url("project/site/themes/default/svg/stray.svg")
        try Data("<svg/>".utf8).write(to: stray)
        let third = try Self.build(sandbox, ["--output", "site"])
        #expect(!third.stdout.contains("site is up to date"), "\(third.stdout)")
        #expect(!FileManager.default.fileExists(atPath: stray.path))
    }

    @Test func aChangedThemeRerendersItsVariantsAndThoseExtendingIt() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let total = try #require(Self.counts(try Self.build(sandbox, ["--output", "site"]).stdout)).rendered
        let perTheme = total / 3
        // A token of `promo` only: its variants, nothing else.
        try Self.edit(sandbox, "project/gallery-config.json") { $0.replacingOccurrences(of: "#C8102E", with: "#A00020") }
        let verbose = try Self.build(sandbox, ["--output", "site", "--verbose"])
        var counts = try #require(Self.counts(verbose.stdout))
        #expect(counts.rendered == perTheme && counts.unchanged == total - perTheme)
        // --verbose says what was taken over and what was rendered, and why.
        #expect(verbose.stderr.contains("unchanged: gradient-style under default ("), "\(verbose.stderr)")
        #expect(verbose.stderr.contains("unchanged: my-toggle-style under dark ("))
        #expect(verbose.stderr.contains("rendering: gradient-style under promo (") && verbose.stderr.contains("its theme, a theme it extends"))
        #expect(!verbose.stderr.contains("rendering: gradient-style under dark"))
        // The token file `promo` reads: again only promo.
        try Self.edit(sandbox, "project/promo.tokens.json") { $0.replacingOccurrences(of: "#FF2D55", with: "#FF3B30") }
        counts = try #require(Self.counts(try Self.build(sandbox, ["--output", "site"]).stdout))
        #expect(counts.rendered == perTheme)
        // `default`: every theme extends it.
        try Self.edit(sandbox, "project/gallery-config.json") { $0.replacingOccurrences(of: ##""title": "Default""##, with: ##""title": "Default", "accentColor": "#5856D6""##) }
        counts = try #require(Self.counts(try Self.build(sandbox, ["--output", "site"]).stdout))
        #expect(counts.rendered == total && counts.unchanged == 0)
        // The page template: every page and variant (the renders of a page are rewritten with it).
        try Self.edit(sandbox, "project/Templates/page.html") { $0.replacingOccurrences(of: "</body>", with: "<!-- changed --></body>") }
        let templateBuild = try Self.build(sandbox, ["--output", "site", "--verbose"])
        counts = try #require(Self.counts(templateBuild.stdout))
        #expect(counts.rendered == total)
        #expect(templateBuild.stderr.contains("fonts, asset catalogs or templates changed"), "\(templateBuild.stderr)")
        // After all that, the incremental site is byte for byte what a cold build in another process writes.
        _ = try Self.build(sandbox, ["--output", "cold"])
        let incremental = try Self.siteFiles(sandbox.url("project/site")), cold = try Self.siteFiles(sandbox.url("project/cold"))
        #expect(incremental.keys.sorted() == cold.keys.sorted())
        let differing = incremental.keys.filter { incremental[$0] != cold[$0] }.sorted()
        #expect(differing.isEmpty, "files that differ from a cold build: \(differing.prefix(5))")
    }

    @Test func aFileEditedInTheOutputIsRenderedAgain() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let total = try #require(Self.counts(try Self.build(sandbox, ["--output", "site"]).stdout)).rendered
        let svg = try #require(FileManager.default.subpaths(atPath: sandbox.url("project/site/themes/dark/svg").path)?
            .sorted().first { $0.hasSuffix(".svg") })
        let path = "project/site/themes/dark/svg/\(svg)"
        let original = try Data(contentsOf: sandbox.url(path))
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: sandbox.url(path))
        let result = try Self.build(sandbox, ["--output", "site"])
        let counts = try #require(Self.counts(result.stdout), "\(result.stdout)")
        // Its whole group (one component under one theme) is rendered again; the rest is taken over.
        #expect(counts.rendered > 0 && counts.rendered < total / 3 + 1 && counts.unchanged == total - counts.rendered)
        #expect(try Data(contentsOf: sandbox.url(path)) == original)
    }

    /// Copies `from` to `to` (sandbox paths) with `cp`, its arguments before the two paths.
    static func copy(_ sandbox: Sandbox, _ from: String, _ to: String, _ options: [String]) throws {
        let cp = Process()
        cp.executableURL = URL(fileURLWithPath: "/bin/cp")
        cp.arguments = options + [sandbox.url(from).path, sandbox.url(to).path]
        try cp.run()
        cp.waitUntilExit()
        try #require(cp.terminationStatus == 0, "cp \(options) \(from) \(to)")
    }

    /// What a CI cache does to the last site (restores it elsewhere, `tar --posix`): the files are copies under other
    /// inodes that kept their times to the nanosecond. Such a copy is taken over as the site it was; a copy that did not
    /// keep its times is not trusted, and everything is rendered again.
    @Test func aSiteCopiedWithItsTimesIsTakenOver() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let total = try #require(Self.counts(try Self.build(sandbox, ["--output", "site"]).stdout)).rendered
        try Self.copy(sandbox, "project/site", "project/restored", ["-a"])
        let inode = try Self.inode(sandbox, "project/restored/index.html")
        #expect(inode != (try Self.inode(sandbox, "project/site/index.html")))
        let unchanged = try Self.build(sandbox, ["--output", "restored"])
        #expect(unchanged.stdout.contains("restored is up to date: nothing changed since the previous build"), "\(unchanged.stdout)")
        #expect(try Self.inode(sandbox, "project/restored/index.html") == inode)
        // One theme's token: that theme's groups are rendered, the others linked from the copied files.
        try Self.edit(sandbox, "project/gallery-config.json") { $0.replacingOccurrences(of: "#C8102E", with: "#A00020") }
        let counts = try #require(Self.counts(try Self.build(sandbox, ["--output", "restored"]).stdout))
        #expect(counts.rendered == total / 3 && counts.unchanged == total - total / 3)
        _ = try Self.build(sandbox, ["--output", "cold"])
        #expect(try Self.siteFiles(sandbox.url("project/restored")) == Self.siteFiles(sandbox.url("project/cold")))
        // Copied without its times (`cp -r`): every file has a new time, so nothing is taken over.
        try Self.copy(sandbox, "project/cold", "project/plain", ["-r"])
        let plain = try #require(Self.counts(try Self.build(sandbox, ["--output", "plain"]).stdout))
        #expect(plain.rendered == total && plain.unchanged == 0)
        // Copied with its times cut to whole seconds (a zip, a file system that keeps seconds): not the same times.
        try Self.copy(sandbox, "project/cold", "project/seconds", ["-a"])
        let seconds = sandbox.url("project/seconds")
        for path in try #require(FileManager.default.subpaths(atPath: seconds.path)) {
            let file = seconds.appendingPathComponent(path).path
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            guard attributes[.type] as? FileAttributeType == .typeRegular, let date = attributes[.modificationDate] as? Date else { continue }
            let whole = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
            try FileManager.default.setAttributes([.modificationDate: whole], ofItemAtPath: file)
        }
        let cut = try #require(Self.counts(try Self.build(sandbox, ["--output", "seconds"]).stdout))
        #expect(cut.rendered == total && cut.unchanged == 0)
    }

    @Test func aDamagedIndexIsIgnoredWithANote() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let total = try #require(Self.counts(try Self.build(sandbox, ["--output", "site"]).stdout)).rendered
        let index = "project/site/.stylegallery-build/index"
        for damage in ["not an index\n", String(decoding: try Data(contentsOf: sandbox.url(index)).prefix(2000), as: UTF8.self)] {
            try Data(damage.utf8).write(to: sandbox.url(index))
            let result = try Self.build(sandbox, ["--output", "site"])
            #expect(result.stderr.contains("note: the previous build's index (.stylegallery-build/index) is not used"), "\(result.stderr)")
            #expect(Self.counts(result.stdout)?.rendered == total)
        }
        _ = try Self.build(sandbox, ["--output", "cold"])
        #expect(try Self.siteFiles(sandbox.url("project/site")) == Self.siteFiles(sandbox.url("project/cold")))
    }

    @Test func shardsMergedAreByteForByteOneBuild() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let whole = try Self.build(sandbox, ["--output", "whole"])
        let total = try #require(Self.counts(whole.stdout)).rendered
        var rendered = 0
        for shard in 1...3 {
            let result = try Self.build(sandbox, ["--shard", "\(shard)/3", "--output", "shard-\(shard)"])
            #expect(result.stdout.contains("(shard \(shard)/3)"))
            rendered += try #require(Self.counts(result.stdout)).rendered
        }
        #expect(rendered == total, "each variant is rendered by exactly one shard")
        let merged = try GalleryProcess.run(["merge", "--output", "merged", "shard-3", "shard-1", "shard-2"], in: sandbox.project, home: sandbox.home)
        try #require(merged.status == 0, "\(merged.stderr)")
        let one = try Self.siteFiles(sandbox.url("project/whole")), joined = try Self.siteFiles(sandbox.url("project/merged"))
        #expect(one.keys.sorted() == joined.keys.sorted())
        #expect(one.keys.filter { one[$0] != joined[$0] }.isEmpty)
        // A missing shard, a shard given twice, a folder that is no shard: exit 3 with the reason.
        for (arguments, message) in [(["shard-1", "shard-3"], "shard 2/3 missing"), (["shard-1", "shard-1", "shard-2"], "given twice"),
                                     (["shard-1", "whole"], "not a shard folder")] {
            let result = try GalleryProcess.run(["merge", "--output", "bad"] + arguments, in: sandbox.project, home: sandbox.home)
            #expect(result.status == 3 && result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.url("project/bad").path))
        }
        // Shards copied as CI moves them: with their times (`cp -a`, a POSIX tar) they merge into the same site; without
        // them (`cp -r`, an artifact's zip) the merge stops and says how to copy them.
        for n in 1...3 {
            try Self.copy(sandbox, "project/shard-\(n)", "project/kept-\(n)", ["-a"])
            try Self.copy(sandbox, "project/shard-\(n)", "project/zipped-\(n)", ["-r"])
        }
        let kept = try GalleryProcess.run(["merge", "--output", "merged-kept", "kept-1", "kept-2", "kept-3"], in: sandbox.project, home: sandbox.home)
        try #require(kept.status == 0, "\(kept.stderr)")
        #expect(try Self.siteFiles(sandbox.url("project/merged-kept")) == one)
        let zipped = try GalleryProcess.run(["merge", "--output", "bad", "zipped-1", "zipped-2", "zipped-3"], in: sandbox.project, home: sandbox.home)
        #expect(zipped.status == 3 && zipped.stderr.contains("copy shard folders with their times"), "\(zipped.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.url("project/bad").path))
        // Shards of another configuration do not merge into this one.
        try Self.edit(sandbox, "project/gallery-config.json") { $0.replacingOccurrences(of: "#C8102E", with: "#A00020") }
        let stale = try GalleryProcess.run(["merge", "--output", "bad", "shard-1", "shard-2", "shard-3"], in: sandbox.project, home: sandbox.home)
        #expect(stale.status == 3 && stale.stderr.contains("no shard holds"), "\(stale.stderr)")
    }

    @Test func aBadShardIsAUsageError() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        for bad in ["0/2", "3/2", "1", "a/b", "1/0"] {
            let result = try GalleryProcess.run(["build", "--shard", bad], in: sandbox.project, home: sandbox.home)
            #expect(result.status == 2 && result.stderr.contains("--shard takes I/N"), "\(bad): \(result.stderr)")
        }
    }
}
