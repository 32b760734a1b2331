extension SchemaEvaluator {
    /// `minLength`, `maxLength` (counted in Unicode scalars) and `pattern`.
    func checkString(_ k: SchemaKeywords, _ s: String, _ node: JSONNode, _ path: JSONPath) -> [ConfigIssue] {
        var issues: [ConfigIssue] = []
        let length = s.unicodeScalars.count
        if let min = k.minLength, length < min {
            issues.append(issue("expected at least \(plural(min, "character")), found \(length)", node, path))
        }
        if let max = k.maxLength, length > max {
            issues.append(issue("expected at most \(plural(max, "character")), found \(length)", node, path))
        }
        if let pattern = k.pattern, !pattern.matches(s) {
            issues.append(issue("expected string matching pattern \(JSONText.quoted(pattern.source)),"
                + " found \(node.value.briefText)", node, path))
        }
        return issues
    }

    /// `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`.
    func checkNumber(_ k: SchemaKeywords, _ n: Double, _ node: JSONNode, _ path: JSONPath) -> [ConfigIssue] {
        let bounds: [(Double?, String, (Double, Double) -> Bool)] = [
            (k.minimum, ">=", { $0 >= $1 }),
            (k.exclusiveMinimum, ">", { $0 > $1 }),
            (k.maximum, "<=", { $0 <= $1 }),
            (k.exclusiveMaximum, "<", { $0 < $1 }),
        ]
        return bounds.compactMap { limit, relation, holds in
            guard let limit, !holds(n, limit) else { return nil }
            return issue("expected number \(relation) \(JSONText.number(limit)), found \(JSONText.number(n))", node, path)
        }
    }

    /// `3 items`, `1 item`.
    func plural(_ count: Int, _ noun: String) -> String {
        if count == 1 { return "1 \(noun)" }
        return "\(count) " + (noun == "property" ? "properties" : noun + "s")
    }
}
