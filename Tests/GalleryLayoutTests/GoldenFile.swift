import Foundation
import Testing

/// Compares text with a golden file beside the tests; `RECORD_GOLDENS=1 swift test` rewrites them.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
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
