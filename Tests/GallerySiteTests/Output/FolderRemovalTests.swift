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
