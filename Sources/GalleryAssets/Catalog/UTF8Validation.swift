/// Strict UTF-8 validation that says where the text stops being UTF-8 (RFC 3629: no overlong forms, no
/// surrogates, nothing above U+10FFFF).
enum UTF8Validation {
    /// The offset at which the first invalid UTF-8 sequence starts (its first byte), or `nil` when all
    /// of `bytes` is valid.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
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
}
