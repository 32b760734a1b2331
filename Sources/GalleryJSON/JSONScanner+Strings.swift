extension JSONScanner {
    /// Parses a string literal starting at the opening quote and returns its decoded contents.
    mutating func parseString() throws(JSONParseError) -> String {
        let start = position
        advance()  // opening quote
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer, stringStart: start)
            case 0x0A, 0x0D:
                throw error("unterminated string (line breaks inside strings must be written as \\n)", at: start)
            case 0x00..<0x20:
                throw error("unescaped control character U+\(JSONText.hex4(UInt32(byte))) in string"
                    + " (write it as \(Self.escapeHint(byte)))")
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    private static func escapeHint(_ byte: UInt8) -> String {
        switch byte {
        case 0x09: "\\t"
        case 0x08: "\\b"
        case 0x0C: "\\f"
        default: "\\u" + JSONText.hex4(UInt32(byte))
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8], stringStart: SourcePosition) throws(JSONParseError) {
        let escapeStart = position
        advance()  // backslash
        guard let byte = current else { throw error("unterminated string", at: stringStart) }
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""): 0x22
            case UInt8(ascii: "\\"): 0x5C
            case UInt8(ascii: "/"): 0x2F
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            buffer.append(simple)
            advance()
            return
        }
        guard byte == UInt8(ascii: "u") else {
            let found = describeCurrent()
            throw error("invalid escape sequence '\\' followed by \(found) in string"
                + " (valid escapes: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: escapeStart)
        }
        advance()
        let unit = try readHex4(escapeStart)
        let scalarValue: UInt32
        switch unit {
        case 0xD800...0xDBFF:
            guard current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                throw loneSurrogate(unit, high: true, at: escapeStart)
            }
            let lowStart = position
            advance()
            advance()
            let low = try readHex4(lowStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(unit, high: true, at: escapeStart) }
            scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw loneSurrogate(unit, high: false, at: escapeStart)
        default:
            scalarValue = unit
        }
        // Non-surrogate values below 0x110000 are always valid scalars.
        buffer.append(contentsOf: String(Character(Unicode.Scalar(scalarValue)!)).utf8)
    }

    private func loneSurrogate(_ unit: UInt32, high: Bool, at position: SourcePosition) -> JSONParseError {
        let text = "'\\u\(JSONText.hex4(unit))'"
        return high
            ? error("lone high surrogate \(text) in string (must be followed by a low surrogate \\uDC00-\\uDFFF)",
                at: position)
            : error("lone low surrogate \(text) in string (must follow a high surrogate \\uD800-\\uDBFF)", at: position)
    }

    private mutating func readHex4(_ escapeStart: SourcePosition) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt32? =
                switch current {
                case .some(let b) where b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
                case .some(let b) where b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
                case .some(let b) where b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
                default: nil
                }
            guard let digit else {
                throw error("invalid unicode escape: '\\u' must be followed by 4 hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }
}
