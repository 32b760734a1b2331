/// One `name="value"` pair of an element. Attributes are kept in an array so
/// that their order (and therefore the serialized bytes) is exactly as given.
public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
