import Testing
@testable import GalleryJSON

@Suite("JSONSchemaValidator scalar keywords")
struct SchemaScalarKeywordTests {
    @Test func typeSingle() throws {
        #expect(try schemaIssues(#"{"type": "string"}"#, #""a""#) == [])
        #expect(try schemaIssues(#"{"type": "string"}"#, "5") == ["i.json:1:1: $: expected string, found number 5"])
        #expect(try schemaIssues(#"{"type": "object"}"#, "[1]") == ["i.json:1:1: $: expected object, found array"])
        #expect(try schemaIssues(#"{"type": "null"}"#, "false") == ["i.json:1:1: $: expected null, found boolean false"])
    }

    @Test func typeArray() throws {
        let schema = #"{"type": ["string", "null"]}"#
        #expect(try schemaIssues(schema, "null") == [])
        #expect(try schemaIssues(schema, #""x""#) == [])
        #expect(try schemaIssues(schema, "true") == ["i.json:1:1: $: expected string or null, found boolean true"])
        #expect(try schemaIssues(#"{"type": ["array", "object", "boolean"]}"#, #""s""#)
            == [#"i.json:1:1: $: expected array, object or boolean, found string "s""#])
    }

    @Test func integerVersusNumber() throws {
        #expect(try schemaIssues(#"{"type": "integer"}"#, "3") == [])
        #expect(try schemaIssues(#"{"type": "integer"}"#, "3.0") == [])
        #expect(try schemaIssues(#"{"type": "integer"}"#, "-2e2") == [])
        #expect(try schemaIssues(#"{"type": "integer"}"#, "3.5") == ["i.json:1:1: $: expected integer, found number 3.5"])
        #expect(try schemaIssues(#"{"type": "number"}"#, "3.5") == [])
    }

    @Test func typeMismatchSuppressesOtherKeywordsOfThatValue() throws {
        #expect(try schemaIssues(#"{"type": "string", "enum": ["a"], "minLength": 3}"#, "7")
            == ["i.json:1:1: $: expected string, found number 7"])
    }

    @Test func enumWithSuggestion() throws {
        let schema = #"{"enum": ["light", "dark"]}"#
        #expect(try schemaIssues(schema, #""dark""#) == [])
        #expect(try schemaIssues(schema, #""darkk""#)
            == [#"i.json:1:1: $: expected one of "light", "dark", found "darkk" (did you mean "dark"?)"#])
        #expect(try schemaIssues(schema, #""purple""#) == [#"i.json:1:1: $: expected one of "light", "dark", found "purple""#])
        #expect(try schemaIssues(schema, "[]") == [#"i.json:1:1: $: expected one of "light", "dark", found array"#])
    }

    @Test func enumOfMixedValues() throws {
        let schema = #"{"enum": [1, 2.5, null, {"a": [true]}]}"#
        #expect(try schemaIssues(schema, "2.5") == [])
        #expect(try schemaIssues(schema, #"{ "a" : [ true ] }"#) == [])
        #expect(try schemaIssues(schema, "3") == [#"i.json:1:1: $: expected one of 1, 2.5, null, object, found 3"#])
        #expect(try schemaIssues(#"{"enum": ["only"]}"#, #""x""#) == [#"i.json:1:1: $: expected "only", found "x""#])
    }

    @Test func const() throws {
        #expect(try schemaIssues(#"{"const": "x"}"#, #""x""#) == [])
        #expect(try schemaIssues(#"{"const": "x"}"#, #""y""#) == [#"i.json:1:1: $: expected "x", found "y""#])
        #expect(try schemaIssues(#"{"const": {"a": 1, "b": [2]}}"#, #"{"b": [2.0], "a": 1}"#) == [])
        #expect(try schemaIssues(#"{"const": {"a": 1}}"#, #"{"a": 1, "b": 2}"#) == ["i.json:1:1: $: expected object, found object"])
        #expect(try schemaIssues(#"{"const": null}"#, "0") == ["i.json:1:1: $: expected null, found 0"])
    }

    @Test func pattern() throws {
        let schema = #"{"pattern": "^#[0-9a-f]{6}$"}"#
        #expect(try schemaIssues(schema, ##""#00ff00""##) == [])
        #expect(try schemaIssues(schema, #""red""#)
            == [#"i.json:1:1: $: expected string matching pattern "^#[0-9a-f]{6}$", found "red""#])
        // Unanchored like ECMA-262 `test`, and ignored for non-strings.
        #expect(try schemaIssues(#"{"pattern": "b"}"#, #""abc""#) == [])
        #expect(try schemaIssues(#"{"pattern": "b"}"#, "12") == [])
    }

    @Test func stringLengthCountsUnicodeScalars() throws {
        #expect(try schemaIssues(#"{"minLength": 2, "maxLength": 3}"#, #""😀é""#) == [])
        #expect(try schemaIssues(#"{"minLength": 2}"#, #""a""#) == ["i.json:1:1: $: expected at least 2 characters, found 1"])
        #expect(try schemaIssues(#"{"minLength": 1}"#, #""""#) == ["i.json:1:1: $: expected at least 1 character, found 0"])
        #expect(try schemaIssues(#"{"maxLength": 1}"#, #""😀😀""#) == ["i.json:1:1: $: expected at most 1 character, found 2"])
        #expect(try schemaIssues(#"{"maxLength": 1}"#, "12345") == [])
    }

    @Test func numericBounds() throws {
        let schema = #"{"minimum": 0, "maximum": 1.5}"#
        #expect(try schemaIssues(schema, "0") == [])
        #expect(try schemaIssues(schema, "1.5") == [])
        #expect(try schemaIssues(schema, "-1") == ["i.json:1:1: $: expected number >= 0, found -1"])
        #expect(try schemaIssues(schema, "2") == ["i.json:1:1: $: expected number <= 1.5, found 2"])
        let exclusive = #"{"exclusiveMinimum": 0, "exclusiveMaximum": 10}"#
        #expect(try schemaIssues(exclusive, "0.001") == [])
        #expect(try schemaIssues(exclusive, "9.5") == [])
        #expect(try schemaIssues(exclusive, "0") == ["i.json:1:1: $: expected number > 0, found 0"])
        #expect(try schemaIssues(exclusive, "10") == ["i.json:1:1: $: expected number < 10, found 10"])
        #expect(try schemaIssues(#"{"minimum": 5, "exclusiveMinimum": 6}"#, "4")
            == ["i.json:1:1: $: expected number >= 5, found 4", "i.json:1:1: $: expected number > 6, found 4"])
        #expect(try schemaIssues(schema, #""text""#) == [])
    }

    @Test func booleanSchemas() throws {
        #expect(try schemaIssues("true", #"{"anything": [1]}"#) == [])
        #expect(try schemaIssues("false", "1") == ["i.json:1:1: $: no value is allowed here"])
        #expect(try schemaIssues("{}", "null") == [])
    }
}
