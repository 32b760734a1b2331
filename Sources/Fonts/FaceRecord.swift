import Foundation

/// A face file as a build used it: what the SVG `<desc>`, the manifest and the build's font check record.
public struct FaceRecord: Sendable, Hashable, Codable {
    public var family: String
    public var style: String
    /// name ID 6, e.g. "Inter-Regular".
    public var postScriptName: String
    /// name ID 5, e.g. "Version 4.000;git-…".
    public var version: String
    public var file: String
    public var faceIndex: Int
    /// Lower-case hex SHA-256 of the whole file.
    public var sha256: String

    public init(family: String, style: String, postScriptName: String, version: String, file: String, faceIndex: Int, sha256: String) {
        self.family = family; self.style = style; self.postScriptName = postScriptName; self.version = version
        self.file = file; self.faceIndex = faceIndex; self.sha256 = sha256
    }

    /// The version string up to its first ";" ("Version 3.000" of "Version 3.000; ttfautohint …").
    /// Blanks trimmed as Foundation's `CharacterSet.whitespaces` would (tab, the space separators and U+200B
    /// ZERO WIDTH SPACE; tested on every scalar), without it: every SVG's description carries this, and
    /// `trimmingCharacters` was 20,000 instructions.
    public var shortVersion: String {
        let scalars = version.unicodeScalars
        let end = scalars.firstIndex(of: ";") ?? scalars.endIndex
        func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator }
        var start = scalars.startIndex, stop = end
        while start < stop, isBlank(scalars[start]) { start = scalars.index(after: start) }
        while stop > start, isBlank(scalars[scalars.index(before: stop)]) { stop = scalars.index(before: stop) }
        return String(scalars[start..<stop])
    }

    /// "Inter-Regular (Version 3.019, sha256 a7e791e8f5a0)": the short form an SVG description carries.
    public var summary: String {
        "\(postScriptName.isEmpty ? family : postScriptName) (\(shortVersion.isEmpty ? "no version" : shortVersion), sha256 \(sha256.prefix(12)))"
    }
}
