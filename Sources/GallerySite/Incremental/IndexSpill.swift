import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The groups of the index a build is making, each written to a file in the build folder as soon as it is
/// complete (its page written, its look-alike verdicts known), so that the build holds none of its groups'
/// files, variants and verdicts in memory: its memory stays flat in the number of variants (issue 10).
/// ``finish(_:to:)`` then writes the index — the head, the groups in the index's order, copied from the spill
/// a group at a time, and the end line — and removes the spill. A build that fails leaves the spill in its
/// build folder, which is removed with it.
final class IndexSpill: @unchecked Sendable {
    // @unchecked: `chunks` and the file's end are only touched while `lock` is held; `fd` is written under it.
    private let lock = NSLock()
    private let fd: Int32
    let path: String
    /// Where each group's lines are in the spill, by group key.
    private var chunks: [String: (offset: Int, count: Int)] = [:]
    private var end = 0

    static let fileName = "index.groups"

    /// A new, empty spill in `root`'s build folder.
    init(in root: URL) throws(OutputError) {
        let folder = root.appendingPathComponent(BuildIndex.folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent(Self.fileName).path
        fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError(path: path, message: "cannot create: \(String(cString: strerror(errno)))") }
    }

    deinit { close(fd) }

    /// Writes `group`'s lines; a later group with the same key takes its place.
    func add(_ group: BuildIndex.Group) throws(OutputError) {
        let bytes = BuildIndex.bytes(of: group)
        lock.lock()
        defer { lock.unlock() }
        try Self.write(bytes, to: fd, at: end, path: path)
        chunks[group.key] = (end, bytes.count)
        end += bytes.count
    }

    /// Writes the index to `url`: `index`'s head (its own `groups` are not used), the spilled groups in
    /// `index.order` (keys without a group are left out), the end line.
    func finish(_ index: BuildIndex, to url: URL) throws(OutputError) {
        lock.lock()
        defer { lock.unlock() }
        let out = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard out >= 0 else { throw OutputError(path: url.path, message: "cannot create: \(String(cString: strerror(errno)))") }
        defer { close(out) }
        var position = 0
        func append(_ bytes: [UInt8]) throws(OutputError) {
            try Self.write(bytes, to: out, at: position, path: url.path)
            position += bytes.count
        }
        try append(Array(index.headText.utf8))
        for key in index.order {
            guard let chunk = chunks[key] else { continue }
            try append(try read(chunk))
        }
        try append(Array(BuildIndex.endLine.utf8))
        unlink(path)
    }

    private func read(_ chunk: (offset: Int, count: Int)) throws(OutputError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: chunk.count)
        var done = 0
        while done < chunk.count {
            let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, chunk.count - done, off_t(chunk.offset + done)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw OutputError(path: path, message: "cannot read back: \(count < 0 ? String(cString: strerror(errno)) : "cut short")") }
            done += count
        }
        return bytes
    }

    private static func write(_ bytes: [UInt8], to fd: Int32, at offset: Int, path: String) throws(OutputError) {
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress! + done, bytes.count - done, off_t(offset + done)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw OutputError(path: path, message: "cannot write: \(String(cString: strerror(errno)))")
            }
            done += count
        }
    }
}
