import Foundation
import Testing

/// Compares text with a golden file in a test target's `Goldens` folder; `RECORD_GOLDENS=1 swift test`
/// rewrites them.
public struct GoldenFile: Sendable {
    public let directory: URL

    /// Goldens beside the calling test file: pass `#filePath`.
    public init(besides filePath: String) {
        directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    public func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(name); run with RECORD_GOLDENS=1 to create it", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "golden \(name) differs", sourceLocation: sourceLocation)
    }
}
