extension SchemaEvaluator {
    /// `required`, `minProperties`, `maxProperties`, then per member (in document order)
    /// `properties`, `patternProperties` and `additionalProperties`.
    func checkObject(
        _ k: SchemaKeywords, _ members: [(key: String, keyPosition: SourcePosition, value: JSONNode)],
        _ node: JSONNode, _ path: JSONPath
    ) -> [ConfigIssue] {
        var issues: [ConfigIssue] = []
        let present = Set(members.map(\.key))
        for name in k.required where !present.contains(name) {
            issues.append(issue("missing required property \(JSONText.quoted(name))", node, path))
        }
        if let min = k.minProperties, members.count < min {
            issues.append(issue("expected at least \(plural(min, "property")), found \(members.count)", node, path))
        }
        if let max = k.maxProperties, members.count > max {
            issues.append(issue("expected at most \(plural(max, "property")), found \(members.count)", node, path))
        }
        for member in members {
            let memberPath = path.appending(member.key)
            var matched = false
            if let schema = k.properties[member.key] {
                matched = true
                issues += evaluate(schema, member.value, at: memberPath)
            }
            for entry in k.patternProperties where entry.pattern.matches(member.key) {
                matched = true
                issues += evaluate(entry.schema, member.value, at: memberPath)
            }
            guard !matched, let additional = k.additionalProperties else { continue }
            if case .always(false) = additional.body {
                let candidates = k.propertyNames.filter { !present.contains($0) }
                let suggestions = DidYouMean.suggestions(for: member.key, among: candidates)
                issues.append(issue("unknown property \(JSONText.quoted(member.key))" + DidYouMean.clause(suggestions),
                    member.value, memberPath, at: member.keyPosition))
            } else {
                issues += evaluate(additional, member.value, at: memberPath)
            }
        }
        return issues
    }
}
