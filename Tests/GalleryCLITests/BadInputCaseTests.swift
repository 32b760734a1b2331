import Foundation
import Testing

/// The cases in `Tests/BadInputCases/`: each folder holds `case.json` (the command, the exit status and
/// the words its error must contain) and `files/` (laid into a sandbox: `home/…` and `project/…`).
/// The command runs as a separate process inside the sandbox, with HOME pointing into it.
struct BadInputCase: CustomTestStringConvertible, Sendable {
    let name: String
    let folder: URL
    let about: String
    let arguments: [String]
    let status: Int32
    let stderr: [String]
    /// Nothing in the sandbox may change.
    let untouched: Bool
    /// Paths (relative to the sandbox) that must exist afterwards, and ones that must not.
    let exists: [String]
    let absent: [String]
    /// Symbolic links to create: path → target.
    let links: [String: String]

    var testDescription: String { name }

    static let folder = repositoryRoot.appendingPathComponent("Tests/BadInputCases")

    static func all() throws -> [BadInputCase] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        return try names.map { name in
            let folder = Self.folder.appendingPathComponent(name)
            let data = try Data(contentsOf: folder.appendingPathComponent("case.json"))
            guard let spec = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: folder.path])
            }
            return BadInputCase(
                name: name, folder: folder, about: spec["about"] as? String ?? "",
                arguments: spec["args"] as? [String] ?? [], status: Int32(spec["exit"] as? Int ?? -1),
                stderr: spec["stderr"] as? [String] ?? [], untouched: spec["untouched"] as? Bool ?? true,
                exists: spec["exists"] as? [String] ?? [], absent: spec["absent"] as? [String] ?? [],
                links: spec["links"] as? [String: String] ?? [:])
        }
    }
}

@Suite("Bad input cases (Tests/BadInputCases), run by the gallery binary in a sandbox")
struct BadInputCaseTests {
    @Test(arguments: try BadInputCase.all())
    func producesItsErrorAndTouchesNothing(_ testCase: BadInputCase) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let fm = FileManager.default
        let files = testCase.folder.appendingPathComponent("files")
        if let walker = fm.enumerator(atPath: files.path) {
            while let path = walker.nextObject() as? String {
                let source = files.appendingPathComponent(path)
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: source.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                let target = sandbox.url(path)
                try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if fm.fileExists(atPath: target.path) { try fm.removeItem(at: target) }
                try fm.copyItem(at: source, to: target)
            }
        }
        for (path, target) in testCase.links {
            try fm.createSymbolicLink(atPath: sandbox.url(path).path, withDestinationPath: target)
        }
        let arguments = testCase.arguments.map { $0.replacingOccurrences(of: "$SANDBOX", with: sandbox.root.path) }
        let before = sandbox.snapshot()
        let result = try GalleryProcess.run(arguments, in: sandbox.project, home: sandbox.home)
        #expect(result.status == testCase.status, "\(testCase.name): exit \(result.status); stderr: \(result.stderr)")
        for words in testCase.stderr {
            #expect(result.stderr.contains(words), "\(testCase.name): stderr lacks \"\(words)\": \(result.stderr)")
        }
        if testCase.untouched {
            let after = sandbox.snapshot()
            #expect(after == before, "\(testCase.name) changed the sandbox: \(Set(after.keys).symmetricDifference(before.keys).sorted())")
        }
        for path in testCase.exists { #expect(fm.fileExists(atPath: sandbox.url(path).path), "\(testCase.name): \(path) missing") }
        for path in testCase.absent { #expect(!fm.fileExists(atPath: sandbox.url(path).path), "\(testCase.name): \(path) exists") }
    }
}
