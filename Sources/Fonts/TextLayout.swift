/// A single line of text, shaped and in visual order. All values are in points.
public struct TextLayout: Sendable {
    public var glyphs: [PositionedGlyph]
    /// The faces the glyphs are drawn from (`PositionedGlyph.face` indexes this), in the order of the chain.
    public var faces: [FontFace]
    /// Sum of all advances.
    public var width: Double
    /// Distance from the baseline up to the line's top (positive): the largest of the faces used.
    public var ascent: Double
    /// Distance from the baseline down to the line's bottom (positive): the largest of the faces used.
    public var descent: Double
    public var lineGap: Double
    /// Scalars no face of the chain has a glyph for, in order of appearance, each once; they are drawn
    /// with the first face's .notdef glyph.
    public var missingScalars: [Unicode.Scalar]
    /// The paragraph direction the bidi algorithm resolved (or the one asked for).
    public var direction: TextDirection

    public init(glyphs: [PositionedGlyph], faces: [FontFace], width: Double, ascent: Double, descent: Double, lineGap: Double,
                missingScalars: [Unicode.Scalar], direction: TextDirection = .leftToRight) {
        self.glyphs = glyphs; self.faces = faces; self.width = width; self.ascent = ascent; self.descent = descent
        self.lineGap = lineGap; self.missingScalars = missingScalars; self.direction = direction
    }

    /// ascent + descent + lineGap, what Core Text (and so SwiftUI's `Text`) takes as one line's height
    /// (docs/text-metrics.md).
    public var lineHeight: Double { ascent + descent + lineGap }
}

extension TextLayout: Equatable {
    /// Equal glyphs, metrics and directions, drawn from the same face files.
    public static func == (a: TextLayout, b: TextLayout) -> Bool {
        a.glyphs == b.glyphs && a.width == b.width && a.ascent == b.ascent && a.descent == b.descent && a.lineGap == b.lineGap
            && a.missingScalars == b.missingScalars && a.direction == b.direction
            && a.faces.map { "\($0.filePath)#\($0.faceIndex)" } == b.faces.map { "\($0.filePath)#\($0.faceIndex)" }
    }
}
