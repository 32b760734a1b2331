import Foundation
import Fonts
import StyleKit

/// A text run broken into lines for a width, with each line's glyph layout.
struct TextLines {
    struct Line {
        var text: String
        var layout: TextLayout
    }
    var lines: [Line]
    var width: CGFloat
    /// Height of one line box: the text style's leading (HIG line height).
    var lineHeight: CGFloat
    /// Distance from a line box's top to its baseline: the font's ascent+descent centred in the line box.
    var baselineOffset: CGFloat

    var height: CGFloat { lineHeight * CGFloat(max(lines.count, 1)) }

    /// Breaks `run` at spaces so that lines fit `maxWidth` (nil = one line). A word longer than the width
    /// overflows rather than being split, as SwiftUI wraps by word.
    init(run: TextRun, face: FontFace, maxWidth: CGFloat?) {
        let size = run.font.size
        let tracking = Double(run.tracking)
        func layout(_ text: String) -> TextLayout { TextLines.layout(text, face: face, size: size, tracking: tracking) }
        let single = layout(run.string)
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
        self.lineHeight = run.font.lineHeight
        let ascent = CGFloat(single.ascent), descent = CGFloat(single.descent)
        self.baselineOffset = (lineHeight - ascent - descent) / 2 + ascent
    }

    /// The face's layout of `text`, with `tracking` points added after every glyph (CSS `letter-spacing`
    /// semantics, which is what the SVG `<text>` mode emits).
    static func layout(_ text: String, face: FontFace, size: Double, tracking: Double) -> TextLayout {
        var layout = face.layout(text, size: size)
        guard tracking != 0 else { return layout }
        for index in layout.glyphs.indices { layout.glyphs[index].x += tracking * Double(index) }
        layout.width += tracking * Double(layout.glyphs.count)
        return layout
    }
}
