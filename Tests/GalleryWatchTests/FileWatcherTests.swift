import Foundation
import Testing
@testable import GalleryWatch

@Suite struct FileWatcherTests {
    /// Collects changes until `expected` are all seen or a generous time passed.
    func collect(_ watcher: FileWatcher, until expected: Set<String>) -> Set<String> {
        var seen: Set<String> = []
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !expected.isSubset(of: seen) { seen.formUnion(watcher.changes(timeout: 0.2)) }
        return seen
    }

    @Test func aWatchedFileIsSeenWhenWrittenOrReplacedButItsNeighboursAreNot() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let config = try folder.write("{}", to: "gallery-config.json")
        try folder.write("x", to: "notes.txt")
        let watcher = try FileWatcher(files: [config], trees: [])
        try folder.write("y", to: "notes.txt")
        #expect(watcher.changes(timeout: 0.3).isEmpty)
        try folder.write("{\"title\":\"a\"}", to: "gallery-config.json")
        #expect(collect(watcher, until: [config.path]).contains(config.path))
        // An editor's save: a new file renamed over the old one.
        try folder.write("{\"title\":\"b\"}", to: "gallery-config.json.tmp")
        _ = rename(folder.url.appendingPathComponent("gallery-config.json.tmp").path, config.path)
        let seen = collect(watcher, until: [config.path])
        #expect(seen == [config.path])
    }

    @Test func treesAreWatchedRecursivelyIncludingNewFolders() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("a", to: "Templates/page.html")
        try folder.write("b", to: "Templates/assets/site.css")
        let tree = folder.url.appendingPathComponent("Templates")
        let watcher = try FileWatcher(files: [], trees: [tree])
        #expect(watcher.watchCount == 2)
        let css = try folder.write("c", to: "Templates/assets/site.css")
        #expect(collect(watcher, until: [css.path]).contains(css.path))
        // A new folder, and a file in it written right away.
        let deep = try folder.write("d", to: "Templates/partials/cards/card.html")
        let seen = collect(watcher, until: [deep.path])
        #expect(seen.contains(deep.path))
        #expect(watcher.watchCount == 4)
        try folder.write("e", to: "Templates/partials/cards/card.html")
        #expect(collect(watcher, until: [deep.path]).contains(deep.path))
    }

    @Test func hiddenAndExcludedFoldersAreLeftOut() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("a", to: "Sources/Button.swift")
        try folder.write("b", to: "Sources/output/index.html")
        try folder.write("c", to: "Sources/.build/x.o")
        let watcher = try FileWatcher(files: [], trees: [folder.url.appendingPathComponent("Sources")],
                                      excluding: [folder.url.appendingPathComponent("Sources/output")])
        #expect(watcher.watchCount == 1)
        try folder.write("b2", to: "Sources/output/index.html")
        try folder.write("b3", to: "Sources/output/new.html")
        try folder.write("c2", to: "Sources/.build/x.o")
        try folder.write("d", to: "Sources/.hidden-new/y")
        #expect(watcher.changes(timeout: 0.3).isEmpty)
        let swift = try folder.write("a2", to: "Sources/Button.swift")
        #expect(collect(watcher, until: [swift.path]) == [swift.path])
    }

    @Test func temporaryFilesThatCameAndWentAreDropped() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let style = try folder.write("a", to: "Sources/Button.swift")
        let watcher = try FileWatcher(files: [], trees: [folder.url.appendingPathComponent("Sources")])
        // What `sed -i` does: a temporary file beside the real one, renamed over it.
        let temporary = try folder.write("b", to: "Sources/sedX1y2Z3")
        _ = rename(temporary.path, style.path)
        let seen = collect(watcher, until: [style.path, temporary.path])
        #expect(seen.contains(temporary.path))
        #expect(watcher.dropTransient(Array(seen)) == [style.path])
        // A file that was there and is deleted stays a change.
        try FileManager.default.removeItem(at: style)
        let deleted = collect(watcher, until: [style.path])
        #expect(watcher.dropTransient(Array(deleted)) == [style.path])
    }

    @Test func aMissingTreeIsReportedNotFatal() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let watcher = try FileWatcher(files: [], trees: [folder.url.appendingPathComponent("absent")])
        #expect(watcher.watchCount == 0)
        #expect(watcher.problems.count == 1)
    }
}
