import Foundation

/// Writes a file so that readers see either the old content or the new one, never a partial file:
/// the bytes go to a temporary file beside the target, which is then renamed over it.
package enum AtomicFile {
    package static func write(_ bytes: [UInt8], to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(bytes).write(to: temporary)
            if FileManager.default.fileExists(atPath: url.path) {
                _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
            } else {
                try FileManager.default.moveItem(at: temporary, to: url)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw OutputError(path: url.path, message: "cannot write: \(error.localizedDescription)")
        }
    }
}

/// A failure writing the output, with the path it concerns.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String
    public var description: String { "\(path): \(message)" }
}
