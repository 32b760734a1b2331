/// A problem found in a configuration document, located by file, JSON path and (when known)
/// line/column: `gallery-config.json:12:18: $.themes[1].colorScheme: expected one of "light", "dark",
/// found "darkk" (did you mean "dark"?)`.
package struct ConfigIssue: Error, Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var path: JSONPath
    package var position: SourcePosition?
    package var message: String

    package init(file: String, path: JSONPath, position: SourcePosition?, message: String) {
        self.file = file
        self.path = path
        self.position = position
        self.message = message
    }

    package var description: String {
        let location = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(location): \(path): \(message)"
    }
}
