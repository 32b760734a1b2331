/// A JSON value together with the position of its first character in the source text.
package struct JSONNode: Sendable, Equatable {
    package var value: JSONValue
    /// Line/column of the value's first character (`{`, `[`, `"`, `-`, a digit, or a literal's letter).
    package var position: SourcePosition

    package init(_ value: JSONValue, at position: SourcePosition) {
        self.value = value
        self.position = position
    }

    package init(value: JSONValue, position: SourcePosition) {
        self.init(value, at: position)
    }

    /// The value of the first member named `key` when this node is an object; `nil` otherwise.
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The element at `index` when this node is an array and the index is in range; `nil` otherwise.
    package subscript(index: Int) -> JSONNode? {
        guard case .array(let elements) = value, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
