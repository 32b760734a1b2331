/// A glob of `exclude` (`sources[].exclude`), matched against a path relative to the source's folder:
/// `*` matches within one path component, `?` one character, `**` any number of whole components; a
/// pattern without `/` matches a file or folder of that name at any depth (`"*+UIKit.swift"`). A
/// pattern that matches a folder leaves out everything below it.
package struct PathGlob: Sendable, Hashable {
    package let pattern: String
    private let components: [Substring]

    package init(_ pattern: String) {
        self.pattern = pattern
        var parts = pattern.split(separator: "/", omittingEmptySubsequences: true)
        if !pattern.contains("/") { parts.insert("**", at: 0) }
        components = parts
    }

    /// Whether `relativePath` (components separated by `/`), or a folder above it, matches.
    package func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        for length in stride(from: path.count, through: 1, by: -1) where Self.match(components[...], path[..<length]) { return true }
        return false
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            var rest = name
            while true {
                if matchComponent(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case "?":
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
