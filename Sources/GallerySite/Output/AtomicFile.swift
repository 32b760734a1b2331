import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that readers see either the old content or the new one, never a partial file: the
/// bytes go to a temporary file beside the target, which `rename(2)` then moves over it. A folder at the
/// target is refused; nothing but the target and the temporary file is touched.
package enum AtomicFile {
    package static func write(_ bytes: [UInt8], to url: URL) throws(OutputError) {
        if FileSystemPath.isDirectory(url) {
            throw OutputError(path: url.path, message: "refused: it is a folder, not a file; nothing was written")
        }
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try FileWriter.write(bytes, to: temporary)
        } catch {
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw OutputError(path: url.path, message: "cannot write: \(String(cString: strerror(code)))")
        }
    }
}

/// A failure writing the output, with the path it concerns.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String
    public var description: String { "\(path): \(message)" }
}
