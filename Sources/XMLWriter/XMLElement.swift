/// An element of the in-memory XML/HTML model (used to build SVG and HTML
/// fragments). Attribute order is preserved exactly as given.
public struct XMLElement: Sendable, Hashable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var children: [XMLNode]

    /// `XMLElement("rect", ["x": "0", "y": "0"])` — `KeyValuePairs` keeps the
    /// literal's order (a dictionary would not).
    public init(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], children: [XMLNode] = []) {
        self.name = name
        self.attributes = attributes.map { XMLAttribute($0.key, $0.value) }
        self.children = children
    }

    /// `XMLElement("title", text: "Hello")`: an element with one text child.
    public init(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String) {
        self.init(name, attributes, children: [.text(text)])
    }

    public init(_ name: String, attributes: [XMLAttribute], children: [XMLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The value of the first attribute called `name`, if any.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Replaces the value of attribute `name` in place (keeping its position),
    /// or appends it if absent.
    public mutating func set(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(XMLAttribute(name, value))
        }
    }

    /// Removes every attribute called `name`.
    public mutating func removeAttribute(_ name: String) {
        attributes.removeAll { $0.name == name }
    }

    public mutating func append(_ node: XMLNode) {
        children.append(node)
    }

    public mutating func append(_ element: XMLElement) {
        children.append(.element(element))
    }

    public mutating func append(text: String) {
        children.append(.text(text))
    }
}
