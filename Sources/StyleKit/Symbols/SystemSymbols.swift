import Foundation

// The built-in system symbols `Image(systemName:)` draws: our own clean equivalents of the SF Symbols style
// code uses most (88 names), in the "regular" weight at medium scale (Apple's artwork cannot be shipped; every
// outline here is built from circles, lines and fillets). `scripts/symbol-sheet.sh` draws them all. Every glyph is a FILLED outline;
// strokes are expressed as the outline of the stroke with round caps and round joins.
//
// Metrics (em units, y down, baseline at y = 0), chosen to approximate SF Symbols regular / medium:
// - Stroke width 0.085 em for every outline and line symbol.
// - Every glyph is centred vertically on the symbol axis y = -0.34 (≈ the middle of the cap height), and
//   horizontally in its advance width.
// - Layout box: ascent 0.80, descent 0.12 for EVERY symbol (the square / circle box), so that symbols of one
//   font size share one vertical box and mixing them in a line of text never changes the line's metrics.
//   (SwiftUI gives small symbols such as `minus` tighter image frames; a tight box would need a negative
//   descent there, which `SymbolGlyph` does not allow.)
// - Width = ink width + 0.03 em side bearing on each side.
// - square / square.fill and the checkmark.square family: 0.88 em side (width 0.94), corner radius
//   0.176 = 0.2 × side (circular corners, so the inner edge of the outline is an exact offset).
// - circle / circle.fill and the checkmark.circle family: 0.92 em diameter (width 0.98) — a circle is drawn a
//   little larger than the square so the two look the same size, as in SF Symbols.
// - power: ring of 0.88 em ink diameter (width 0.94), gap of ±38° around the top, bar from the ring's top to
//   just above its centre.
// - checkmark 0.72 em ink wide (width 0.78); xmark 0.645 (0.705); plus and minus 0.725 (0.785);
//   chevron.right 0.445 wide × 0.745 tall (SF's chevron is narrow: height ≈ 1.7 × width).
// - star.fill ≈ 0.895 wide × 0.85 tall (softened tips), heart.fill 0.90 wide × 0.775 tall.
// - The check inside a square / circle keeps the 0.085 stroke and is ≈ 0.47 em of ink.
// Outlines that contain holes set `evenOdd` and also wind holes opposite to their outer contour, so they fill
// the same under either rule; line symbols whose strokes cross (xmark, plus) rely on non-zero winding.
// The larger set (SystemSymbols+Arrows / +Enclosed / +Objects / +Controls, each with its figures) follows the
// same box and stroke, draws outlines along filleted centre lines (SymbolGeometry+Fillets) and fills with
// non-zero winding only: outer contours clockwise, holes counter-clockwise, strokes free to overlap.

package enum SystemSymbols {
    /// Every symbol name, sorted.
    package static let names: [String] = table.keys.sorted()

    /// The glyph for a name, nil when unknown.
    package static func glyph(named name: String) -> SymbolGlyph? { table[name] }

    private static let table: [String: SymbolGlyph] = {
        typealias G = SymbolGeometry
        var table: [String: SymbolGlyph] = [:]

        // Outlined and filled containers, centred on the origin.
        let squareSide: CGFloat = 0.88, squareRadius: CGFloat = 0.176
        let squareOuter = G.roundedSquare(side: squareSide, radius: squareRadius)
        let squareInner = G.roundedSquare(side: squareSide - 2 * G.stroke, radius: squareRadius - G.stroke)
        let circleDiameter: CGFloat = 0.92
        let circleOuter = G.circle(diameter: circleDiameter)
        let circleInner = G.circle(diameter: circleDiameter - 2 * G.stroke)
        let smallCheck = G.check(size: 0.385)

        table["square"] = G.glyph([squareOuter, G.hole(squareInner)], evenOdd: true)
        table["square.fill"] = G.glyph([squareOuter])
        table["circle"] = G.glyph([circleOuter, G.hole(circleInner)], evenOdd: true)
        table["circle.fill"] = G.glyph([circleOuter])
        table["checkmark.square"] = G.glyph([squareOuter, G.hole(squareInner), smallCheck], evenOdd: true)
        table["checkmark.square.fill"] = G.glyph([squareOuter, G.hole(smallCheck)], evenOdd: true)
        table["checkmark.circle"] = G.glyph([circleOuter, G.hole(circleInner), smallCheck], evenOdd: true)
        table["checkmark.circle.fill"] = G.glyph([circleOuter, G.hole(smallCheck)], evenOdd: true)

        // Line symbols.
        table["checkmark"] = G.glyph([G.check(size: 0.635)])
        let x: CGFloat = 0.28
        table["xmark"] = G.glyph([
            G.strokedPolyline([CGPoint(x: -x, y: -x), CGPoint(x: x, y: x)]),
            G.strokedPolyline([CGPoint(x: x, y: -x), CGPoint(x: -x, y: x)]),
        ])
        let p: CGFloat = 0.32
        let horizontal = G.strokedPolyline([CGPoint(x: -p, y: 0), CGPoint(x: p, y: 0)])
        table["plus"] = G.glyph([horizontal, G.strokedPolyline([CGPoint(x: 0, y: -p), CGPoint(x: 0, y: p)])])
        table["minus"] = G.glyph([horizontal])
        let chevronHalfWidth: CGFloat = 0.18, chevronHalfHeight: CGFloat = 0.33
        table["chevron.right"] = G.glyph([G.strokedPolyline([
            CGPoint(x: -chevronHalfWidth, y: -chevronHalfHeight),
            CGPoint(x: chevronHalfWidth, y: 0),
            CGPoint(x: -chevronHalfWidth, y: chevronHalfHeight),
        ])])

        // Solid shapes.
        table["star.fill"] = G.glyph([G.star(outerRadius: 0.51, innerRadius: 0.21)])
        table["heart.fill"] = G.glyph([G.heart()])
        table["power"] = G.glyph([G.power(ringDiameter: 0.88, halfGap: .degrees(38))])

        // The larger set, one family per file.
        addArrows(to: &table)
        addEnclosed(to: &table)
        addObjects(to: &table)
        addControls(to: &table)
        return table
    }()
}
