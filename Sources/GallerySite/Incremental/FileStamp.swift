import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `lstat` says about a file that changes whenever its bytes are replaced: size, modification time
/// in nanoseconds and inode. A file a build wrote or linked keeps its stamp until someone rewrites it, so
/// an unchanged stamp means the build's own bytes are still there.
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
}
