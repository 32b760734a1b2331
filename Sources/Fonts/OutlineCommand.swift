/// One drawing command of a glyph outline, in font units with the y axis pointing UP
/// (the font's own coordinate system; flip y when drawing into SVG/screen space).
public enum OutlineCommand: Sendable, Hashable {
    /// Start a new contour.
    case move(x: Double, y: Double)
    case line(x: Double, y: Double)
    /// Quadratic Bézier (TrueType `glyf` outlines).
    case quad(cx: Double, cy: Double, x: Double, y: Double)
    /// Cubic Bézier (CFF outlines).
    case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
    /// Close the current contour back to its `move` point.
    case close
}
