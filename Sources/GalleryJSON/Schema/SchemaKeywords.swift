/// Decoded keywords of an object schema. `nil` / empty means "keyword absent".
struct SchemaKeywords: Sendable {
    /// Location (in the schema document) of the `$ref` target; looked up at validation time.
    var ref: JSONPath?
    var types: [JSONSchemaType]?
    var constValue: JSONValue?
    var enumValues: [JSONValue]?

    var minLength: Int?
    var maxLength: Int?
    var pattern: SchemaPattern?

    var minimum: Double?
    var maximum: Double?
    var exclusiveMinimum: Double?
    var exclusiveMaximum: Double?

    var minItems: Int?
    var maxItems: Int?
    var uniqueItems = false
    var prefixItems: [CompiledSchema] = []
    var items: CompiledSchema?

    var required: [String] = []
    var minProperties: Int?
    var maxProperties: Int?
    var propertyNames: [String] = []
    var properties: [String: CompiledSchema] = [:]
    var patternProperties: [(pattern: SchemaPattern, schema: CompiledSchema)] = []
    var additionalProperties: CompiledSchema?

    var allOf: [CompiledSchema] = []
    var anyOf: [CompiledSchema]?
    var oneOf: [CompiledSchema]?
    var not: CompiledSchema?
    var ifSchema: CompiledSchema?
    var thenSchema: CompiledSchema?
    var elseSchema: CompiledSchema?
}
