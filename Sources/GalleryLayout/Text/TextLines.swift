import Foundation
import Fonts
import StyleKit

/// A text run broken into lines for a width (and at most a number of lines), with each line's shaped
/// layout; the last line shown ends in "…" when the text does not fit (docs/dynamic-type.md, Truncation).
struct TextLines {
    struct Line {
        var text: String
        var layout: TextLayout
    }
    var lines: [Line]
    var width: CGFloat
    /// Height of one line box as SwiftUI's `Text` takes it: the faces' own ascent + descent + line gap
    /// (hhea, as Core Text reads it; docs/text-metrics.md), the largest of the faces a line uses.
    var lineHeight: CGFloat
    /// Distance from a line box's top to its baseline: the ascent (the line gap goes below the descent).
    var baselineOffset: CGFloat
    /// The paragraph direction: from the first strong character, or right to left when the environment says so.
    var direction: TextDirection
    /// Scalars no face of the chain has, each once.
    var missingScalars: [Unicode.Scalar]
    /// Why characters were replaced by "…"; nil when the whole text is shown.
    var truncation: Truncation?
    /// The lines the text wraps into at the width with no limit (1 when it fits on one line).
    var wrappedLineCount: Int

    /// What made a text lose characters to the ellipsis.
    enum Truncation: Hashable, Sendable {
        /// One line only (`lineLimit(1)`) and the text is wider than the width.
        case singleLine
        /// More lines than `lineLimit(n)` allows.
        case lineLimit(Int)
        /// More lines than the offered height holds (this many fit).
        case height(Int)
    }

    var height: CGFloat { lineHeight * CGFloat(max(lines.count, 1)) }

    /// Breaks `run` at spaces so that lines fit `maxWidth` (nil = one line); a word wider than the width is
    /// broken between characters, as SwiftUI (Core Text's word wrapping) does. At most `run.lineLimit` and
    /// `maxLines` lines are kept; the last one kept is truncated with "…" where `run.truncationMode` says.
    /// A single character wider than the width still takes a line of its own and overflows.
    init(run: TextRun, chain: [FontFace], maxWidth: CGFloat?, maxLines: Int? = nil) {
        let size = run.font.size
        let tracking = Double(run.tracking)
        let base: TextDirection? = run.layoutDirection == .rightToLeft ? .rightToLeft : nil
        let single = TextLines.layout(run.string, chain: chain, size: size, tracking: tracking, direction: base)
        // The paragraph's direction holds for every line it wraps into (UAX #9 resolves it per paragraph).
        let shaper = LineShaper(chain: chain, size: size, tracking: tracking, direction: single.direction)
        let limit = min(run.lineLimit.map { max(1, $0) } ?? .max, maxLines.map { max(1, $0) } ?? .max)

        var lines: [Line] = []
        var truncation: Truncation?
        var wrappedCount = 1
        if let maxWidth, single.width > Double(maxWidth) + 0.001 {
            let fitting = TextFitting(text: run.string, shaper: shaper, maxWidth: Double(maxWidth))
            let characters = fitting.characters
            let ranges = run.lineLimit == 1 ? [0..<characters.count] : fitting.wrap()
            wrappedCount = ranges.count
            if run.lineLimit == 1 || ranges.count > limit {
                let kept = run.lineLimit == 1 ? 1 : limit
                for range in ranges.prefix(kept - 1) { lines.append(fitting.line(range)) }
                let rest = ranges[kept - 1].lowerBound..<characters.count
                lines.append(fitting.truncate(rest, mode: run.truncationMode))
                if run.lineLimit == 1 { truncation = .singleLine }
                else if let lineLimit = run.lineLimit, lineLimit <= limit { truncation = .lineLimit(lineLimit) }
                else { truncation = .height(limit) }
            } else {
                lines = ranges.map { fitting.line($0) }
            }
        } else {
            lines = [Line(text: run.string, layout: single)]
        }
        self.lines = lines
        self.width = lines.map { CGFloat($0.layout.width) }.max() ?? 0
        let layouts = [single] + lines.map(\.layout)
        let ascent = layouts.map(\.ascent).max() ?? 0, descent = layouts.map(\.descent).max() ?? 0
        let gap = layouts.map(\.lineGap).max() ?? 0
        self.lineHeight = CGFloat(ascent + descent + gap)
        self.baselineOffset = CGFloat(ascent)
        self.direction = single.direction
        self.missingScalars = single.missingScalars
        self.truncation = truncation
        self.wrappedLineCount = wrappedCount
    }

    /// The chain's layout of `text`, with `tracking` points added after every glyph (CSS `letter-spacing`
    /// semantics, which is what the SVG `<text>` mode emits).
    static func layout(_ text: String, chain: [FontFace], size: Double, tracking: Double, direction: TextDirection?) -> TextLayout {
        var layout = TextShaper.layout(text, chain: chain, size: size, direction: direction)
        guard tracking != 0 else { return layout }
        for index in layout.glyphs.indices { layout.glyphs[index].x += tracking * Double(index) }
        layout.width += tracking * Double(layout.glyphs.count)
        return layout
    }
}

/// Shapes pieces of one paragraph with its faces, size, tracking and direction.
struct LineShaper {
    let chain: [FontFace]
    let size: Double
    let tracking: Double
    let direction: TextDirection

    func layout(_ text: String) -> TextLayout {
        TextLines.layout(text, chain: chain, size: size, tracking: tracking, direction: direction)
    }

}
