import Fonts
import Foundation

/// Content digests (SHA-256) of the files a build depends on — the gallery executable, fonts, asset
/// catalogs, templates — remembered by ``FileStamp`` from the previous build's index, so an unchanged file
/// is not read again while a replaced one always is.
struct FileDigests {
    struct Entry: Hashable {
        var stamp: FileStamp
        var digest: String
    }

    /// What the previous build knew.
    private let known: [String: Entry]
    /// What this build looked at; the next build's `known`.
    private(set) var used: [String: Entry] = [:]

    init(known: [String: Entry] = [:]) { self.known = known }

    /// The digest of the file at `path`, or `"missing"`.
    mutating func digest(ofFile path: String) -> String {
        if let entry = used[path] { return entry.digest }
        guard let stamp = FileStamp.of(path, following: true) else { return "missing" }
        if let entry = known[path], entry.stamp == stamp {
            used[path] = entry
            return entry.digest
        }
        guard let digest = SHA256.hex(ofFile: path) else { return "unreadable" }
        // A file changed while it was read gets no entry, so the next build reads it again.
        if FileStamp.of(path, following: true) == stamp { used[path] = Entry(stamp: stamp, digest: digest) }
        return digest
    }

    /// The digest of a file, or of every file below a folder (their paths relative to it, and contents).
    mutating func digest(ofTree path: String) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "missing" }
        guard isFolder.boolValue else { return digest(ofFile: path) }
        var parts = InputDigest("tree")
        let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let names = (FileManager.default.subpaths(atPath: root) ?? []).sorted()
        for name in names {
            let file = root + "/" + name
            guard FileStamp.of(file, following: true) != nil else { continue }  // folders, links to folders
            parts.add(name, digest(ofFile: file))
        }
        return parts.hex
    }
}
