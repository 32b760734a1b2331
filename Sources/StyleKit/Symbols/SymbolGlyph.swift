import Foundation

/// A system symbol's vector drawing, in units of the font's point size ("em"), y pointing down, with the
/// text baseline at y = 0 (so most of a symbol has negative y). A symbol laid out next to text sits on the
/// same baseline and scales with the font, as SF Symbols do.
package struct SymbolGlyph: Hashable, Sendable {
    /// Filled outline (non-zero winding unless `evenOdd`).
    package var path: Path
    package var evenOdd: Bool
    /// The layout box: advance width and the extent above (`ascent`, positive) and below (`descent`,
    /// positive) the baseline, all in em.
    package var width: CGFloat
    package var ascent: CGFloat
    package var descent: CGFloat

    /// The symbol axis every built-in glyph is centred on vertically: half way up the cap height (em, y down).
    package static let axisY: CGFloat = -0.34
    /// The layout box every built-in glyph shares (see SystemSymbols.swift for why one box for all).
    package static let standardAscent: CGFloat = 0.80
    package static let standardDescent: CGFloat = 0.12

    package init(path: Path, evenOdd: Bool = false, width: CGFloat, ascent: CGFloat, descent: CGFloat) {
        self.path = path; self.evenOdd = evenOdd; self.width = width; self.ascent = ascent; self.descent = descent
    }
}
