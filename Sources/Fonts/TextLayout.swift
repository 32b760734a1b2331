/// A single line of text laid out left to right. All values are in points.
public struct TextLayout: Sendable, Hashable {
    public var glyphs: [PositionedGlyph]
    /// Sum of all advances (kerning included).
    public var width: Double
    /// Distance from the baseline up to the line's top (positive).
    public var ascent: Double
    /// Distance from the baseline down to the line's bottom (positive).
    public var descent: Double
    public var lineGap: Double
    /// Scalars the face has no glyph for; they were drawn with .notdef (glyph 0).
    public var missingScalars: [Unicode.Scalar]

    public init(
        glyphs: [PositionedGlyph], width: Double, ascent: Double, descent: Double, lineGap: Double,
        missingScalars: [Unicode.Scalar]
    ) {
        self.glyphs = glyphs
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
        self.missingScalars = missingScalars
    }

    /// ascent + descent + lineGap.
    public var lineHeight: Double { ascent + descent + lineGap }
}
