/// An error raised by `XMLWriter`: a libxml2 parse error, a rejected input
/// (invalid character, unknown slot, …) or a libxml2 API failure.
///
/// `description` reads like a compiler diagnostic so it can be printed as is:
/// `Templates/page.html:12:5: error: Unexpected end tag : div`.
public struct XMLError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The template file name given by the caller, if the error concerns a file.
    public var file: String?
    /// 1-based line number, if known.
    public var line: Int?
    /// 1-based column number, if known.
    public var column: Int?
    /// Human-readable message (libxml2's own wording for parse errors).
    public var message: String

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var location: [String] = []
        if let file { location.append(file) }
        if let line {
            location.append(String(line))
            if let column { location.append(String(column)) }
        }
        let prefix = location.isEmpty ? "" : location.joined(separator: ":") + ": "
        return prefix + "error: " + message
    }
}
