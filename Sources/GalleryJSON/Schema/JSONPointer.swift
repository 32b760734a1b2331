import Foundation

/// Resolution of local `$ref` URIs (`#`, `#/$defs/color`, `#/properties/a~1b/items`) against the
/// schema document (RFC 6901 with `~0`/`~1` and percent-decoding).
enum JSONPointer {
    static func resolve(_ ref: String, in root: JSONNode, from refCursor: JSONCursor) throws(ConfigIssue)
        -> (path: JSONPath, node: JSONNode)
    {
        guard ref.hasPrefix("#") else {
            throw refCursor.issue("unsupported $ref \(JSONText.quoted(ref)) (only local \"#/...\" references are supported)")
        }
        let fragment = String(ref.dropFirst()).removingPercentEncoding ?? String(ref.dropFirst())
        guard fragment.isEmpty || fragment.hasPrefix("/") else {
            throw refCursor.issue("unsupported $ref \(JSONText.quoted(ref)) (expected a JSON pointer such as \"#/$defs/name\")")
        }
        var path = JSONPath.root
        var node = root
        for raw in fragment.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let token = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch node.value {
            case .object(let members):
                guard let member = members.first(where: { $0.key == token }) else {
                    let suggestions = DidYouMean.suggestions(for: token, among: members.map(\.key))
                    throw refCursor.issue("unresolved $ref \(JSONText.quoted(ref)): no member \(JSONText.quoted(token))"
                        + " in \(path)" + DidYouMean.clause(suggestions))
                }
                path = path.appending(token)
                node = member.value
            case .array(let elements):
                guard let index = Int(token), elements.indices.contains(index) else {
                    throw refCursor.issue("unresolved $ref \(JSONText.quoted(ref)): no element \(token) in \(path)")
                }
                path = path.appending(index)
                node = elements[index]
            default:
                throw refCursor.issue("unresolved $ref \(JSONText.quoted(ref)): \(path) is not an object or array")
            }
        }
        return (path, node)
    }
}
