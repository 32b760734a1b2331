import Foundation

/// A throw-away folder tree for one command: `home/` (the process's HOME) and `project/` (its current
/// folder, with a small configuration and the repository's templates). Dangerous output paths are
/// tried only inside it, so a wrong refusal can at worst destroy the sandbox.
struct Sandbox {
    let root: URL
    var home: URL { root.appendingPathComponent("home") }
    var project: URL { root.appendingPathComponent("project") }

    /// One style under one theme: quick to build.
    static let smallConfig = """
        {
          "title": "Sandbox gallery",
          "styles": { "include": ["gradient-style"] },
          "themes": [ { "id": "default", "title": "Default" } ]
        }

        """

    init(config: String = Sandbox.smallConfig) throws {
        let fm = FileManager.default
        root = fm.temporaryDirectory.appendingPathComponent("stylegallery-sandbox-\(UUID().uuidString)")
        try fm.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("project"), withIntermediateDirectories: true)
        try fm.copyItem(at: repositoryRoot.appendingPathComponent("Templates"), to: project.appendingPathComponent("Templates"))
        try write(config, to: "project/gallery-config.json")
    }

    func write(_ text: String, to relativePath: String) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// Every file, folder and link below the root with its content (files) or target (links).
    func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: root.path) else { return result }
        while let path = walker.nextObject() as? String {
            let full = root.appendingPathComponent(path).path
            if let target = try? fm.destinationOfSymbolicLink(atPath: full) {
                result[path] = "link → \(target)"
            } else if let data = fm.contents(atPath: full) {
                result[path] = "file \(data.count) \(data.hashValue)"
            } else {
                result[path] = "folder"
            }
        }
        return result
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
