/// A syntax error in a JSON document, rendered compiler-style:
/// `gallery-config.json:3:17: error: expected ',' or '}' after object member`.
package struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int
    package var message: String

    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    package init(file: String, position: SourcePosition, message: String) {
        self.init(file: file, line: position.line, column: position.column, message: message)
    }

    package var position: SourcePosition { SourcePosition(line: line, column: column) }

    package var description: String { "\(file):\(line):\(column): error: \(message)" }
}
