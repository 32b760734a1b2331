import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `lstat` says about a file that changes whenever its bytes are replaced: size, modification time
/// in nanoseconds and inode. A file a build wrote or linked keeps its stamp until someone rewrites it, so
/// an unchanged stamp means the build's own bytes are still there; a copy that kept the times is accepted
/// too (``holdsTheBytes(of:)``).
struct FileStamp: Hashable, Sendable {
    var size: Int64
    var modified: Int64
    var inode: UInt64

    /// The stamp of the regular file at `path`; nil when it is missing or not a regular file (a symbolic
    /// link is not one, unless `following` links).
    static func of(_ path: String, following: Bool = false) -> FileStamp? {
        var status = stat()
        guard (following ? stat(path, &status) : lstat(path, &status)) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(size: Int64(status.st_size),
                         modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
                         inode: UInt64(status.st_ino))
    }

    /// Whether the file found with this stamp still holds the bytes recorded with `recorded`: the same size and
    /// modification time to the nanosecond. An edit or a save gives the file a new time; a copy that kept its
    /// times (`cp -a`, `tar --posix`, a CI cache restoring the last site: docs/incremental-builds.md) is the same
    /// file under another inode, so the inode is compared only where the time has no nanoseconds: a file system
    /// that keeps whole seconds would not tell a same-size save within the second from the file the build wrote.
    func holdsTheBytes(of recorded: FileStamp) -> Bool {
        size == recorded.size && modified == recorded.modified
            && (inode == recorded.inode || modified % 1_000_000_000 != 0)
    }

    /// ``holdsTheBytes(of:)`` for the regular file at `path`; false when there is none.
    static func file(at path: String, holdsTheBytesOf recorded: FileStamp) -> Bool {
        of(path)?.holdsTheBytes(of: recorded) ?? false
    }
}
