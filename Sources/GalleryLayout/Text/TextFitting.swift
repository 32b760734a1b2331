import Foundation
import Fonts
import StyleKit

/// Fits the characters of one paragraph into a width: greedy word wrapping, breaking a word between
/// characters when it is wider than a line, and truncation with "…" (U+2026). Widths are measured by
/// shaping each candidate with the paragraph's faces, so kerning, ligatures and the ellipsis's own glyph
/// (from the run's face, or the first fallback face that has one) count.
///
/// Positions are of characters (`Character`s, extended grapheme clusters): the candidates are made as
/// substrings of the paragraph between kept character boundaries, copied as UTF-8, not built character by
/// character (`String(_:)` over `Character`s goes through the standard library's unspecialised generic path:
/// a tenth of layout in the shipped gallery, docs/profile.md).
final class TextFitting {
    let text: String
    let characters: [Character]
    /// Where each character begins in `text`, and its end last (`characters.count + 1` indices).
    private let bounds: [String.Index]
    let shaper: LineShaper
    let maxWidth: Double
    /// Layouts shaped so far, by text: probes repeat (the same pair of letters, the same one-letter line).
    private var shaped: [String: TextLayout] = [:]

    init(text: String, shaper: LineShaper, maxWidth: Double) {
        self.text = text; self.shaper = shaper; self.maxWidth = maxWidth
        var characters: [Character] = [], bounds: [String.Index] = []
        var index = text.startIndex
        while index < text.endIndex {
            bounds.append(index)
            characters.append(text[index])
            index = text.index(after: index)
        }
        bounds.append(text.endIndex)
        self.characters = characters
        self.bounds = bounds
    }

    /// The characters of `range` as a string.
    func string(_ range: Range<Int>) -> String { String(text[bounds[range.lowerBound]..<bounds[range.upperBound]]) }

    static let ellipsis: Character = "\u{2026}"

    private func layout(_ text: String) -> TextLayout {
        if let known = shaped[text] { return known }
        let layout = shaper.layout(text)
        // A wrap probes a few dozen texts: room for them once a third comes, where growing rehashed every key each
        // time (a line that fits is asked about once or twice, and needs no more).
        if shaped.count == 2 { shaped.reserveCapacity(2 * characters.count + 8) }
        shaped[text] = layout
        return layout
    }
    private func fits(_ range: Range<Int>) -> Bool { layout(string(range)).width <= maxWidth + 0.001 }
    /// The line of the characters of `range`, shaped once per distinct text.
    func line(_ range: Range<Int>) -> TextLines.Line { line(string(range)) }

    private func line(_ text: String) -> TextLines.Line { TextLines.Line(text: text, layout: layout(text)) }

    /// The lines the paragraph wraps into, as ranges of `characters`. Lines break at spaces (the space is
    /// dropped); a word that does not fit a line of its own is split after the most characters that fit
    /// (at least one).
    func wrap() -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start = 0
        for (index, character) in characters.enumerated() where character == " " {
            words.append(start..<index)
            start = index + 1
        }
        words.append(start..<characters.count)

        var lines: [Range<Int>] = []
        var current: Range<Int>?
        for word in words {
            if let line = current {
                let candidate = line.lowerBound..<word.upperBound
                if fits(candidate) { current = candidate; continue }
                lines.append(line)
                current = nil
            }
            var start = word.lowerBound
            // Widths grow with the characters: when two do not fit, one goes alone (what a stack's zero-width
            // probe asks, at one shaping of a pair that often repeats).
            while word.upperBound - start > 1 {
                if !fits(start..<start + 2) {
                    lines.append(start..<start + 1)
                    start += 1
                    continue
                }
                if fits(start..<word.upperBound) { break }
                let end = longestFittingEnd(from: start, before: word.upperBound)
                lines.append(start..<end)
                start = end
            }
            current = start..<word.upperBound
        }
        if let current { lines.append(current) }
        return lines
    }

    /// The largest `end` in `start + 2 ..< limit` whose characters `start..<end` fit, when the first two do.
    private func longestFittingEnd(from start: Int, before limit: Int) -> Int {
        var low = start + 2, high = limit - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(start..<middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The characters of `range` shown in one line with an ellipsis: as many as fit, the ellipsis at the
    /// end (`.tail`), the start (`.head`) or between a start and an end of nearly equal length (`.middle`).
    /// Spaces next to the ellipsis are dropped. When not even the ellipsis fits, the line is the ellipsis.
    func truncate(_ range: Range<Int>, mode: Text.TruncationMode) -> TextLines.Line {
        let ellipsis = String(Self.ellipsis)
        func candidate(_ kept: Int) -> String {
            switch mode {
            case .tail:
                return string(trimmingTrailingSpaces(range.lowerBound..<range.lowerBound + kept)) + ellipsis
            case .head:
                return ellipsis + string(trimmingLeadingSpaces(range.upperBound - kept..<range.upperBound))
            case .middle:
                let front = (kept + 1) / 2
                return string(trimmingTrailingSpaces(range.lowerBound..<range.lowerBound + front)) + ellipsis
                    + string(trimmingLeadingSpaces(range.upperBound - (kept - front)..<range.upperBound))
            }
        }
        // The most characters kept such that the line fits; widths grow with what is kept.
        var low = 0, high = max(0, range.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if layout(candidate(middle)).width <= maxWidth + 0.001 { low = middle } else { high = middle - 1 }
        }
        return line(candidate(low))
    }

    /// `range` without the white space at its end.
    private func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
        return range.lowerBound..<end
    }

    /// `range` without the white space at its start.
    private func trimmingLeadingSpaces(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, characters[start].isWhitespace { start += 1 }
        return start..<range.upperBound
    }
}
