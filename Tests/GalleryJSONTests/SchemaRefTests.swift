import Testing
@testable import GalleryJSON

@Suite("JSONSchemaValidator $ref")
struct SchemaRefTests {
    @Test func refToDefs() throws {
        let schema = """
            {
              "properties": {"accent": {"$ref": "#/$defs/color"}, "legacy": {"$ref": "#/definitions/size"}},
              "$defs": {"color": {"type": "string", "pattern": "^#"}},
              "definitions": {"size": {"type": "integer", "minimum": 0}}
            }
            """
        #expect(try schemaIssues(schema, ##"{"accent": "#fff", "legacy": 3}"##) == [])
        #expect(try schemaIssues(schema, #"{"accent": "red", "legacy": -1}"#) == [
            #"i.json:1:12: $.accent: expected string matching pattern "^#", found "red""#,
            "i.json:1:29: $.legacy: expected number >= 0, found -1",
        ])
        #expect(try schemaIssues(schema, #"{"accent": 1}"#) == ["i.json:1:12: $.accent: expected string, found number 1"])
    }

    @Test func refAppliesAlongsideSiblingKeywords() throws {
        let schema = ##"{"$defs": {"s": {"type": "string"}}, "$ref": "#/$defs/s", "maxLength": 2}"##
        #expect(try schemaIssues(schema, #""ab""#) == [])
        #expect(try schemaIssues(schema, #""abc""#) == ["i.json:1:1: $: expected at most 2 characters, found 3"])
        #expect(try schemaIssues(schema, "1") == ["i.json:1:1: $: expected string, found number 1"])
    }

    @Test func recursiveSchemaThroughRootRef() throws {
        let schema = ##"{"type": "object", "properties": {"name": {"type": "string"}, "children": {"type": "array", "items": {"$ref": "#"}}}}"##
        let instance = """
            {"name": "root", "children": [
              {"name": "a", "children": []},
              {"name": "b", "children": [{"name": 7}]}
            ]}
            """
        #expect(try schemaIssues(schema, instance) == ["i.json:3:39: $.children[1].children[0].name: expected string, found number 7"])
    }

    @Test func refToNonDefinitionLocationAndEscapedPointer() throws {
        let schema = ##"{"properties": {"a/b": {"type": "number"}, "c": {"$ref": "#/properties/a~1b"}, "d": {"$ref": "#/$defs/list/prefixItems/0"}}, "$defs": {"list": {"prefixItems": [{"const": 1}]}}}"##
        #expect(try schemaIssues(schema, #"{"c": 2, "d": 1}"#) == [])
        #expect(try schemaIssues(schema, #"{"c": "x", "d": 2}"#) == [
            #"i.json:1:7: $.c: expected number, found string "x""#, "i.json:1:17: $.d: expected 1, found 2",
        ])
    }

    @Test func infiniteRefLoopIsReportedNotHung() throws {
        #expect(try schemaIssues(##"{"$ref": "#"}"##, "1") == [##"i.json:1:1: $: schema $ref "#" recurses without consuming the value"##])
        let mutual = ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"allOf": [{"$ref": "#/$defs/a"}]}}, "$ref": "#/$defs/a"}"##
        #expect(try schemaIssues(mutual, "null") == [##"i.json:1:1: $: schema $ref "#/$defs/a" recurses without consuming the value"##])
    }

    @Test func unresolvedRefIsASchemaError() throws {
        #expect(try schemaFailure(##"{"properties": {"a": {"$ref": "#/$defs/colr"}}, "$defs": {"color": {}}}"##)
            == ##"schema.json:1:31: $.properties.a["$ref"]: unresolved $ref "#/$defs/colr": no member "colr" in $["$defs"] (did you mean "color"?)"##)
        #expect(try schemaFailure(#"{"$ref": "other.json#/x"}"#)
            == ##"schema.json:1:10: $["$ref"]: unsupported $ref "other.json#/x" (only local "#/..." references are supported)"##)
        #expect(try schemaFailure(##"{"$ref": "#/items/3", "items": [1]}"##)
            == ##"schema.json:1:10: $["$ref"]: unresolved $ref "#/items/3": no element 3 in $.items"##)
    }
}
