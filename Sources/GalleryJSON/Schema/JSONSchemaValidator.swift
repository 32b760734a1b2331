/// Validates JSON documents against a JSON Schema (a draft 2020-12 subset).
///
/// Supported: `type`, `enum`, `const`, `minLength`, `maxLength`, `pattern`, `minimum`, `maximum`,
/// `exclusiveMinimum`, `exclusiveMaximum`, `minItems`, `maxItems`, `uniqueItems`, `prefixItems`,
/// `items`, `required`, `minProperties`, `maxProperties`, `properties`, `patternProperties`,
/// `additionalProperties`, `$ref` (local JSON pointers, e.g. `#/$defs/x`, `#/definitions/x`, `#`),
/// `$defs`, `definitions`, `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`.
/// Annotations (``annotationKeywords``) are ignored; any other keyword is ignored but reported by
/// ``unsupportedKeywords()``. Malformed schemas (bad keyword values, invalid regexes, unresolvable
/// `$ref`s) are rejected by the initializer.
package struct JSONSchemaValidator: Sendable {
    package static let annotationKeywords: Set<String> = [
        "$schema", "$id", "$comment", "title", "description", "markdownDescription", "default", "examples",
    ]

    package static let validationKeywords: Set<String> = [
        "$ref", "$defs", "definitions", "type", "enum", "const", "minLength", "maxLength", "pattern",
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minItems", "maxItems", "uniqueItems",
        "prefixItems", "items", "required", "minProperties", "maxProperties", "properties",
        "patternProperties", "additionalProperties", "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
    ]

    package static var supportedKeywords: Set<String> { annotationKeywords.union(validationKeywords) }

    private let root: CompiledSchema
    private let schemas: [JSONPath: CompiledSchema]
    private let unsupported: [JSONPath]

    /// - Parameter file: name used in issues about the schema itself.
    package init(schema: JSONNode, file: String = "schema.json") throws(ConfigIssue) {
        var compiler = SchemaCompiler(root: schema, file: file)
        root = try compiler.compileDocument()
        schemas = compiler.compiled
        unsupported = compiler.unsupportedKeywords
    }

    /// All issues in `instance`, in document order per object/array and keyword order per value.
    /// Each issue carries `file`, the instance path and the offending node's position (for unknown
    /// properties: the key's position).
    package func validate(_ instance: JSONNode, file: String) -> [ConfigIssue] {
        SchemaEvaluator(schemas: schemas, file: file).evaluate(root, instance, at: .root)
    }

    /// Schema locations of keywords this validator does not understand (e.g. `$.properties.x.format`),
    /// in schema document order.
    package func unsupportedKeywords() -> [JSONPath] { unsupported }
}
