/// Strict UTF-8 validation that says where the text stops being UTF-8 (RFC 3629: no overlong forms, no
/// surrogates, nothing above U+10FFFF).
package enum UTF8Validation {
    /// The offset at which the first invalid UTF-8 sequence starts (its first byte), or `nil` when all
    /// of `bytes` is valid.
    package static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var range: ClosedRange<UInt8> = 0x80...0xBF  // allowed second byte
            switch lead {
            case 0x00...0x7F:
                index += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; range = 0xA0...0xBF
            case 0xED: length = 3; range = 0x80...0x9F
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xF0: length = 4; range = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; range = 0x80...0x8F
            default: return index
            }
            for k in 1..<length {
                guard index + k < bytes.count else { return index }
                let byte = bytes[index + k]
                guard k == 1 ? range.contains(byte) : (0x80...0xBF).contains(byte) else { return index }
            }
            index += length
        }
        return nil
    }

    /// The first invalid byte: its offset, value and position (line and column counted in Unicode scalars
    /// up to it, as `SourcePosition` counts), or nil when all of `bytes` is valid UTF-8.
    package static func firstInvalid(in bytes: [UInt8]) -> (offset: Int, byte: UInt8, position: SourcePosition)? {
        guard let offset = firstInvalidByte(in: bytes) else { return nil }
        var line = 1, column = 1, previousWasCR = false
        for scalar in String(decoding: bytes[..<offset], as: UTF8.self).unicodeScalars {
            switch scalar {
            case "\n" where previousWasCR: break
            case "\n", "\r": line += 1; column = 1
            default: column += 1
            }
            previousWasCR = scalar == "\r"
        }
        return (offset, bytes[offset], SourcePosition(line: line, column: column))
    }

    /// `byte 41 (0xFF) is not UTF-8; <what> must be UTF-8 text`.
    package static func message(byte: UInt8, offset: Int, what: String) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte \(offset) (0x\(hex.count == 1 ? "0" + hex : hex)) is not UTF-8; \(what) must be UTF-8 text"
    }

    /// `file:3:14: byte 41 (0xFF) is not UTF-8; a configuration must be UTF-8 text`, or nil when valid.
    package static func problem(in bytes: [UInt8], file: String, what: String = "the file") -> String? {
        guard let found = firstInvalid(in: bytes) else { return nil }
        return "\(file):\(found.position.line):\(found.position.column): " + message(byte: found.byte, offset: found.offset, what: what)
    }
}
