import Testing
@testable import GalleryJSON

/// One malformed document and the exact diagnostic it must produce.
struct ParseErrorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let expected: String
    init(_ name: String, _ text: String, _ expected: String) {
        self.name = name
        self.text = text
        self.expected = expected
    }
    var testDescription: String { name }
}

@Suite("JSONParser errors")
struct JSONParserErrorTests {
    static let strings: [ParseErrorCase] = [
        .init("unterminated string", #"{"a": "abc"#, "t.json:1:7: error: unterminated string"),
        .init("unterminated key", #"{"ab"#, "t.json:1:2: error: unterminated string"),
        .init(
            "line break in string", "[\"abc\n\"]",
            #"t.json:1:2: error: unterminated string (line breaks inside strings must be written as \n)"#),
        .init(
            "bad escape", #"["a\x"]"#,
            #"t.json:1:4: error: invalid escape sequence '\' followed by 'x' in string (valid escapes: \" \\ \/ \b \f \n \r \t \uXXXX)"#
        ),
        .init(
            "bad unicode escape", #"["\u12G4"]"#,
            #"t.json:1:3: error: invalid unicode escape: '\u' must be followed by 4 hexadecimal digits"#),
        .init(
            "short unicode escape at end", #"["\u12"#,
            #"t.json:1:3: error: invalid unicode escape: '\u' must be followed by 4 hexadecimal digits"#),
        .init(
            "lone high surrogate", #"["ab\uD83D"]"#,
            #"t.json:1:5: error: lone high surrogate '\uD83D' in string (must be followed by a low surrogate \uDC00-\uDFFF)"#
        ),
        .init(
            "high surrogate followed by non-surrogate", #"["\ud83d\u0041"]"#,
            #"t.json:1:3: error: lone high surrogate '\uD83D' in string (must be followed by a low surrogate \uDC00-\uDFFF)"#
        ),
        .init(
            "lone low surrogate", #"["\uDE00"]"#,
            #"t.json:1:3: error: lone low surrogate '\uDE00' in string (must follow a high surrogate \uD800-\uDBFF)"#),
        .init(
            "tab in string", "[\"a\tb\"]",
            #"t.json:1:4: error: unescaped control character U+0009 in string (write it as \t)"#),
        .init(
            "NUL in string", "[\"a\u{0}\"]",
            #"t.json:1:4: error: unescaped control character U+0000 in string (write it as \u0000)"#),
    ]

    static let numbers: [ParseErrorCase] = [
        .init("leading zero", "[01]", "t.json:1:2: error: leading zeros are not allowed in numbers"),
        .init("negative leading zero", "[-007]", "t.json:1:2: error: leading zeros are not allowed in numbers"),
        .init("plus sign", "+1", "t.json:1:1: error: numbers must not start with '+'"),
        .init("leading dot", "[.5]", "t.json:1:2: error: numbers must have a digit before the decimal point"),
        .init("minus dot", "-.5", "t.json:1:2: error: numbers must have a digit before the decimal point"),
        .init("trailing dot", "1.", "t.json:1:3: error: expected digit after decimal point in number"),
        .init("empty exponent", "[1e]", "t.json:1:4: error: expected digit in number exponent"),
        .init("signed empty exponent", "1e-", "t.json:1:4: error: expected digit in number exponent"),
        .init("lone minus", "[-]", "t.json:1:3: error: expected digit after '-' in number"),
        .init("NaN", "[NaN]", "t.json:1:2: error: NaN and Infinity are not valid JSON numbers"),
        .init("Infinity", "Infinity", "t.json:1:1: error: NaN and Infinity are not valid JSON numbers"),
        .init("-Infinity", "[1, -Infinity]", "t.json:1:5: error: NaN and Infinity are not valid JSON numbers"),
        .init("overflow", "[1e400]", "t.json:1:2: error: number 1e400 is out of range"),
        .init("hex", "0x10", "t.json:1:2: error: unexpected 'x' after top-level JSON value"),
    ]

    static let structure: [ParseErrorCase] = [
        .init("trailing comma in array", "[1, 2,]", "t.json:1:6: error: trailing comma is not allowed in array"),
        .init("trailing comma in object", "{\"a\": 1,\n}", "t.json:1:8: error: trailing comma is not allowed in object"),
        .init(
            "duplicate key", "{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}",
            #"t.json:4:3: error: duplicate key "a" in object (first defined at line 2, column 3)"#),
        .init("trailing garbage", "{} x", "t.json:1:4: error: unexpected 'x' after top-level JSON value"),
        .init("second document", "[1]\n[2]", "t.json:2:1: error: unexpected '[' after top-level JSON value"),
        .init("line comment", "{\"a\": 1 // note\n}", "t.json:1:9: error: comments are not allowed in JSON"),
        .init("block comment", "/* c */ 1", "t.json:1:1: error: comments are not allowed in JSON"),
        .init("missing colon", #"{"a" 1}"#, "t.json:1:6: error: expected ':' after object key"),
        .init(
            "missing comma in object", "{\"a\": 1\n  \"b\": 2}",
            "t.json:2:3: error: expected ',' or '}' after object member"),
        .init("missing comma in array", "[1 2]", "t.json:1:4: error: expected ',' or ']' after array element"),
        .init("unclosed array", "[1, 2", "t.json:1:6: error: expected ',' or ']' after array element"),
        .init("unclosed object", #"{"a": 1"#, "t.json:1:8: error: expected ',' or '}' after object member"),
        .init("single-quoted key", "{'a': 1}", #"t.json:1:2: error: expected string key or '}' in object, found "'""#),
        .init("unquoted key", #"{"a": 1, b: 2}"#, "t.json:1:10: error: expected string key in object, found 'b'"),
        .init("empty input", "", "t.json:1:1: error: unexpected end of input, expected a JSON value"),
        .init("whitespace only", "  \n ", "t.json:2:2: error: unexpected end of input, expected a JSON value"),
        .init("missing value", #"{"a": }"#, "t.json:1:7: error: unexpected '}', expected a JSON value"),
        .init("bad literal", "[True]", "t.json:1:2: error: invalid literal 'True' (did you mean 'true'?)"),
        .init("unknown word", "[undefined]", "t.json:1:2: error: invalid literal 'undefined'"),
        .init("control character outside string", "[\u{1}]", "t.json:1:2: error: unexpected U+0001, expected a JSON value"),
        .init("non-ASCII outside string", "[é]", "t.json:1:2: error: unexpected 'é' (U+00E9), expected a JSON value"),
        .init("unicode columns", "{\"é😀\": 1,}", "t.json:1:9: error: trailing comma is not allowed in object"),
    ]

    @Test(arguments: strings) func stringErrors(_ c: ParseErrorCase) {
        #expect(parseFailure(c.text) == c.expected)
    }

    @Test(arguments: numbers) func numberErrors(_ c: ParseErrorCase) {
        #expect(parseFailure(c.text) == c.expected)
    }

    @Test(arguments: structure) func structureErrors(_ c: ParseErrorCase) {
        #expect(parseFailure(c.text) == c.expected)
    }

    @Test func depthLimitIsEnforced() {
        let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(parseFailure(text) == "t.json:1:513: error: maximum nesting depth of 512 arrays/objects exceeded")
        let objects = String(repeating: #"{"a":"#, count: 513) + "1" + String(repeating: "}", count: 513)
        #expect(parseFailure(objects) == "t.json:1:2561: error: maximum nesting depth of 512 arrays/objects exceeded")
    }

    @Test func customDepthLimit() throws {
        #expect(throws: JSONParseError(file: "d.json", line: 1, column: 3, message: "maximum nesting depth of 2 arrays/objects exceeded")) {
            try JSONParser.parse("[[[]]]", file: "d.json", maximumDepth: 2)
        }
        _ = try JSONParser.parse("[[]]", file: "d.json", maximumDepth: 2)
    }

    @Test func errorFieldsMatchDescription() {
        do {
            _ = try JSONParser.parse("{\n  \"a\": 1\n  \"b\": 2\n}", file: "gallery-config.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "gallery-config.json")
            #expect(error.line == 3)
            #expect(error.column == 3)
            #expect(error.message == "expected ',' or '}' after object member")
            #expect(error.description == "gallery-config.json:3:3: error: expected ',' or '}' after object member")
        }
    }
}
