import CFileSystem
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A build folder beside the output: everything is written there, and it takes the output's place only
/// when the whole build succeeded. A failed build removes it and leaves the output as it was.
///
/// The swap is one `renameat2(RENAME_EXCHANGE)`: at every instant the output path holds either the old
/// site or the new one, and a kill at any moment leaves a whole site there. Where the file system cannot
/// exchange (EINVAL, ENOSYS), two renames are used, and the short window between them is closed by the
/// next build, which moves the old site back when it finds no output. Both kinds of leftover folder carry
/// the marker file, and a build removes the ones whose process is gone — never a folder without it, but
/// for an empty one (a build killed before it wrote the marker).
struct StagingDirectory {
    let output: OutputFolder
    let url: URL

    private static let buildingInfix = ".building-"
    private static let asideInfix = ".old-"

    init(for output: OutputFolder) throws(OutputError) {
        self.output = output
        Self.recover(output)
        url = Self.sibling(of: output.url, infix: Self.buildingInfix, pid: getpid())
        try? FileManager.default.removeItem(at: url)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try FileWriter.write(OutputFolder.markerText, to: url.appendingPathComponent(OutputFolder.markerName))
        } catch {
            throw OutputError(path: url.path, message: "cannot create the build folder: \(error)")
        }
    }

    /// Moves the finished build into place and removes the old site.
    func commit() throws(OutputError) {
        try output.checkStillReplaceable()
        let target = output.url
        guard output.exists else {
            guard rename(url.path, target.path) == 0 else { throw failure("cannot move the new site into place", errno) }
            return
        }
        carryOverHostFiles(from: target)
        let status = cfs_exchange_paths(url.path, target.path)
        if status == 0 {
            Self.remove(url)  // now the old site
            return
        }
        guard status == EINVAL || status == ENOSYS else { throw failure("cannot swap the new site into place", status) }
        // Two renames; a kill between them is repaired by `recover` on the next build.
        let aside = Self.sibling(of: target, infix: Self.asideInfix, pid: getpid())
        guard rename(target.path, aside.path) == 0 else { throw failure("cannot move the old site aside", errno) }
        guard rename(url.path, target.path) == 0 else {
            let code = errno
            _ = rename(aside.path, target.path)
            throw failure("cannot move the new site into place", code)
        }
        Self.remove(aside)
    }

    func discard() { Self.remove(url) }

    /// Removes one of the tool's own folders with its marker last, so that a kill in the middle leaves a
    /// folder the next build still recognises (and removes).
    static func remove(_ folder: URL) {
        FolderRemoval.removeContents(of: folder.path, keeping: OutputFolder.markerName)
        try? FileManager.default.removeItem(at: folder)
    }

    private func failure(_ what: String, _ code: Int32) -> OutputError {
        OutputError(path: output.url.path, message: "\(what): \(String(cString: strerror(code))); the previous output is unchanged")
    }

    /// Files a static host needs (`.nojekyll`, `CNAME`, …) and other hidden files of the old output
    /// reach the new one unless the build wrote its own.
    private func carryOverHostFiles(from old: URL) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: old.path) else { return }
        for name in names.sorted() where name != OutputFolder.markerName && (name.hasPrefix(".") || OutputFolder.carriedOver.contains(name)) {
            let destination = url.appendingPathComponent(name)
            if !fm.fileExists(atPath: destination.path) { try? fm.copyItem(at: old.appendingPathComponent(name), to: destination) }
        }
    }

    private static func sibling(of output: URL, infix: String, pid: Int32) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent)\(infix)\(pid)")
    }

    /// Repairs what a killed build left beside `output`: puts the old site back when the output is
    /// missing, and removes marked build folders whose process no longer runs.
    static func recover(_ output: OutputFolder) {
        let fm = FileManager.default
        let parent = output.url.deletingLastPathComponent()
        guard let names = try? fm.contentsOfDirectory(atPath: parent.path) else { return }
        let prefix = ".\(output.url.lastPathComponent)"
        var leftovers: [(url: URL, isAside: Bool)] = []
        for name in names.sorted() where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            let isAside = rest.hasPrefix(asideInfix)
            guard isAside || rest.hasPrefix(buildingInfix),
                  let pid = Int32(rest.drop(while: { $0 != "-" }).dropFirst()), !isRunning(pid) else { continue }
            let candidate = parent.appendingPathComponent(name)
            // A build killed before it wrote the marker leaves an empty folder: nothing in it to lose.
            let isEmpty = (try? fm.contentsOfDirectory(atPath: candidate.path))?.isEmpty == true
            guard isEmpty || fm.fileExists(atPath: candidate.appendingPathComponent(OutputFolder.markerName).path) else { continue }
            leftovers.append((candidate, isAside))
        }
        if !output.exists, let aside = leftovers.first(where: \.isAside) {
            _ = rename(aside.url.path, output.url.path)
        }
        for leftover in leftovers where fm.fileExists(atPath: leftover.url.path) {
            remove(leftover.url)
        }
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        pid == getpid() ? false : (kill(pid, 0) == 0 || errno == EPERM)
    }
}
