import Foundation
import Fonts
import StyleKit

/// A text run broken into lines for a width, with each line's shaped layout.
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

    var height: CGFloat { lineHeight * CGFloat(max(lines.count, 1)) }

    /// Breaks `run` at spaces so that lines fit `maxWidth` (nil = one line). A word longer than the width
    /// overflows rather than being split, as SwiftUI wraps by word.
    init(run: TextRun, chain: [FontFace], maxWidth: CGFloat?) {
        let size = run.font.size
        let tracking = Double(run.tracking)
        let base: TextDirection? = run.layoutDirection == .rightToLeft ? .rightToLeft : nil
        let single = TextLines.layout(run.string, chain: chain, size: size, tracking: tracking, direction: base)
        // The paragraph's direction holds for every line it wraps into (UAX #9 resolves it per paragraph).
        func layout(_ text: String) -> TextLayout {
            TextLines.layout(text, chain: chain, size: size, tracking: tracking, direction: single.direction)
        }
        var lines: [Line] = []
        if let maxWidth, single.width > maxWidth + 0.001, run.lineLimit != 1 {
            var current = ""
            for word in run.string.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = current.isEmpty ? word : current + " " + word
                if !current.isEmpty && layout(candidate).width > maxWidth + 0.001 {
                    lines.append(Line(text: current, layout: layout(current)))
                    current = word
                } else {
                    current = candidate
                }
            }
            lines.append(Line(text: current, layout: layout(current)))
            if let limit = run.lineLimit, lines.count > limit { lines = Array(lines.prefix(limit)) }
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
