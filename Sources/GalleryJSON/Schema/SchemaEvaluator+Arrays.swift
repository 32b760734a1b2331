extension SchemaEvaluator {
    /// `minItems`, `maxItems`, `uniqueItems`, `prefixItems`, `items` (elements after the prefix).
    func checkArray(_ k: SchemaKeywords, _ elements: [JSONNode], _ node: JSONNode, _ path: JSONPath) -> [ConfigIssue] {
        var issues: [ConfigIssue] = []
        if let min = k.minItems, elements.count < min {
            issues.append(issue("expected at least \(plural(min, "item")), found \(elements.count)", node, path))
        }
        if let max = k.maxItems, elements.count > max {
            issues.append(issue("expected at most \(plural(max, "item")), found \(elements.count)", node, path))
        }
        if k.uniqueItems {
            for (j, element) in elements.enumerated() {
                if let i = elements[..<j].firstIndex(where: { $0.value.isSameJSON(as: element.value) }) {
                    issues.append(issue("duplicate array item (same as item \(i))", element, path.appending(j)))
                }
            }
        }
        for (index, element) in elements.enumerated() {
            let schema = index < k.prefixItems.count ? k.prefixItems[index] : k.items
            if let schema {
                issues += evaluate(schema, element, at: path.appending(index))
            }
        }
        return issues
    }
}
