/// Applies a ``CompiledSchema`` to an instance node and collects located issues.
struct SchemaEvaluator {
    /// Nested `$ref` hops allowed without descending into the instance (guards `{"$ref": "#"}` loops).
    static let maximumRefDepth = 64

    let schemas: [JSONPath: CompiledSchema]
    let file: String

    func issue(_ message: String, _ node: JSONNode, _ path: JSONPath, at position: SourcePosition? = nil) -> ConfigIssue {
        ConfigIssue(file: file, path: path, position: position ?? node.position, message: message)
    }

    func isValid(_ schema: CompiledSchema, _ node: JSONNode, at path: JSONPath, refDepth: Int) -> Bool {
        evaluate(schema, node, at: path, refDepth: refDepth).isEmpty
    }

    func evaluate(_ schema: CompiledSchema, _ node: JSONNode, at path: JSONPath, refDepth: Int = 0) -> [ConfigIssue] {
        let k: SchemaKeywords
        switch schema.body {
        case .always(true): return []
        case .always(false): return [issue("no value is allowed here", node, path)]
        case .keywords(let keywords): k = keywords
        }
        if let types = k.types, !types.contains(where: { $0.admits(node.value) }) {
            return [issue("expected \(JSONSchemaType.listing(types)), found \(node.value.typedText)", node, path)]
        }
        var issues = checkValue(k, node, path)
        switch node.value {
        case .string(let s): issues += checkString(k, s, node, path)
        case .number(let n): issues += checkNumber(k, n, node, path)
        case .array(let elements): issues += checkArray(k, elements, node, path)
        case .object(let members): issues += checkObject(k, members, node, path)
        case .null, .bool: break
        }
        if let ref = k.ref {
            issues += evaluateRef(ref, node, path, refDepth: refDepth)
        }
        issues += checkCombinators(k, node, path, refDepth: refDepth)
        return issues
    }

    func evaluateRef(_ ref: JSONPath, _ node: JSONNode, _ path: JSONPath, refDepth: Int) -> [ConfigIssue] {
        guard refDepth < Self.maximumRefDepth else {
            return [issue("schema $ref \"#\(ref.jsonPointer)\" recurses without consuming the value", node, path)]
        }
        // Every $ref target is compiled by SchemaCompiler.compileDocument().
        guard let target = schemas[ref] else { return [] }
        return evaluate(target, node, at: path, refDepth: refDepth + 1)
    }

    /// `const` and `enum`.
    private func checkValue(_ k: SchemaKeywords, _ node: JSONNode, _ path: JSONPath) -> [ConfigIssue] {
        var issues: [ConfigIssue] = []
        if let constValue = k.constValue, !node.value.isSameJSON(as: constValue) {
            issues.append(issue("expected \(constValue.briefText), found \(node.value.briefText)", node, path))
        }
        if let values = k.enumValues, !values.contains(where: { node.value.isSameJSON(as: $0) }) {
            let listed = values.map(\.briefText).joined(separator: ", ")
            var message = values.count == 1
                ? "expected \(listed), found \(node.value.briefText)"
                : "expected one of \(listed), found \(node.value.briefText)"
            if case .string(let s) = node.value {
                let names = values.compactMap { value -> String? in
                    if case .string(let name) = value { name } else { nil }
                }
                message += DidYouMean.clause(DidYouMean.suggestions(for: s, among: names))
            }
            issues.append(issue(message, node, path))
        }
        return issues
    }
}
