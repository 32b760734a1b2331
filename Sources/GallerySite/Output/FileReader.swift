import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads whole files into one byte array with plain `open`/`fstat`/`read`. `FileManager.contents(atPath:)`
/// gives `Data`, and turning that into `[UInt8]` copies it: for the index of a 100,000-variant site (14 MB)
/// the file was held twice while it was parsed.
enum FileReader {
    /// The file's bytes; nil when it cannot be opened or read (missing, a folder, no permission).
    static func bytes(atPath path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // One byte more than `fstat` says, so that the read that finds the end needs no room of its own (growing
        // a full array would reallocate it at twice the file's size).
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                // The file grew since `fstat` (or reports no size): read on in steps.
                bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2)))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count) }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}
