import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes whole files with plain `open`/`write`/`close`. Foundation's `Data.write(to:)` syncs every file to
/// disk, which on a build of thousands of files costs more than everything else together; the site's
/// all-or-nothing guarantee comes from the staging folder being renamed into place instead.
public enum FileWriter {
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError(path: path, message: "cannot create: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        try write(bytes, toDescriptor: fd, path: path)
    }

    /// Writes all of `bytes` to the open file `fd` (at its offset); `path` names it in errors.
    private static func write(_ bytes: [UInt8], toDescriptor fd: Int32, path: String) throws(OutputError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputError(path: path, message: "cannot write: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    public static func write(_ data: Data, to url: URL) throws(OutputError) { try write([UInt8](data), to: url.path) }
    public static func write(_ bytes: [UInt8], to url: URL) throws(OutputError) { try write(bytes, to: url.path) }
}
