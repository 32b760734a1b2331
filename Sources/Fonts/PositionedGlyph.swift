/// One glyph placed on a line, in visual (left to right drawing) order.
public struct PositionedGlyph: Sendable, Hashable {
    /// Glyph id in its face, as HarfBuzz chose it (0 = .notdef).
    public var glyph: UInt32
    /// Index into `TextLayout.faces` of the face the glyph is drawn from.
    public var face: Int
    /// Index of the first Unicode scalar of the text this glyph came from (HarfBuzz cluster).
    public var cluster: Int
    /// Where the glyph's origin is drawn, in points from the start of the line (HarfBuzz offset included).
    public var x: Double
    /// Vertical offset of the glyph's origin above the baseline, in points (marks, Arabic cursive
    /// attachment); 0 for most glyphs.
    public var y: Double
    /// Advance in points, kerning and other GPOS adjustments included.
    public var advance: Double

    public init(glyph: UInt32, face: Int = 0, cluster: Int, x: Double, y: Double = 0, advance: Double) {
        self.glyph = glyph; self.face = face; self.cluster = cluster; self.x = x; self.y = y; self.advance = advance
    }
}
