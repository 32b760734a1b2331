extension JSONScanner {
    /// `number = [ "-" ] int [ frac ] [ exp ]` (RFC 8259 §6); the value must fit a finite `Double`.
    mutating func parseNumber() throws(JSONParseError) -> JSONNode {
        let start = position
        let startIndex = index
        if current == UInt8(ascii: "-") {
            advance()
            if current == UInt8(ascii: "I") || current == UInt8(ascii: "N") {
                throw error("NaN and Infinity are not valid JSON numbers", at: start)
            }
            if current == UInt8(ascii: ".") { throw error("numbers must have a digit before the decimal point") }
            guard isDigit(current) else { throw error("expected digit after '-' in number") }
        }
        if current == UInt8(ascii: "0") {
            advance()
            if isDigit(current) { throw error("leading zeros are not allowed in numbers", at: start) }
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard isDigit(current) else { throw error("expected digit after decimal point in number") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else { throw error("expected digit in number exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range", at: start)
        }
        return JSONNode(.number(value), at: start)
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while isDigit(current) { advance() }
    }
}
