import Foundation

/// The symbols one render can draw: the built-in set and, over it, the glyphs a team provides (custom symbols
/// that add names or replace built-in ones). The renderer sets it per render through
/// `EnvironmentValues.symbolLibrary`; `Image(systemName:)` looks names up here.
package struct SymbolLibrary: Sendable, Hashable {
    /// Glyphs by name that take precedence over the built-in ones.
    package private(set) var custom: [String: SymbolGlyph]

    package init(custom: [String: SymbolGlyph] = [:]) { self.custom = custom }

    /// The built-in symbols only.
    package static let builtIn = SymbolLibrary()

    /// Adds or replaces the custom glyph for `name`.
    package mutating func register(_ glyph: SymbolGlyph, named name: String) { custom[name] = glyph }

    /// The glyph for `name`: the custom one if there is one, else the built-in one, else nil.
    package func glyph(named name: String) -> SymbolGlyph? { custom[name] ?? SystemSymbols.glyph(named: name) }

    package func contains(_ name: String) -> Bool { glyph(named: name) != nil }

    /// Every name this library draws, sorted.
    package var names: [String] {
        custom.isEmpty ? SystemSymbols.names : Set(custom.keys).union(SystemSymbols.names).sorted()
    }

    /// Up to `limit` known names closest to `name` by edit distance (nearest first, then alphabetical), among
    /// those within max(2, a third of its length) edits.
    package func suggestions(for name: String, limit: Int = 3) -> [String] {
        EditDistance.closest(to: name, among: names, limit: limit)
    }
}

/// Optimal-string-alignment distance over Unicode scalars: insertions, deletions, substitutions and
/// transpositions of adjacent scalars each cost 1 (the measure GallerySite's did-you-mean uses for
/// configuration keys).
package enum EditDistance {
    /// Up to `limit` of `candidates` closest to `name` (nearest first, then alphabetical), among those within
    /// max(2, a third of its length) edits; `name` itself is not suggested.
    package static func closest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let threshold = max(2, name.unicodeScalars.count / 3)
        return candidates.compactMap { candidate -> (Int, String)? in
            guard candidate != name else { return nil }
            let distance = between(name, candidate)
            return distance <= threshold ? (distance, candidate) : nil
        }
        .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        .prefix(limit).map(\.1)
    }

    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                var best = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, beforePrevious[j - 2] + 1) }
                row[j] = best
            }
            (beforePrevious, previous, row) = (previous, row, beforePrevious)
        }
        return previous[b.count]
    }
}
