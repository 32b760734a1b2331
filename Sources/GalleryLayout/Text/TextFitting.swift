import Foundation
import Fonts
import StyleKit

/// Fits the characters of one paragraph into a width: greedy word wrapping, breaking a word between
/// characters when it is wider than a line, and truncation with "…" (U+2026). Widths are measured by
/// shaping each candidate with the paragraph's faces, so kerning, ligatures and the ellipsis's own glyph
/// (from the run's face, or the first fallback face that has one) count.
final class TextFitting {
    let characters: [Character]
    let shaper: LineShaper
    let maxWidth: Double
    /// Layouts shaped so far, by text: probes repeat (the same pair of letters, the same one-letter line).
    private var shaped: [String: TextLayout] = [:]

    init(characters: [Character], shaper: LineShaper, maxWidth: Double) {
        self.characters = characters; self.shaper = shaper; self.maxWidth = maxWidth
    }

    static let ellipsis: Character = "\u{2026}"

    private func layout(_ text: String) -> TextLayout {
        if let known = shaped[text] { return known }
        let layout = shaper.layout(text)
        shaped[text] = layout
        return layout
    }
    private func width<S: Sequence<Character>>(_ text: S) -> Double { layout(String(text)).width }
    private func fits(_ range: Range<Int>) -> Bool { width(characters[range]) <= maxWidth + 0.001 }
    /// The line of `characters`, shaped once per distinct text.
    func line<S: Sequence<Character>>(_ characters: S) -> TextLines.Line {
        let text = String(characters)
        return TextLines.Line(text: text, layout: layout(text))
    }

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
        let piece = Array(characters[range])
        func candidate(_ kept: Int) -> [Character] {
            switch mode {
            case .tail:
                return Self.trimmingTrailingSpaces(piece.prefix(kept)) + [Self.ellipsis]
            case .head:
                return [Self.ellipsis] + Self.trimmingLeadingSpaces(piece.suffix(kept))
            case .middle:
                let front = (kept + 1) / 2
                return Self.trimmingTrailingSpaces(piece.prefix(front)) + [Self.ellipsis]
                    + Self.trimmingLeadingSpaces(piece.suffix(kept - front))
            }
        }
        // The most characters kept such that the line fits; widths grow with what is kept.
        var low = 0, high = max(0, piece.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if width(candidate(middle)) <= maxWidth + 0.001 { low = middle } else { high = middle - 1 }
        }
        return line(candidate(low))
    }

    private static func trimmingTrailingSpaces<C: BidirectionalCollection<Character>>(_ text: C) -> [Character] {
        var result = Array(text)
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }

    private static func trimmingLeadingSpaces<C: Collection<Character>>(_ text: C) -> [Character] {
        Array(text.drop { $0.isWhitespace })
    }
}
