extension JSONCursor {
    package func string() throws(ConfigIssue) -> String {
        guard case .string(let s) = value else { throw typeMismatch(expected: "string") }
        return s
    }

    package func bool() throws(ConfigIssue) -> Bool {
        guard case .bool(let b) = value else { throw typeMismatch(expected: "boolean") }
        return b
    }

    package func number() throws(ConfigIssue) -> Double {
        guard case .number(let n) = value else { throw typeMismatch(expected: "number") }
        return n
    }

    /// A number with no fractional part that fits `Int`.
    package func int() throws(ConfigIssue) -> Int {
        guard case .number(let n) = value, n == n.rounded(), let i = Int(exactly: n) else {
            throw typeMismatch(expected: "integer")
        }
        return i
    }

    package func elements() throws(ConfigIssue) -> [JSONCursor] {
        guard case .array(let nodes) = value else { throw typeMismatch(expected: "array") }
        return nodes.enumerated().map { child($1, .index($0)) }
    }

    package func members() throws(ConfigIssue) -> [(key: String, keyPosition: SourcePosition, value: JSONCursor)] {
        guard case .object(let members) = value else { throw typeMismatch(expected: "object") }
        return members.map { ($0.key, $0.keyPosition, child($0.value, .key($0.key))) }
    }

    /// The member named `key`, or `nil` when absent. Throws when this value is not an object.
    package func member(_ key: String) throws(ConfigIssue) -> JSONCursor? {
        guard case .object(let members) = value else { throw typeMismatch(expected: "object") }
        return members.first { $0.key == key }.map { child($0.value, .key(key)) }
    }

    /// The member named `key`; a missing member is reported at this object's path and position.
    package func requiredMember(_ key: String) throws(ConfigIssue) -> JSONCursor {
        guard let found = try member(key) else { throw issue("missing required member \(JSONText.quoted(key))") }
        return found
    }

    /// A string that must be one of `allowed`:
    /// `expected one of "light", "dark", found "darkk" (did you mean "dark"?)`.
    package func oneOf(_ allowed: [String]) throws(ConfigIssue) -> String {
        if case .string(let s) = value, allowed.contains(s) { return s }
        let listed = allowed.map(JSONText.quoted).joined(separator: ", ")
        var message = "expected one of \(listed), found \(value.briefText)"
        if case .string(let s) = value {
            message += DidYouMean.clause(DidYouMean.suggestions(for: s, among: allowed))
        }
        throw issue(message)
    }

    /// A string naming a case of `E` by raw value (see ``oneOf(_:)``).
    package func enumCase<E: CaseIterable & RawRepresentable>(_ type: E.Type) throws(ConfigIssue) -> E
    where E.RawValue == String {
        let raw = try oneOf(E.allCases.map(\.rawValue))
        return E(rawValue: raw)!
    }

    /// One issue per object member whose key is not in `allowed`, located at the key:
    /// `unknown member "colr" (did you mean "color"?)`. Non-objects yield no issues.
    package func unknownMemberIssues(allowed: [String]) -> [ConfigIssue] {
        guard case .object(let members) = value else { return [] }
        let present = Set(members.map(\.key))
        let candidates = allowed.filter { !present.contains($0) }
        return members.filter { !allowed.contains($0.key) }.map { member in
            issue("unknown member \(JSONText.quoted(member.key))"
                    + DidYouMean.clause(DidYouMean.suggestions(for: member.key, among: candidates)),
                at: member.keyPosition, path: path.appending(member.key))
        }
    }
}
