import Testing
@testable import GalleryJSON

@Suite("JSONSchemaValidator schema compilation")
struct SchemaCompileTests {
    @Test func annotationsAreIgnoredAndUnknownKeywordsListed() throws {
        let schema = """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "x", "$comment": "c",
              "title": "T", "description": "D", "markdownDescription": "M", "default": {}, "examples": [],
              "properties": {
                "a": {"type": "string", "format": "uri", "title": "t"},
                "format": {"type": "string"}
              },
              "$defs": {"d": {"multipleOf": 2}},
              "dependentRequired": {}
            }
            """
        let validator = try JSONSchemaValidator(schema: JSONParser.parse(schema, file: "schema.json"))
        #expect(validator.unsupportedKeywords().map(\.description) == [
            "$.properties.a.format", #"$["$defs"].d.multipleOf"#, "$.dependentRequired",
        ])
        #expect(validator.validate(try JSONParser.parse(#"{"a": 1}"#, file: "i.json"), file: "i.json").map(\.message)
            == ["expected string, found number 1"])
    }

    @Test func everySupportedKeywordIsRecognised() throws {
        // A schema using every supported keyword with a valid value reports nothing unsupported.
        let values: [String: String] = [
            "$ref": ##""#""##, "$defs": "{}", "definitions": "{}", "type": ##""object""##, "enum": "[{}]",
            "const": "{}", "minLength": "0", "maxLength": "1", "pattern": #""x""#, "minimum": "0", "maximum": "1",
            "exclusiveMinimum": "0", "exclusiveMaximum": "1", "minItems": "0", "maxItems": "1", "uniqueItems": "true",
            "prefixItems": "[]", "items": "true", "required": "[]", "minProperties": "0", "maxProperties": "1",
            "properties": "{}", "patternProperties": "{}", "additionalProperties": "true", "allOf": "[true]",
            "anyOf": "[true]", "oneOf": "[true]", "not": "false", "if": "true", "then": "true", "else": "true",
        ]
        #expect(Set(values.keys) == JSONSchemaValidator.validationKeywords)
        let members = JSONSchemaValidator.supportedKeywords.sorted().map { keyword in
            JSONText.quoted(keyword) + ": " + (values[keyword] ?? #""annotation""#)
        }
        let validator = try JSONSchemaValidator(
            schema: JSONParser.parse("{" + members.joined(separator: ", ") + "}", file: "schema.json"))
        #expect(validator.unsupportedKeywords() == [])
    }

    @Test(arguments: [
        (#"{"type": "strng"}"#,
         #"schema.json:1:10: $.type: expected one of "null", "boolean", "object", "array", "number", "integer", "string", found "strng" (did you mean "string"?)"#),
        (#"{"type": 3}"#, "schema.json:1:10: $.type: expected type name or array of type names, found number 3"),
        (#"{"minLength": -1}"#, "schema.json:1:15: $.minLength: expected non-negative integer, found number -1"),
        (#"{"maxItems": 1.5}"#, "schema.json:1:14: $.maxItems: expected integer, found number 1.5"),
        (#"{"pattern": "("}"#, #"schema.json:1:13: $.pattern: invalid regular expression "(""#),
        (#"{"patternProperties": {"[": {}}}"#, #"schema.json:1:24: $.patternProperties["["]: invalid regular expression "[""#),
        (#"{"properties": {"a": 5}}"#, "schema.json:1:22: $.properties.a: expected schema (object or boolean), found number 5"),
        (#"{"anyOf": []}"#, "schema.json:1:11: $.anyOf: expected a non-empty array of schemas"),
        (#"{"required": ["a", 1]}"#, "schema.json:1:20: $.required[1]: expected string, found number 1"),
        (#"{"exclusiveMinimum": true}"#, "schema.json:1:22: $.exclusiveMinimum: expected number, found boolean true"),
        ("[]", "schema.json:1:1: $: expected schema (object or boolean), found array"),
    ])
    func malformedSchemasAreRejected(schema: String, expected: String) throws {
        #expect(try schemaFailure(schema) == expected)
    }
}
