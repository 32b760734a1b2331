/// Where in a team's Swift source a view was made (`#fileID` and `#line` defaults on its initialiser), so
/// that a problem found while rendering can point at the line that caused it.
public struct CallSite: Hashable, Sendable, CustomStringConvertible {
    /// `Module/File.swift`, as `#fileID` gives it.
    public var fileID: String
    /// The line in that file.
    public var line: Int

    /// A call site from `#fileID` and `#line`.
    public init(fileID: String, line: Int) { self.fileID = fileID; self.line = line }

    /// `Module/File.swift:12`.
    public var description: String { "\(fileID):\(line)" }
}
