import Foundation
import Testing
@testable import GallerySite

/// Removing a replaced site on all cores: everything below the folder goes, but the kept top-level entry, and
/// links are removed without following them.
@Suite("Folder removal")
struct FolderRemovalTests {
    @Test func removesEveryFileAndFolderButTheKeptEntry() throws {
        let root = try temporaryDirectory("folder-removal")
        let fm = FileManager.default
        for folder in 0..<20 {
            let deep = root.appendingPathComponent("themes/t\(folder)/svg/a/b")
            try fm.createDirectory(at: deep, withIntermediateDirectories: true)
            for file in 0..<30 { try Data("\(file)".utf8).write(to: deep.appendingPathComponent("\(file).svg")) }
            try Data("page".utf8).write(to: root.appendingPathComponent("themes/t\(folder)/page.html"))
        }
        try fm.createDirectory(at: root.appendingPathComponent("empty/inner"), withIntermediateDirectories: true)
        try Data("marker".utf8).write(to: root.appendingPathComponent(".stylegallery"))
        try Data("top".utf8).write(to: root.appendingPathComponent("index.html"))

        FolderRemoval.removeContents(of: root.path, keeping: ".stylegallery")

        #expect(try fm.contentsOfDirectory(atPath: root.path) == [".stylegallery"])
        #expect(try String(contentsOf: root.appendingPathComponent(".stylegallery"), encoding: .utf8) == "marker")
    }

    @Test func linksAreRemovedNotFollowed() throws {
        let root = try temporaryDirectory("folder-removal-links")
        let outside = try temporaryDirectory("folder-removal-outside")
        let fm = FileManager.default
        try fm.createDirectory(at: outside.appendingPathComponent("keep"), withIntermediateDirectories: true)
        try Data("theirs".utf8).write(to: outside.appendingPathComponent("keep/file.txt"))
        try fm.createDirectory(at: root.appendingPathComponent("site"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(at: root.appendingPathComponent("site/folder-link"), withDestinationURL: outside.appendingPathComponent("keep"))
        try fm.createSymbolicLink(at: root.appendingPathComponent("file-link"), withDestinationURL: outside.appendingPathComponent("keep/file.txt"))
        // A hard link, as a rebuild makes them: the other name keeps the bytes.
        try fm.linkItem(at: outside.appendingPathComponent("keep/file.txt"), to: root.appendingPathComponent("site/hard.txt"))

        FolderRemoval.removeContents(of: root.path)

        #expect(try fm.contentsOfDirectory(atPath: root.path).isEmpty)
        #expect(try String(contentsOf: outside.appendingPathComponent("keep/file.txt"), encoding: .utf8) == "theirs")
    }
}

/// The threads that unlink a replaced site's files: every index is handed out exactly once, however many
/// threads there are for how many indexes, and the call returns only when all are done.
@Suite struct WaitingWorkTests {
    final class Counts: @unchecked Sendable {
        // @unchecked: `counts` is only touched while `lock` is held.
        private let lock = NSLock()
        private var counts: [Int]
        init(_ count: Int) { counts = Array(repeating: 0, count: count) }
        func add(_ index: Int) { lock.withLock { counts[index] += 1 } }
        var values: [Int] { lock.withLock { counts } }
    }

    @Test(arguments: [(0, 16), (1, 16), (5, 16), (16, 16), (1000, 16), (1000, 1), (7, 0)])
    func everyIndexOnce(iterations: Int, threads: Int) {
        let counts = Counts(iterations)
        WaitingWork.perform(iterations: iterations, threads: threads) { index in
            usleep(UInt32(index % 3 * 100))  // calls that wait, as unlinking does
            counts.add(index)
        }
        #expect(counts.values == Array(repeating: 1, count: iterations))
    }
}
