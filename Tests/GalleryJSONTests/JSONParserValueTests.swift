import Testing
@testable import GalleryJSON

@Suite("JSONParser values and positions")
struct JSONParserValueTests {
    @Test func documentWithAllValueKindsHasExactPositions() throws {
        let text = """
            {
              "name": "Gallery",
              "count": -12.5e1,
              "ok": true,
              "off": false,
              "none": null,
              "list": [1, "two", [], {}],
              "nested": {"a": [0]}
            }
            """
        let parsed = try JSONParser.parse(text, file: "t.json")
        let expected = node(
            .object([
                ("name", pos(2, 3), node(.string("Gallery"), 2, 11)),
                ("count", pos(3, 3), node(.number(-125), 3, 12)),
                ("ok", pos(4, 3), node(.bool(true), 4, 9)),
                ("off", pos(5, 3), node(.bool(false), 5, 10)),
                ("none", pos(6, 3), node(.null, 6, 11)),
                (
                    "list", pos(7, 3),
                    node(
                        .array([
                            node(.number(1), 7, 12), node(.string("two"), 7, 15), node(.array([]), 7, 22),
                            node(.object([]), 7, 26),
                        ]), 7, 11)
                ),
                (
                    "nested", pos(8, 3),
                    node(.object([("a", pos(8, 14), node(.array([node(.number(0), 8, 20)]), 8, 19))]), 8, 13)
                ),
            ]), 1, 1)
        #expect(parsed == expected)
    }

    @Test func memberOrderIsPreserved() throws {
        let parsed = try JSONParser.parse(#"{"z": 1, "a": 2, "m": 3}"#, file: "t.json")
        guard case .object(let members) = parsed.value else {
            Issue.record("expected object")
            return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
    }

    @Test func topLevelScalarsAndSurroundingWhitespace() throws {
        #expect(try JSONParser.parse("  \n\t 42 \n", file: "t.json") == node(.number(42), 2, 3))
        #expect(try JSONParser.parse("\"x\"", file: "t.json") == node(.string("x"), 1, 1))
        #expect(try JSONParser.parse("null", file: "t.json") == node(.null, 1, 1))
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("7", 7), ("-7", -7), ("1.25", 1.25), ("10e2", 1000), ("1E+2", 100),
        ("25e-2", 0.25), ("-0.5E-1", -0.05), ("123456789012", 123_456_789_012),
    ])
    func validNumbers(text: String, value: Double) throws {
        #expect(try JSONParser.parse(text, file: "t.json") == node(.number(value), 1, 1))
    }

    @Test func stringEscapesAreDecoded() throws {
        let parsed = try JSONParser.parse(#""q\" b\\ s\/ \b\f\n\r\t \u00e9 \u20AC \uD83D\uDE00 \u0000""#, file: "t.json")
        #expect(parsed.value == .string("q\" b\\ s/ \u{8}\u{C}\n\r\t é € 😀 \u{0}"))
    }

    @Test func columnsCountUnicodeScalars() throws {
        // { " é 😀 " : ␠ " x " , ␠ " k " : ␠ 1 }
        let parsed = try JSONParser.parse("{\"é😀\": \"x\", \"k\": 1}", file: "t.json")
        #expect(
            parsed
                == node(.object([("é😀", pos(1, 2), node(.string("x"), 1, 8)), ("k", pos(1, 13), node(.number(1), 1, 18))]), 1, 1))
        // e + U+0301 (combining acute) is one grapheme but two scalars → two columns.
        let combining = try JSONParser.parse("[\"e\u{301}\", 2]", file: "t.json")
        #expect(combining[1]?.position == pos(1, 8))
        // Raw non-BMP characters count as one column each, escaped ones by their source text.
        let escaped = try JSONParser.parse(#"["\uD83D\uDE00", "😀", 3]"#, file: "t.json")
        #expect(escaped[1]?.position == pos(1, 18))
        #expect(escaped[2]?.position == pos(1, 23))
    }

    @Test func lineBreaksCRLFAndCR() throws {
        let parsed = try JSONParser.parse("[\r\n1,\r2,\n 3]", file: "t.json")
        #expect(parsed == node(.array([node(.number(1), 2, 1), node(.number(2), 3, 1), node(.number(3), 4, 2)]), 1, 1))
    }

    @Test func leadingByteOrderMarkIsSkipped() throws {
        #expect(try JSONParser.parse("\u{FEFF}[true]", file: "t.json") == node(.array([node(.bool(true), 1, 2)]), 1, 1))
    }

    @Test func maximumDepthIsAccepted() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var current = try JSONParser.parse(text, file: "t.json")
        var levels = 1
        while case .array(let elements) = current.value, let first = elements.first {
            current = first
            levels += 1
        }
        #expect(levels == 512)
        #expect(current.position == pos(1, 512))
    }

    @Test func subscriptsAndSemanticEquality() throws {
        let a = try JSONParser.parse(#"{"x": [1, {"p": true, "q": null}]}"#, file: "a.json")
        let b = try JSONParser.parse("{\n\"x\": [1.0, {\"q\": null, \"p\": true}]}", file: "b.json")
        #expect(a["x"]?[1]?["p"]?.value == .bool(true))
        #expect(a["missing"] == nil)
        #expect(a["x"]?[5] == nil)
        #expect(a != b)
        #expect(a.value.isSameJSON(as: b.value))
        #expect(!a.value.isSameJSON(as: .object([])))
        #expect(a.value.jsonText == #"{"x":[1,{"p":true,"q":null}]}"#)
    }
}
