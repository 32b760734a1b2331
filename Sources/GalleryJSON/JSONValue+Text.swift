extension JSONValue {
    /// Compact JSON text (`{"a":[1,true]}`), members in stored order.
    package var jsonText: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): JSONText.number(n)
        case .string(let s): JSONText.quoted(s)
        case .array(let elements): "[" + elements.map(\.value.jsonText).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { JSONText.quoted($0.key) + ":" + $0.value.value.jsonText }.joined(separator: ",") + "}"
        }
    }

    /// Short rendering for messages: scalars as JSON text (long strings truncated), containers as
    /// `array` / `object`. Example: `"darkk"`, `12`, `null`, `array`.
    package var briefText: String {
        switch self {
        case .string(let s): JSONText.quoted(JSONText.truncated(s))
        case .array: "array"
        case .object: "object"
        default: jsonText
        }
    }

    /// Type plus value, used after "found": `number 12`, `string "x"`, `boolean true`, `null`, `array`.
    package var typedText: String {
        switch self {
        case .null, .array, .object: typeName
        default: typeName + " " + briefText
        }
    }
}
