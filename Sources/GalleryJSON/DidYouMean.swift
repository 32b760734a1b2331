/// "Did you mean …?" suggestions based on Damerau–Levenshtein (optimal string alignment) distance
/// over Unicode scalars.
package enum DidYouMean {
    /// Up to `limit` candidates closest to `word`, nearest first (ties keep candidate order), among
    /// those within distance `max(2, word.unicodeScalars.count / 3)`. Exact matches are excluded.
    package static func suggestions(for word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let threshold = max(2, word.unicodeScalars.count / 3)
        var seen = Set<String>()
        let scored = candidates.enumerated().compactMap { offset, candidate -> (Int, Int, String)? in
            guard candidate != word, seen.insert(candidate).inserted else { return nil }
            let distance = editDistance(word, candidate)
            return distance <= threshold ? (distance, offset, candidate) : nil
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and transpositions of
    /// adjacent scalars each cost 1.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, previous2[j - 2] + 1)
                }
                row[j] = best
            }
            (previous2, previous, row) = (previous, row, previous2)
        }
        return previous[b.count]
    }

    /// ` (did you mean "a"?)`, ` (did you mean "a" or "b"?)`, ` (did you mean "a", "b" or "c"?)`,
    /// or `""` when there are no suggestions. Names are wrapped in `quote` (JSON-escaped for `"`).
    package static func clause(_ suggestions: [String], quote: Character = "\"") -> String {
        guard !suggestions.isEmpty else { return "" }
        let quoted = suggestions.map { quote == "\"" ? JSONText.quoted($0) : "\(quote)\($0)\(quote)" }
        return " (did you mean \(listing(quoted, conjunction: "or"))?)"
    }

    /// `a`, `a or b`, `a, b or c`.
    package static func listing(_ items: [String], conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
}
