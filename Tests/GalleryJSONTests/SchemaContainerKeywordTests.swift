import Testing
@testable import GalleryJSON

@Suite("JSONSchemaValidator object and array keywords")
struct SchemaContainerKeywordTests {
    @Test func properties() throws {
        let schema = #"{"properties": {"a": {"type": "number"}, "b": {"type": "string"}}}"#
        #expect(try schemaIssues(schema, #"{"a": 1, "b": "x", "c": null}"#) == [])
        #expect(try schemaIssues(schema, #"{"a": "x", "b": 2}"#) == [
            #"i.json:1:7: $.a: expected number, found string "x""#,
            "i.json:1:17: $.b: expected string, found number 2",
        ])
    }

    @Test func required() throws {
        let schema = #"{"required": ["a", "b", "c"]}"#
        #expect(try schemaIssues(schema, #"{"a": 1, "b": 2, "c": 3}"#) == [])
        #expect(try schemaIssues(schema, "  {\"b\": 1}") == [
            #"i.json:1:3: $: missing required property "a""#, #"i.json:1:3: $: missing required property "c""#,
        ])
        #expect(try schemaIssues(schema, "[]") == [])
    }

    @Test func additionalPropertiesFalseSuggestsAtKeyPosition() throws {
        let schema = #"{"properties": {"color": {}, "size": {}}, "additionalProperties": false}"#
        #expect(try schemaIssues(schema, #"{"color": 1, "size": 2}"#) == [])
        #expect(try schemaIssues(schema, "{\n  \"colr\": 1,\n  \"weight\": 2\n}") == [
            #"i.json:2:3: $.colr: unknown property "colr" (did you mean "color"?)"#,
            #"i.json:3:3: $.weight: unknown property "weight""#,
        ])
        // Properties already present are not suggested.
        #expect(try schemaIssues(schema, #"{"color": 1, "colr": 2}"#) == [#"i.json:1:14: $.colr: unknown property "colr""#])
    }

    @Test func additionalPropertiesSchema() throws {
        let schema = #"{"properties": {"a": {}}, "additionalProperties": {"type": "string"}}"#
        #expect(try schemaIssues(schema, #"{"a": 1, "b": "x"}"#) == [])
        #expect(try schemaIssues(schema, #"{"a": 1, "b": 2}"#) == ["i.json:1:15: $.b: expected string, found number 2"])
    }

    @Test func patternProperties() throws {
        let schema = #"{"properties": {"id": {}}, "patternProperties": {"^x-": {"type": "string"}, "^x-n": {"type": "string", "minLength": 2}}, "additionalProperties": false}"#
        #expect(try schemaIssues(schema, #"{"id": 0, "x-a": "ok", "x-name": "ab"}"#) == [])
        #expect(try schemaIssues(schema, #"{"x-a": 1, "x-n": "a", "other": 2}"#) == [
            "i.json:1:9: $[\"x-a\"]: expected string, found number 1",
            "i.json:1:19: $[\"x-n\"]: expected at least 2 characters, found 1",
            #"i.json:1:24: $.other: unknown property "other""#,
        ])
    }

    @Test func minAndMaxProperties() throws {
        let schema = #"{"minProperties": 1, "maxProperties": 2}"#
        #expect(try schemaIssues(schema, #"{"a": 1}"#) == [])
        #expect(try schemaIssues(schema, "{}") == ["i.json:1:1: $: expected at least 1 property, found 0"])
        #expect(try schemaIssues(schema, #"{"a": 1, "b": 2, "c": 3}"#) == ["i.json:1:1: $: expected at most 2 properties, found 3"])
    }

    @Test func items() throws {
        let schema = #"{"items": {"type": "number"}}"#
        #expect(try schemaIssues(schema, "[1, 2.5]") == [])
        #expect(try schemaIssues(schema, #"[1, "a", 2, {}]"#) == [
            #"i.json:1:5: $[1]: expected number, found string "a""#, "i.json:1:13: $[3]: expected number, found object",
        ])
    }

    @Test func prefixItemsThenItems() throws {
        let schema = #"{"prefixItems": [{"type": "string"}, {"type": "number"}], "items": false}"#
        #expect(try schemaIssues(schema, #"["a", 1]"#) == [])
        #expect(try schemaIssues(schema, #"["a"]"#) == [])
        #expect(try schemaIssues(schema, #"[1, 1, true]"#) == [
            "i.json:1:2: $[0]: expected string, found number 1", "i.json:1:8: $[2]: no value is allowed here",
        ])
        let tail = #"{"prefixItems": [{"const": 0}], "items": {"type": "string"}}"#
        #expect(try schemaIssues(tail, #"[0, "a", 3]"#) == ["i.json:1:10: $[2]: expected string, found number 3"])
    }

    @Test func minAndMaxItems() throws {
        let schema = #"{"minItems": 1, "maxItems": 2}"#
        #expect(try schemaIssues(schema, "[1, 2]") == [])
        #expect(try schemaIssues(schema, "[]") == ["i.json:1:1: $: expected at least 1 item, found 0"])
        #expect(try schemaIssues(schema, "[1, 2, 3]") == ["i.json:1:1: $: expected at most 2 items, found 3"])
    }

    @Test func uniqueItems() throws {
        let schema = #"{"uniqueItems": true}"#
        #expect(try schemaIssues(schema, #"[1, "1", [1], {"a": 1}, {"a": 2}]"#) == [])
        #expect(try schemaIssues(schema, #"[1, {"a": 1, "b": 2}, 1.0, {"b": 2, "a": 1}, 1]"#) == [
            "i.json:1:23: $[2]: duplicate array item (same as item 0)",
            "i.json:1:28: $[3]: duplicate array item (same as item 1)",
            "i.json:1:46: $[4]: duplicate array item (same as item 0)",
        ])
        #expect(try schemaIssues(#"{"uniqueItems": false}"#, "[1, 1]") == [])
    }

    @Test func nestedIssuePathsAndPositions() throws {
        let schema = """
            {"properties": {"themes": {"items": {"properties": {"tokens": {"additionalProperties": {"type": "string"}}}}}}}
            """
        let instance = """
            {
              "themes": [
                {"tokens": {"ok": "x"}},
                {"tokens": {
                   "weird key": 4
                }}
              ]
            }
            """
        #expect(try schemaIssues(schema, instance) == [#"i.json:5:21: $.themes[1].tokens["weird key"]: expected string, found number 4"#])
    }
}
