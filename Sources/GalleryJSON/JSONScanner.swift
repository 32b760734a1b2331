/// Byte-level cursor over UTF-8 JSON text that tracks line and (Unicode-scalar) column.
/// Grammar productions live in the `JSONScanner+…` extensions.
struct JSONScanner {
    let bytes: [UInt8]
    let file: String
    let maximumDepth: Int
    var index = 0
    var line = 1
    var column = 1
    var depth = 0

    init(text: String, file: String, maximumDepth: Int) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
    }

    var position: SourcePosition { SourcePosition(line: line, column: column) }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    /// Consumes one byte, updating line/column. Continuation bytes of multi-byte UTF-8 sequences do
    /// not advance the column, so columns count Unicode scalars.
    mutating func advance() {
        let byte = bytes[index]
        index += 1
        switch byte {
        case 0x0A:
            line += 1
            column = 1
        case 0x0D:
            if current != 0x0A {
                line += 1
                column = 1
            }
        case 0x80...0xBF: break
        default: column += 1
        }
    }

    func error(_ message: String, at position: SourcePosition) -> JSONParseError {
        JSONParseError(file: file, position: position, message: message)
    }

    func error(_ message: String) -> JSONParseError { error(message, at: position) }

    mutating func skipWhitespace() throws(JSONParseError) {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"):
                throw error("comments are not allowed in JSON")
            default:
                return
            }
        }
    }

    /// Human rendering of the character at the cursor: `'x'`, `"'"`, `'é' (U+00E9)`, `U+0001`,
    /// or `end of input`.
    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "invalid UTF-8" }
        switch scalar.value {
        case 0x27: return "\"'\""
        case 0x21...0x7E: return "'\(Character(scalar))'"
        case 0x00...0x20, 0x7F: return "U+" + JSONText.hex4(scalar.value)
        default: return "'\(Character(scalar))' (U+\(JSONText.hex4(scalar.value)))"
        }
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONNode {
        try skipWhitespace()
        guard current != nil else { throw error("unexpected end of input, expected a JSON value") }
        let node = try parseValue()
        try skipWhitespace()
        guard current == nil else { throw error("unexpected \(describeCurrent()) after top-level JSON value") }
        return node
    }

    mutating func parseValue() throws(JSONParseError) -> JSONNode {
        let start = position
        guard let byte = current else { throw error("unexpected end of input, expected a JSON value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "+"): throw error("numbers must not start with '+'")
        case UInt8(ascii: "."): throw error("numbers must have a digit before the decimal point")
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return try parseLiteral()
        default:
            throw error("unexpected \(describeCurrent()), expected a JSON value")
        }
    }
}
