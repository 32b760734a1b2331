/// A JSON node viewed in context (file + path) so typed reads can produce located ``ConfigIssue``s.
///
/// ```swift
/// let root = node.cursor(file: "gallery-config.json")
/// for theme in try root.requiredMember("themes").elements() {
///     let scheme = try theme.requiredMember("colorScheme").oneOf(["light", "dark"])
/// }
/// ```
package struct JSONCursor: Sendable {
    package let node: JSONNode
    package let file: String
    package let path: JSONPath

    package init(node: JSONNode, file: String, path: JSONPath = .root) {
        self.node = node
        self.file = file
        self.path = path
    }

    package var value: JSONValue { node.value }
    package var position: SourcePosition { node.position }
    package var isNull: Bool { node.value == .null }

    /// An issue located at this value (or at `position`, e.g. an object key).
    package func issue(_ message: String, at position: SourcePosition? = nil, path: JSONPath? = nil) -> ConfigIssue {
        ConfigIssue(file: file, path: path ?? self.path, position: position ?? node.position, message: message)
    }

    /// `expected <expected>, found <type value>` located at this value.
    package func typeMismatch(expected: String) -> ConfigIssue {
        issue("expected \(expected), found \(value.typedText)")
    }

    package func child(_ node: JSONNode, _ component: JSONPath.Component) -> JSONCursor {
        JSONCursor(node: node, file: file, path: path.appending(component))
    }
}

extension JSONNode {
    /// A root cursor over this node for typed, located reads.
    package func cursor(file: String, path: JSONPath = .root) -> JSONCursor {
        JSONCursor(node: self, file: file, path: path)
    }
}
