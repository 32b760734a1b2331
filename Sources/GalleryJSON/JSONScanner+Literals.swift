extension JSONScanner {
    /// `true`, `false`, `null`; anything else word-like is reported (with a suggestion when close).
    mutating func parseLiteral() throws(JSONParseError) -> JSONNode {
        let start = position
        let startIndex = index
        while let byte = current, Self.isWordByte(byte) { advance() }
        let word = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        switch word {
        case "true": return JSONNode(.bool(true), at: start)
        case "false": return JSONNode(.bool(false), at: start)
        case "null": return JSONNode(.null, at: start)
        case "NaN", "Infinity":
            throw error("NaN and Infinity are not valid JSON numbers", at: start)
        default:
            let suggestions = DidYouMean.suggestions(for: word, among: ["true", "false", "null"])
            throw error("invalid literal '\(word)'" + DidYouMean.clause(suggestions, quote: "'"), at: start)
        }
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
