import Foundation
import Testing

/// `gallery init [DIR]`: a starter that builds as written, and never a file overwritten.
@Suite("gallery init")
struct InitCommandTests {
    func run(_ arguments: [String], in directory: URL, _ sandbox: Sandbox) throws -> GalleryProcess.Result {
        try GalleryProcess.run(arguments, in: directory, home: sandbox.home)
    }

    @Test func theStarterBuilds() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let created = try run(["init", "gallery"], in: sandbox.project, sandbox)
        #expect(created.status == 0 && created.stderr.isEmpty, "\(created.stderr)")
        #expect(created.stdout == "wrote gallery/gallery-config.json, gallery/gallery-config.schema.json, gallery/Templates/ (4 files) "
                + "and gallery/GALLERY.md (a README section to paste)\nnext: cd gallery && gallery build, then open site/index.html\n", "\(created.stdout)")
        let folder = sandbox.url("project/gallery")
        let config = try String(contentsOf: folder.appendingPathComponent("gallery-config.json"), encoding: .utf8)
        #expect(config.contains("\"$schema\": \"./gallery-config.schema.json\""))
        for (copy, original) in [("gallery-config.schema.json", "gallery-config.schema.json"), ("Templates/page.html", "Templates/page.html"),
                                 ("Templates/assets/site.css", "Templates/assets/site.css"), ("Templates/assets/site.js", "Templates/assets/site.js"),
                                 ("Templates/assets/interact.js", "Templates/assets/interact.js")] {
            #expect(FileManager.default.contents(atPath: folder.appendingPathComponent(copy).path)
                    == FileManager.default.contents(atPath: repositoryRoot.appendingPathComponent(original).path), "\(copy)")
        }
        let snippet = try String(contentsOf: folder.appendingPathComponent("GALLERY.md"), encoding: .utf8)
        #expect(snippet.hasPrefix("## Component gallery\n") && snippet.contains("gallery build") && snippet.contains("gallery check"))

        let built = try run(["build"], in: folder, sandbox)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.hasPrefix("built site: "), "\(built.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/index.html").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/themes/dark/index.html").path))
    }

    @Test func anExistingFileIsNeverOverwrittenAndNothingIsWritten() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        // The sandbox's project folder already has gallery-config.json and Templates/.
        let before = sandbox.snapshot()
        let here = try run(["init"], in: sandbox.project, sandbox)
        #expect(here.status == 3 && here.stdout.isEmpty)
        #expect(here.stderr == "gallery: error: .: already has Templates/, gallery-config.json; gallery init never overwrites a file, "
                + "and wrote nothing. Choose another folder, or move them away\n", "\(here.stderr)")
        #expect(sandbox.snapshot() == before)

        // Only one of the files exists: still nothing is written, not even the others.
        try sandbox.write("# mine\n", to: "project/other/GALLERY.md")
        let partial = sandbox.snapshot()
        let one = try run(["init", "other"], in: sandbox.project, sandbox)
        #expect(one.status == 3 && one.stderr.contains("other: already has GALLERY.md;") && one.stderr.contains("move it away"), "\(one.stderr)")
        #expect(sandbox.snapshot() == partial)
    }

    @Test func sourcesAreWrittenRelativeToTheFolder() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("""
            import SwiftUI
            struct Brand: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            """, to: "project/BrandKit/Brand.swift")
        let created = try run(["init", "docs/gallery", "--sources", "BrandKit"], in: sandbox.project, sandbox)
        #expect(created.status == 0, "\(created.stderr)")
        let folder = sandbox.url("project/docs/gallery")
        let config = try String(contentsOf: folder.appendingPathComponent("gallery-config.json"), encoding: .utf8)
        #expect(config.contains("\"sources\": [\"../../BrandKit\"],"), "\(config)")
        let snippet = try String(contentsOf: folder.appendingPathComponent("GALLERY.md"), encoding: .utf8)
        #expect(snippet.contains("Styles come from `../../BrandKit`"))
        // The configuration finds the design system (discovery only: compiling it is DesignSystemTests' job).
        let dry = try GalleryProcess.run(["build", "--dry-run"], in: folder, home: sandbox.home, timeout: 120)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stderr.contains("1 styles"), "\(dry.stderr)")
    }

    @Test func misuse() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let viaFlag = try run(["init", "--help"], in: sandbox.project, sandbox), viaHelp = try run(["help", "init"], in: sandbox.project, sandbox)
        #expect(viaFlag.status == 0 && viaFlag.stdout == viaHelp.stdout)
        #expect(viaFlag.stdout.hasPrefix("usage: gallery init [DIR] [options]") && viaFlag.stdout.contains("\nexamples:\n  gallery init\n"))
        #expect(viaFlag.stdout.contains("GALLERY.md") && viaFlag.stdout.contains("never overwrites"))
        let before = sandbox.snapshot()
        let two = try run(["init", "a", "b"], in: sandbox.project, sandbox)
        #expect(two.status == 2 && two.stderr.hasPrefix("gallery: error: init takes at most one folder, but was given 2"), "\(two.stderr)")
        let flag = try run(["init", "x", "--sorces", "y"], in: sandbox.project, sandbox)
        #expect(flag.status == 2 && flag.stderr.contains(#"init has no option "--sorces" (did you mean "--sources"?)"#), "\(flag.stderr)")
        let missing = try run(["init", "x", "--sources", "NoSuchKit"], in: sandbox.project, sandbox)
        #expect(missing.status == 3 && missing.stderr.contains("--sources NoSuchKit: no file or folder at"), "\(missing.stderr)")
        try sandbox.write("not a folder", to: "project/file.txt")
        let file = try run(["init", "file.txt"], in: sandbox.project, sandbox)
        #expect(file.status == 3 && file.stderr.contains("file.txt: is a file, not a folder; nothing was written"), "\(file.stderr)")
        try FileManager.default.removeItem(at: sandbox.url("project/file.txt"))
        #expect(sandbox.snapshot() == before, "misuse writes nothing")
    }
}
