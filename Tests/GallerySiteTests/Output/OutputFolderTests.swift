import Foundation
import Testing
@testable import GallerySite

/// The output-folder decision on its own. It only reads, so paths that a build must never replace
/// (`/`, a path that climbs to it) are safe to ask about here; builds against them run only in sandboxes.
@Suite("Output folder: what a build may replace")
struct OutputFolderTests {
    let sandbox: URL
    init() throws { sandbox = try temporaryDirectory("output-folder") }

    func decide(_ path: String, protecting: [OutputFolder.Protected] = [], home: String? = nil) -> String {
        let environment = home.map { ["HOME": $0] } ?? [:]
        do {
            let folder = try OutputFolder(path: path, relativeTo: sandbox, protecting: protecting, environment: environment)
            return "ok \(folder.url.path)"
        } catch {
            return error.message
        }
    }

    @Test func theRootIsRefusedHoweverItIsWritten() throws {
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let depth = sandbox.pathComponents.count - 1
        for path in ["/", "//", "/.", "/tmp/..", Array(repeating: "..", count: depth + 2).joined(separator: "/")] {
            #expect(decide(path) == "refused as output folder: it is the root folder; nothing was written", "\(path)")
        }
    }

    @Test func theAccountHomeIsRefusedEvenWhenHOMESaysOtherwise() throws {
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let account = try #require(FileSystemPath.accountHome())
        #expect(decide(account.path, home: sandbox.appendingPathComponent("elsewhere").path).contains("it is your home folder"))
        #expect(decide("~", home: account.path).contains("it is your home folder"))
    }

    @Test func tildeExpandsWithHOMEOnly() throws {
        defer { try? FileManager.default.removeItem(at: sandbox) }
        #expect(decide("~/site", home: sandbox.path) == "ok \(sandbox.appendingPathComponent("site").path)")
        #expect(decide("~", home: nil).contains("HOME is not set"))
    }

    @Test func protectedFoldersAndTheirParentsAreRefused() throws {
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let project = sandbox.appendingPathComponent("a/b/project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let protected = [OutputFolder.Protected(project, "the configuration's folder")]
        #expect(decide("a/b/project", protecting: protected).contains("it is the configuration's folder"))
        #expect(decide("a", protecting: protected).contains("it contains the configuration's folder"))
        #expect(decide("a/b/project/../project/", protecting: protected).contains("it is the configuration's folder"))
        #expect(decide("a/b/project/site", protecting: protected).hasPrefix("ok "))
        #expect(decide("a/b/sibling", protecting: protected).hasPrefix("ok "))
    }

    @Test func aMarkedFolderQualifiesWhateverElseItHolds() throws {
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let site = sandbox.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: site.appendingPathComponent("index.html"))
        #expect(decide("site").contains("it holds files StyleGallery did not write (\"index.html\")"))
        try OutputFolder.markerText.write(to: site.appendingPathComponent(OutputFolder.markerName))
        #expect(decide("site").hasPrefix("ok "))
    }

    @Test func errorsQuoteTheInputEscapedAndBounded() throws {
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let hostile = "\u{1B}]0;owned\u{07}" + String(repeating: "x", count: 10_000)
        let error = try #require(throws: OutputError.self) {
            try OutputFolder(path: hostile, relativeTo: sandbox, protecting: [], environment: [:])
        }
        #expect(error.path.hasPrefix("\"\\u{1B}]0;owned\\u{7}xxx"))
        #expect(error.path.count < 200)
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
    }
}

@Suite("Staging folder: swap and recovery")
struct StagingDirectoryTests {
    @Test func aKilledTwoRenameSwapIsRepairedAndDebrisRemoved() throws {
        let parent = try temporaryDirectory("staging")
        defer { try? FileManager.default.removeItem(at: parent) }
        let fm = FileManager.default
        // A build killed between its two renames: no output, the old site aside; and a killed build's folder.
        // PIDs above the kernel's pid_max (4194304 at most) belong to no process.
        for name in [".site.old-4999999", ".site.building-4999998"] {
            let folder = parent.appendingPathComponent(name)
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try OutputFolder.markerText.write(to: folder.appendingPathComponent(OutputFolder.markerName))
            try Data(name.utf8).write(to: folder.appendingPathComponent("index.html"))
        }
        // A folder that looks like debris but lacks the marker and holds files is not the tool's: it stays.
        try fm.createDirectory(at: parent.appendingPathComponent(".site.building-4999997"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: parent.appendingPathComponent(".site.building-4999997/notes.txt"))
        // An empty one is what a build killed before writing its marker leaves: removed.
        try fm.createDirectory(at: parent.appendingPathComponent(".site.building-4999996"), withIntermediateDirectories: true)
        let output = try OutputFolder(path: "site", relativeTo: parent, protecting: [], environment: [:])
        StagingDirectory.recover(output)
        #expect(try String(contentsOf: parent.appendingPathComponent("site/index.html"), encoding: .utf8) == ".site.old-4999999")
        #expect(try fm.contentsOfDirectory(atPath: parent.path).sorted() == [".site.building-4999997", "site"])
    }

    @Test func commitExchangesTheOldSiteForTheNewOneAndKeepsHostFiles() throws {
        let parent = try temporaryDirectory("staging")
        defer { try? FileManager.default.removeItem(at: parent) }
        let fm = FileManager.default
        let site = parent.appendingPathComponent("site")
        try fm.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("example.org".utf8).write(to: site.appendingPathComponent("CNAME"))
        let output = try OutputFolder(path: "site", relativeTo: parent, protecting: [], environment: [:])
        let staging = try StagingDirectory(for: output)
        try Data("new".utf8).write(to: staging.url.appendingPathComponent("index.html"))
        try staging.commit()
        #expect(try fm.contentsOfDirectory(atPath: site.path).sorted() == [".stylegallery", "CNAME", "index.html"])
        #expect(try fm.contentsOfDirectory(atPath: parent.path) == ["site"])
    }
}
