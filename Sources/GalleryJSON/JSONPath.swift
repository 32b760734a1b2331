/// Location of a value inside a JSON document, rendered JSONPath-style:
/// `$.themes[2].tokens.button.primary.color`, `$["weird key"][0]`.
/// Keys matching `[A-Za-z_][A-Za-z0-9_]*` use dot notation; others use a bracketed JSON string.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    package enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    package var components: [Component]

    package init(_ components: [Component] = []) {
        self.components = components
    }

    package static let root = JSONPath()

    package func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    package func appending(_ index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    package func appending(_ component: Component) -> JSONPath {
        JSONPath(components + [component])
    }

    package var parent: JSONPath? {
        components.isEmpty ? nil : JSONPath(Array(components.dropLast()))
    }

    package var description: String {
        var out = "$"
        for component in components {
            switch component {
            case .index(let i): out += "[\(i)]"
            case .key(let key) where Self.isIdentifier(key): out += "." + key
            case .key(let key): out += "[" + JSONText.quoted(key) + "]"
            }
        }
        return out
    }

    /// RFC 6901 JSON Pointer for this path, e.g. `/themes/2/a~1b`.
    package var jsonPointer: String {
        components.map { component in
            switch component {
            case .index(let i): "/\(i)"
            case .key(let key):
                "/" + key.map { $0 == "~" ? "~0" : $0 == "/" ? "~1" : String($0) }.joined()
            }
        }.joined()
    }

    static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first else { return false }
        func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" }
        return isLetter(first) && key.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}
