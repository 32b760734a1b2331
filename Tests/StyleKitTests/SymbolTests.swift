import Foundation
import Testing
@testable import StyleKit

@Suite struct SymbolTests {
    /// Every built-in glyph inside its layout box, centred in its advance and on the symbol axis, with the
    /// side bearing the conventions in SystemSymbols.swift name.
    @Test(arguments: SystemSymbols.names)
    func glyphFollowsTheBoxConventions(name: String) throws {
        let glyph = try #require(SystemSymbols.glyph(named: name))
        let ink = SymbolGeometry.inkBounds(glyph.path)
        #expect(glyph.ascent == SymbolGlyph.standardAscent && glyph.descent == SymbolGlyph.standardDescent)
        #expect(abs(ink.minX - SymbolGeometry.sideBearing) < 1e-9 && abs(glyph.width - ink.maxX - SymbolGeometry.sideBearing) < 1e-9)
        #expect(abs(ink.midY - SymbolGlyph.axisY) < 1e-9)
        #expect(ink.minY >= -glyph.ascent - 1e-9 && ink.maxY <= glyph.descent + 1e-9, "ink \(ink) leaves the box")
        #expect(ink.width <= 1.0, "ink \(ink.width) em wide")
    }

    @Test func outlinesAreClosedAndFinite() throws {
        for name in SystemSymbols.names {
            let glyph = try #require(SystemSymbols.glyph(named: name))
            var open = false
            for element in glyph.path.elements {
                switch element {
                case .move: open = true
                case .closeSubpath: open = false
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                    #expect(p.x.isFinite && p.y.isFinite, "\(name)")
                }
            }
            #expect(!open, "\(name) ends with an open subpath")
        }
    }
}
