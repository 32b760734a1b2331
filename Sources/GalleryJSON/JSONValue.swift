/// A parsed JSON value. Objects keep their members in source order; the parser rejects duplicate keys.
///
/// `==` is *structural*: it compares positions of nested nodes and object member order too.
/// Use ``isSameJSON(as:)`` for JSON-level equality (ignores positions and member order).
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([(key: String, keyPosition: SourcePosition, value: JSONNode)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count
                && zip(a, b).allSatisfy { $0.key == $1.key && $0.keyPosition == $1.keyPosition && $0.value == $1.value }
        default: return false
        }
    }

    /// JSON data-model equality: numbers by value, arrays element-wise, objects as unordered key sets;
    /// source positions are ignored.
    package func isSameJSON(as other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.value.isSameJSON(as: $1.value) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            return a.allSatisfy { member in
                b.contains { $0.key == member.key && $0.value.value.isSameJSON(as: member.value.value) }
            }
        default: return false
        }
    }

    /// JSON Schema type name of this value: `null`, `boolean`, `number`, `string`, `array` or `object`.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
