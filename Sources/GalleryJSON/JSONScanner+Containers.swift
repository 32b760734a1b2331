extension JSONScanner {
    private mutating func enterContainer(at start: SourcePosition) throws(JSONParseError) {
        depth += 1
        guard depth <= maximumDepth else {
            throw error("maximum nesting depth of \(maximumDepth) arrays/objects exceeded", at: start)
        }
    }

    mutating func parseArray() throws(JSONParseError) -> JSONNode {
        let start = position
        try enterContainer(at: start)
        advance()  // [
        try skipWhitespace()
        var elements: [JSONNode] = []
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return JSONNode(.array([]), at: start)
        }
        while true {
            elements.append(try parseValue())
            try skipWhitespace()
            switch current {
            case UInt8(ascii: "]"):
                advance()
                depth -= 1
                return JSONNode(.array(elements), at: start)
            case UInt8(ascii: ","):
                let comma = position
                advance()
                try skipWhitespace()
                if current == UInt8(ascii: "]") { throw error("trailing comma is not allowed in array", at: comma) }
            default:
                throw error("expected ',' or ']' after array element")
            }
        }
    }

    mutating func parseObject() throws(JSONParseError) -> JSONNode {
        let start = position
        try enterContainer(at: start)
        advance()  // {
        try skipWhitespace()
        var members: [(key: String, keyPosition: SourcePosition, value: JSONNode)] = []
        var seen: [String: SourcePosition] = [:]
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return JSONNode(.object([]), at: start)
        }
        while true {
            guard current == UInt8(ascii: "\"") else {
                let expectation = members.isEmpty ? "expected string key or '}'" : "expected string key"
                throw error("\(expectation) in object, found \(describeCurrent())")
            }
            let keyPosition = position
            let key = try parseString()
            if let first = seen[key] {
                throw error("duplicate key \(JSONText.quoted(key)) in object"
                    + " (first defined at line \(first.line), column \(first.column))", at: keyPosition)
            }
            seen[key] = keyPosition
            try skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after object key") }
            advance()
            try skipWhitespace()
            let value = try parseValue()
            members.append((key, keyPosition, value))
            try skipWhitespace()
            switch current {
            case UInt8(ascii: "}"):
                advance()
                depth -= 1
                return JSONNode(.object(members), at: start)
            case UInt8(ascii: ","):
                let comma = position
                advance()
                try skipWhitespace()
                if current == UInt8(ascii: "}") { throw error("trailing comma is not allowed in object", at: comma) }
            default:
                throw error("expected ',' or '}' after object member")
            }
        }
    }
}
