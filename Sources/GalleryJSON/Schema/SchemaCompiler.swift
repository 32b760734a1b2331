/// Walks a schema document, checks keyword values and builds ``CompiledSchema`` trees.
/// Every compiled (sub)schema is recorded by its path so `$ref` targets can be looked up.
struct SchemaCompiler {
    let root: JSONNode
    let file: String
    private(set) var compiled: [JSONPath: CompiledSchema] = [:]
    private(set) var unsupportedKeywords: [JSONPath] = []
    private var pendingRefs: [(path: JSONPath, node: JSONNode)] = []

    init(root: JSONNode, file: String) {
        self.root = root
        self.file = file
    }

    /// Compiles the root schema and then every `$ref` target not reached by the normal walk.
    mutating func compileDocument() throws(ConfigIssue) -> CompiledSchema {
        let schema = try compile(root.cursor(file: file))
        while let target = pendingRefs.popLast() {
            _ = try compile(target.node.cursor(file: file, path: target.path))
        }
        return schema
    }

    mutating func compile(_ cursor: JSONCursor) throws(ConfigIssue) -> CompiledSchema {
        if let done = compiled[cursor.path] { return done }
        let body: CompiledSchema.Body
        switch cursor.value {
        case .bool(let b):
            body = .always(b)
        case .object:
            var keywords = SchemaKeywords()
            for member in try cursor.members() {
                try apply(member.key, member.value, to: &keywords)
            }
            body = .keywords(keywords)
        default:
            throw cursor.typeMismatch(expected: "schema (object or boolean)")
        }
        let schema = CompiledSchema(path: cursor.path, body: body)
        compiled[cursor.path] = schema
        return schema
    }

    private mutating func apply(_ keyword: String, _ v: JSONCursor, to k: inout SchemaKeywords) throws(ConfigIssue) {
        switch keyword {
        case "$ref":
            let target = try JSONPointer.resolve(try v.string(), in: root, from: v)
            k.ref = target.path
            pendingRefs.append(target)
        case "type": k.types = try types(v)
        case "const": k.constValue = v.value
        case "enum": k.enumValues = try v.elements().map(\.value)
        case "minLength": k.minLength = try count(v)
        case "maxLength": k.maxLength = try count(v)
        case "pattern": k.pattern = try pattern(v)
        case "minimum": k.minimum = try v.number()
        case "maximum": k.maximum = try v.number()
        case "exclusiveMinimum": k.exclusiveMinimum = try v.number()
        case "exclusiveMaximum": k.exclusiveMaximum = try v.number()
        case "minItems": k.minItems = try count(v)
        case "maxItems": k.maxItems = try count(v)
        case "uniqueItems": k.uniqueItems = try v.bool()
        case "prefixItems": k.prefixItems = try schemaArray(v, allowEmpty: true)
        case "items": k.items = try compile(v)
        case "required": k.required = try strings(v)
        case "minProperties": k.minProperties = try count(v)
        case "maxProperties": k.maxProperties = try count(v)
        case "properties":
            for member in try v.members() {
                k.properties[member.key] = try compile(member.value)
                k.propertyNames.append(member.key)
            }
        case "patternProperties":
            for member in try v.members() {
                guard let regex = SchemaPattern(member.key) else {
                    throw v.issue("invalid regular expression \(JSONText.quoted(member.key))",
                        at: member.keyPosition, path: member.value.path)
                }
                k.patternProperties.append((regex, try compile(member.value)))
            }
        case "additionalProperties": k.additionalProperties = try compile(v)
        case "$defs", "definitions":
            for member in try v.members() { _ = try compile(member.value) }
        case "allOf": k.allOf = try schemaArray(v, allowEmpty: false)
        case "anyOf": k.anyOf = try schemaArray(v, allowEmpty: false)
        case "oneOf": k.oneOf = try schemaArray(v, allowEmpty: false)
        case "not": k.not = try compile(v)
        case "if": k.ifSchema = try compile(v)
        case "then": k.thenSchema = try compile(v)
        case "else": k.elseSchema = try compile(v)
        default:
            if !JSONSchemaValidator.annotationKeywords.contains(keyword) { unsupportedKeywords.append(v.path) }
        }
    }

    private func types(_ v: JSONCursor) throws(ConfigIssue) -> [JSONSchemaType] {
        let names: [JSONCursor]
        switch v.value {
        case .string: names = [v]
        case .array: names = try v.elements()
        default: throw v.typeMismatch(expected: "type name or array of type names")
        }
        var result: [JSONSchemaType] = []
        for name in names {
            result.append(try name.enumCase(JSONSchemaType.self))
        }
        return result
    }

    private func count(_ v: JSONCursor) throws(ConfigIssue) -> Int {
        let n = try v.int()
        guard n >= 0 else { throw v.typeMismatch(expected: "non-negative integer") }
        return n
    }

    private func strings(_ v: JSONCursor) throws(ConfigIssue) -> [String] {
        var result: [String] = []
        for element in try v.elements() { result.append(try element.string()) }
        return result
    }

    private func pattern(_ v: JSONCursor) throws(ConfigIssue) -> SchemaPattern {
        let source = try v.string()
        guard let regex = SchemaPattern(source) else {
            throw v.issue("invalid regular expression \(JSONText.quoted(source))")
        }
        return regex
    }

    private mutating func schemaArray(_ v: JSONCursor, allowEmpty: Bool) throws(ConfigIssue) -> [CompiledSchema] {
        let elements = try v.elements()
        guard allowEmpty || !elements.isEmpty else { throw v.issue("expected a non-empty array of schemas") }
        var result: [CompiledSchema] = []
        for element in elements { result.append(try compile(element)) }
        return result
    }
}
