import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches files and folder trees with Linux inotify. A watched file is watched through its folder (so an
/// editor that saves by renaming a new file over it is seen); a tree gets one watch per folder, and folders
/// created later are added as they appear. Hidden folders (`.build`, `.git`, …) and the `excluded` folders
/// (the output, which every build replaces) are left out.
public final class FileWatcher: @unchecked Sendable {
    /// What a watch descriptor stands for.
    private struct Watch {
        let folder: URL
        /// Only these names in the folder count (a watched file); nil: everything below (a tree).
        let names: Set<String>?
    }

    private let descriptor: Int32
    private var watches: [Int32: Watch] = [:]
    private var fileNames: [String: Set<String>] = [:]
    private let excluded: [String]
    private let lock = NSLock()
    /// Files created since the last ``dropTransient(_:)``, and those of them that went again (an editor's
    /// or `sed -i`'s temporary file renamed over the real one).
    private var created: Set<String> = []
    private var transient: Set<String> = []
    /// Folders that could not be watched (missing, unreadable, or the kernel's limit reached).
    public private(set) var problems: [String] = []

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_ATTRIB
                                     | IN_DELETE_SELF | IN_MOVE_SELF) | UInt32(IN_ONLYDIR)

    public init(files: [URL], trees: [URL], excluding: [URL] = []) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw WatchError("inotify_init1 failed: \(String(cString: strerror(errno)))") }
        excluded = excluding.map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
        for file in files {
            let file = file.standardizedFileURL
            let folder = file.deletingLastPathComponent()
            fileNames[folder.path, default: []].insert(file.lastPathComponent)
        }
        for (folder, names) in fileNames { add(URL(fileURLWithPath: folder), names: names) }
        for tree in trees { addTree(tree.standardizedFileURL) }
    }

    deinit { close(descriptor) }

    /// How many folders are watched.
    public var watchCount: Int { lock.withLock { watches.count } }

    /// Waits up to `timeout` seconds for events; returns the paths that changed (empty after a timeout).
    public func changes(timeout: Double) -> [String] {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(max(0, timeout * 1000)))
        guard ready > 0 else { return [] }
        return readEvents()
    }

    private func readEvents() -> [String] {
        var changed: [String] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                offset += header + length
                changed += handle(wd: wd, mask: mask, name: String(decoding: nameBytes, as: UTF8.self))
            }
        }
        return changed
    }

    private func handle(wd: Int32, mask: UInt32, name: String) -> [String] {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 { return ["(many files)"] }
        guard let watch = lock.withLock({ watches[wd] }) else { return [] }
        if mask & UInt32(IN_IGNORED) != 0 {
            lock.withLock { _ = watches.removeValue(forKey: wd) }
            return []
        }
        if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 { return watch.names == nil ? [watch.folder.path] : [] }
        guard !name.isEmpty else { return [] }
        let path = watch.folder.appendingPathComponent(name)
        if let names = watch.names { return names.contains(name) ? [path.path] : [] }
        if name.hasPrefix(".") || isExcluded(path.path) { return [] }
        if mask & UInt32(IN_CREATE) != 0 { created.insert(path.path) }
        if mask & UInt32(IN_MOVED_FROM | IN_DELETE) != 0, created.remove(path.path) != nil { transient.insert(path.path) }
        // A folder created (or moved) inside a tree: watch it and count what it already holds.
        if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            let files = addTree(path)
            return files.isEmpty ? [path.path] : files
        }
        return [path.path]
    }

    /// `paths` without the temporary files that came and went since the last call (a burst's changes,
    /// before they are built and reported).
    public func dropTransient(_ paths: [String]) -> [String] {
        defer { created = []; transient = [] }
        return paths.filter { !transient.contains($0) || FileManager.default.fileExists(atPath: $0) }
    }

    private func isExcluded(_ path: String) -> Bool {
        excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    private func add(_ folder: URL, names: Set<String>?) {
        let wd = inotify_add_watch(descriptor, folder.path, Self.mask)
        guard wd >= 0 else {
            problems.append("cannot watch \(folder.path): \(String(cString: strerror(errno)))")
            return
        }
        lock.withLock {
            // A folder watched for its files and as part of a tree: the tree's watch sees everything.
            if let existing = watches[wd], existing.names == nil { return }
            watches[wd] = Watch(folder: folder, names: names)
        }
    }

    /// Watches `root` and every folder below it; returns the files found (for a folder that just appeared).
    @discardableResult
    private func addTree(_ root: URL) -> [String] {
        let resolved = root.resolvingSymlinksInPath()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isFolder), isFolder.boolValue else {
            problems.append("cannot watch \(root.path): no such folder")
            return []
        }
        var files: [String] = []
        var pending = [resolved]
        while let folder = pending.popLast() {
            guard !isExcluded(folder.path) else { continue }
            add(folder, names: nil)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = folder.appendingPathComponent(name)
                var childIsFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child.path, isDirectory: &childIsFolder) else { continue }
                // Symbolic links to folders are not followed (no cycles, nothing outside the tree).
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: child.path)) != nil
                if childIsFolder.boolValue, !isLink { pending.append(child) } else { files.append(child.path) }
            }
        }
        return files
    }
}

public struct WatchError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
