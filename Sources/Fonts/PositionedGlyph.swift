/// One glyph placed on a line by `FontFace.layout(_:size:)`.
public struct PositionedGlyph: Sendable, Hashable {
    /// Glyph id in the face (0 = .notdef).
    public var glyph: UInt32
    /// The Unicode scalar this glyph was mapped from.
    public var scalar: Unicode.Scalar
    /// Pen position of the glyph origin, in points from the start of the line.
    public var x: Double
    /// Advance in points, including the kerning adjustment with the following glyph.
    public var advance: Double

    public init(glyph: UInt32, scalar: Unicode.Scalar, x: Double, advance: Double) {
        self.glyph = glyph
        self.scalar = scalar
        self.x = x
        self.advance = advance
    }
}
