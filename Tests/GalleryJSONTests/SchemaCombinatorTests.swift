import Testing
@testable import GalleryJSON

@Suite("JSONSchemaValidator combinators")
struct SchemaCombinatorTests {
    @Test func allOfReportsEveryFailure() throws {
        let schema = #"{"allOf": [{"type": "string"}, {"minLength": 3}, {"pattern": "^a"}]}"#
        #expect(try schemaIssues(schema, #""abc""#) == [])
        #expect(try schemaIssues(schema, #""b""#) == [
            "i.json:1:1: $: expected at least 3 characters, found 1",
            #"i.json:1:1: $: expected string matching pattern "^a", found "b""#,
        ])
    }

    @Test func anyOfPassesWhenOneBranchMatches() throws {
        let schema = #"{"anyOf": [{"type": "string", "maxLength": 1}, {"type": "number"}]}"#
        #expect(try schemaIssues(schema, #""a""#) == [])
        #expect(try schemaIssues(schema, "12") == [])
    }

    @Test func anyOfReportsTheOnlyTypeCompatibleBranch() throws {
        let schema = #"{"anyOf": [{"type": "string", "maxLength": 1}, {"type": "number"}]}"#
        #expect(try schemaIssues(schema, #""ab""#) == ["i.json:1:1: $: expected at most 1 character, found 2"])
    }

    @Test func anyOfCombinesTypesWhenNoBranchAcceptsTheType() throws {
        let schema = ##"{"$defs": {"n": {"type": "number"}}, "anyOf": [{"type": ["string", "null"]}, {"$ref": "#/$defs/n"}]}"##
        #expect(try schemaIssues(schema, "true") == ["i.json:1:1: $: expected string, null or number, found boolean true"])
    }

    @Test func anyOfSummaryWhenSeveralBranchesFit() throws {
        let schema = #"{"anyOf": [{"minLength": 5}, {"pattern": "^x"}]}"#
        #expect(try schemaIssues(schema, #""ab""#) == ["i.json:1:1: $: value does not match any alternative of anyOf (2 alternatives)"])
    }

    @Test func oneOf() throws {
        let schema = #"{"oneOf": [{"type": "integer"}, {"type": "number", "minimum": 10}, {"type": "string"}]}"#
        #expect(try schemaIssues(schema, "3") == [])
        #expect(try schemaIssues(schema, "10.5") == [])
        #expect(try schemaIssues(schema, #""s""#) == [])
        #expect(try schemaIssues(schema, "12") == ["i.json:1:1: $: value matches more than one alternative of oneOf (alternatives 0 and 1)"])
        // Only the `number` alternative accepts 2.5, so its specific issue is reported.
        #expect(try schemaIssues(schema, "2.5") == ["i.json:1:1: $: expected number >= 10, found 2.5"])
        #expect(try schemaIssues(schema, "[]") == ["i.json:1:1: $: expected integer, number or string, found array"])
        let untyped = #"{"oneOf": [{"minLength": 3}, {"maxLength": 1}]}"#
        #expect(try schemaIssues(untyped, #""ab""#) == ["i.json:1:1: $: value does not match any alternative of oneOf (2 alternatives)"])
    }

    @Test func not() throws {
        let schema = #"{"not": {"const": "forbidden"}}"#
        #expect(try schemaIssues(schema, #""fine""#) == [])
        #expect(try schemaIssues(schema, #""forbidden""#) == [#"i.json:1:1: $: value must not match the schema in "not""#])
    }

    @Test func ifThenElse() throws {
        let schema = """
            {"if": {"properties": {"kind": {"const": "button"}}, "required": ["kind"]},
             "then": {"required": ["label"]},
             "else": {"properties": {"label": false}}}
            """
        #expect(try schemaIssues(schema, #"{"kind": "button", "label": "OK"}"#) == [])
        #expect(try schemaIssues(schema, #"{"kind": "toggle"}"#) == [])
        #expect(try schemaIssues(schema, #"{"kind": "button"}"#) == [#"i.json:1:1: $: missing required property "label""#])
        #expect(try schemaIssues(schema, #"{"kind": "toggle", "label": "x"}"#) == ["i.json:1:29: $.label: no value is allowed here"])
        #expect(try schemaIssues(#"{"if": {"type": "string"}, "then": {"minLength": 2}}"#, "5") == [])
        #expect(try schemaIssues(#"{"then": {"minLength": 2}}"#, #""a""#) == [])
    }

    @Test func issuesInsideCombinatorsKeepInstancePaths() throws {
        let schema = #"{"items": {"oneOf": [{"type": "string"}, {"properties": {"w": {"type": "number"}}, "type": "object"}]}}"#
        #expect(try schemaIssues(schema, "[\"a\",\n {\"w\": \"wide\"}]") == [#"i.json:2:8: $[1].w: expected number, found string "wide""#])
    }
}
