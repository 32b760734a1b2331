extension SchemaEvaluator {
    /// `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`.
    func checkCombinators(_ k: SchemaKeywords, _ node: JSONNode, _ path: JSONPath, refDepth: Int) -> [ConfigIssue] {
        var issues: [ConfigIssue] = []
        for schema in k.allOf {
            issues += evaluate(schema, node, at: path, refDepth: refDepth)
        }
        if let branches = k.anyOf {
            let results = branches.map { evaluate($0, node, at: path, refDepth: refDepth) }
            if !results.contains(where: \.isEmpty) {
                issues += noAlternativeMatched(branches, results, "anyOf", node, path)
            }
        }
        if let branches = k.oneOf {
            let results = branches.map { evaluate($0, node, at: path, refDepth: refDepth) }
            let matching = results.indices.filter { results[$0].isEmpty }
            if matching.isEmpty {
                issues += noAlternativeMatched(branches, results, "oneOf", node, path)
            } else if matching.count > 1 {
                let listed = DidYouMean.listing(matching.map(String.init), conjunction: "and")
                issues.append(issue("value matches more than one alternative of oneOf (alternatives \(listed))",
                    node, path))
            }
        }
        if let not = k.not, isValid(not, node, at: path, refDepth: refDepth) {
            issues.append(issue("value must not match the schema in \"not\"", node, path))
        }
        if let condition = k.ifSchema {
            let branch = isValid(condition, node, at: path, refDepth: refDepth) ? k.thenSchema : k.elseSchema
            if let branch { issues += evaluate(branch, node, at: path, refDepth: refDepth) }
        }
        return issues
    }

    /// When exactly one alternative accepts the value's type its issues are reported (they are the
    /// most specific); when none does, a combined type error; otherwise a summary.
    private func noAlternativeMatched(
        _ branches: [CompiledSchema], _ results: [[ConfigIssue]], _ keyword: String, _ node: JSONNode,
        _ path: JSONPath
    ) -> [ConfigIssue] {
        let admitted = branches.map { admittedTypes($0) }
        let compatible = admitted.indices.filter { admitted[$0]?.contains { $0.admits(node.value) } ?? true }
        if compatible.count == 1 { return results[compatible[0]] }
        if compatible.isEmpty {
            var union: [JSONSchemaType] = []
            for type in admitted.compactMap({ $0 }).joined() where !union.contains(type) { union.append(type) }
            if !union.isEmpty {
                return [issue("expected \(JSONSchemaType.listing(union)), found \(node.value.typedText)", node, path)]
            }
        }
        return [issue("value does not match any alternative of \(keyword) (\(plural(branches.count, "alternative")))",
            node, path)]
    }

    /// Types a schema can accept, following `$ref`s without own `type`; `nil` means unconstrained.
    private func admittedTypes(_ schema: CompiledSchema) -> [JSONSchemaType]? {
        var current = schema
        for _ in 0..<Self.maximumRefDepth {
            switch current.body {
            case .always(let accepts): return accepts ? nil : []
            case .keywords(let k):
                if let types = k.types { return types }
                guard let ref = k.ref, let target = schemas[ref] else { return nil }
                current = target
            }
        }
        return nil
    }
}
