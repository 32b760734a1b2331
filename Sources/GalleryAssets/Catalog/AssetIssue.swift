import GalleryJSON

/// A problem found while reading an asset catalog or a font file, located as precisely as the input allows
/// and rendered compiler-style:
///
/// - `Brand.xcassets/red.colorset/Contents.json:7:18: error: $.colors[0].color.components.red: …` (a value)
/// - `Brand.xcassets/red.colorset/Contents.json:3:5: error: expected ',' or '}' after object member` (syntax)
/// - `Brand.xcassets/red.colorset/Contents.json: error: byte 41: not valid UTF-8 …` (encoding)
/// - `Brand.xcassets/red.colorset: error: missing Contents.json` (a file or folder as a whole)
package struct AssetIssue: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Severity: String, Sendable, Hashable {
        /// The asset (or font) is left out.
        case error
        /// The asset is kept; something in it was ignored or guessed.
        case warning
    }

    /// Where in ``AssetIssue/file`` the problem is.
    package enum Location: Sendable, Hashable {
        /// The file or folder as a whole.
        case whole
        /// A JSON value: its position (when known) and path.
        case value(SourcePosition?, JSONPath)
        /// A JSON syntax error at a line and column.
        case text(SourcePosition)
        /// A byte offset in a binary or undecodable file.
        case byte(Int)
    }

    package var severity: Severity
    /// The file or folder, as the path the caller gave joined with the path inside it.
    package var file: String
    package var location: Location
    package var message: String

    package init(_ severity: Severity, file: String, location: Location = .whole, message: String) {
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
    }

    /// A located value problem from the JSON reader's typed reads.
    package init(_ issue: ConfigIssue, severity: Severity = .error) {
        self.init(severity, file: issue.file, location: .value(issue.position, issue.path), message: issue.message)
    }

    /// A JSON syntax error.
    package init(_ error: JSONParseError) {
        self.init(.error, file: error.file, location: .text(error.position), message: error.message)
    }

    package var description: String {
        switch location {
        case .whole: "\(file): \(severity.rawValue): \(message)"
        case .value(let position?, let path): "\(file):\(position.line):\(position.column): \(severity.rawValue): \(path): \(message)"
        case .value(nil, let path): "\(file): \(severity.rawValue): \(path): \(message)"
        case .text(let position): "\(file):\(position.line):\(position.column): \(severity.rawValue): \(message)"
        case .byte(let offset): "\(file): \(severity.rawValue): byte \(offset): \(message)"
        }
    }
}
