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

    /// "Inter-Regular (Version 4.000, sha256 1a2b3c4d5e6f)": the short form an SVG description carries.
    public var summary: String {
        "\(postScriptName.isEmpty ? family : postScriptName) (\(version.isEmpty ? "no version" : version), sha256 \(sha256.prefix(12)))"
    }
}
