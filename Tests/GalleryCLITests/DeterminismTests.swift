import Foundation
import Testing

/// The same inputs give byte-identical output in separate processes (each with its own hash seed).
@Suite("Determinism across processes")
struct DeterminismTests {
    static func files(under root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() {
            let url = root.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: url)
            }
        }
        return result
    }

    @Test func twoProcessesBuildTheSameBytes() throws {
        let sandbox = try Sandbox(config: KillSafetyTests.config)
        defer { sandbox.remove() }
        let first = try GalleryProcess.run(["build", "--output", "one"], in: sandbox.project, home: sandbox.home)
        let second = try GalleryProcess.run(["build", "--output", "two"], in: sandbox.project, home: sandbox.home)
        try #require(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
        let one = try IncrementalBuildTests.siteFiles(sandbox.url("project/one")), two = try IncrementalBuildTests.siteFiles(sandbox.url("project/two"))
        #expect(one.count > 50)
        #expect(one.keys.sorted() == two.keys.sorted())
        let differing = one.keys.filter { one[$0] != two[$0] }.sorted()
        #expect(differing.isEmpty, "files that differ between two processes: \(differing.prefix(5))")
    }
}
