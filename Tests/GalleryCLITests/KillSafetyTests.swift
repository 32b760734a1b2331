import Foundation
import Testing

/// SIGKILL at random moments of real builds: the output path must always hold a whole site (the old one
/// or the new one), and the next build must leave no debris beside it.
@Suite("Kill safety of the output swap")
struct KillSafetyTests {
    static let config = """
        {
          "output": "site",
          "styles": { "include": ["gradient-style", "my-toggle-style", "my-button-style"] },
          "themes": [ { "id": "default", "title": "Default" }, { "id": "dark", "title": "Dark", "extends": "default", "colorScheme": "dark" } ]
        }

        """

    /// A whole site: the marker, the home page, a manifest that parses and every variant file it lists, parsing.
    static func isWholeSite(_ folder: URL) -> Bool {
        let fm = FileManager.default
        func json(_ path: String) -> Any? { fm.contents(atPath: folder.appendingPathComponent(path).path).flatMap { try? JSONSerialization.jsonObject(with: $0) } }
        guard fm.fileExists(atPath: folder.appendingPathComponent(".stylegallery").path),
              fm.fileExists(atPath: folder.appendingPathComponent("index.html").path),
              let files = (json("manifest.json") as? [String: Any])?["variantFiles"] as? [String], !files.isEmpty else { return false }
        return files.allSatisfy { json($0) != nil }
    }

    @Test func randomKillsNeverLeaveAMissingOrPartialSite() throws {
        let sandbox = try Sandbox(config: Self.config)
        defer { sandbox.remove() }
        let site = sandbox.url("project/site")
        let start = Date()
        let first = try GalleryProcess.run(["build"], in: sandbox.project, home: sandbox.home)
        let duration = Date().timeIntervalSince(start)
        try #require(first.status == 0, "first build: \(first.stderr)")
        #expect(Self.isWholeSite(site))

        var delays: [Double] = []
        for _ in 0..<12 {
            let delay = Double.random(in: 0...(duration * 1.2))
            delays.append(delay)
            let process = Process()
            process.executableURL = GalleryProcess.executable
            process.arguments = ["build"]
            process.currentDirectoryURL = sandbox.project
            process.environment = GalleryProcess.minimalEnvironment(home: sandbox.home, path: "/usr/bin:/bin")
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(Self.isWholeSite(site), "after a kill at \(delay) s the output is not a whole site (delays so far: \(delays))")
        }
        let last = try GalleryProcess.run(["build"], in: sandbox.project, home: sandbox.home)
        #expect(last.status == 0, "\(last.stderr)")
        #expect(Self.isWholeSite(site))
        let beside = try FileManager.default.contentsOfDirectory(atPath: sandbox.project.path).sorted()
        #expect(beside == ["Templates", "gallery-config.json", "site"], "debris after kills at \(delays): \(beside)")
    }
}
