import Foundation

/// A build folder beside the output: everything is written there, and it replaces the output folder
/// only when the whole build succeeded. A failed build removes it and leaves the output as it was.
struct StagingDirectory {
    let output: URL
    let url: URL

    init(replacing output: URL) throws {
        self.output = output.standardizedFileURL
        let parent = self.output.deletingLastPathComponent()
        url = parent.appendingPathComponent(".\(self.output.lastPathComponent).building-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: url.path, message: "cannot create the build folder: \(error.localizedDescription)")
        }
    }

    /// Moves the finished build into place: the old output is renamed aside, the build renamed in, then
    /// the old output deleted. Only the two renames touch `output`.
    func commit() throws {
        let fm = FileManager.default
        let aside = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
        try? fm.removeItem(at: aside)
        let hadOutput = fm.fileExists(atPath: output.path)
        // Hidden files of the old output (`.gitkeep`, `.nojekyll`, a host's settings) are carried over.
        if hadOutput, let names = try? fm.contentsOfDirectory(atPath: output.path) {
            for name in names.sorted() where name.hasPrefix(".") && !fm.fileExists(atPath: url.appendingPathComponent(name).path) {
                try? fm.copyItem(at: output.appendingPathComponent(name), to: url.appendingPathComponent(name))
            }
        }
        do {
            if hadOutput { try fm.moveItem(at: output, to: aside) }
            try fm.moveItem(at: url, to: output)
        } catch {
            if hadOutput && !fm.fileExists(atPath: output.path) { try? fm.moveItem(at: aside, to: output) }
            throw OutputError(path: output.path, message: "cannot replace the output folder: \(error.localizedDescription)")
        }
        try? fm.removeItem(at: aside)
    }

    func discard() { try? FileManager.default.removeItem(at: url) }
}
