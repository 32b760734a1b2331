/// A node of the in-memory XML/HTML model.
///
/// There is deliberately no "raw markup" case: every node is serialized (or
/// turned into a libxml2 DOM node) with escaping by construction.
public enum XMLNode: Sendable, Hashable {
    case element(XMLElement)
    /// Character data; escaped on output.
    case text(String)
    /// A comment. Must not contain `--`, end with `-` or start with `>`.
    case comment(String)
}
