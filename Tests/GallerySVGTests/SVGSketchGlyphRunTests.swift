import Foundation
@testable import GallerySVG
import SVGRaster
import StyleKit
import Testing

/// A sketch's glyph runs are kept by their outlines, pen positions and which outlines repeat in the document.
@Suite struct SVGSketchGlyphRunTests {
    typealias Builder = SVGSketch.Builder

    static let square = Path { p in
        p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 10, y: 0)); p.addLine(to: CGPoint(x: 10, y: 10)); p.closeSubpath()
    }
    static let curve = Path { p in
        p.move(to: CGPoint(x: 0, y: 0)); p.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 8)); p.closeSubpath()
    }

    static func run(_ repeated: [Bool], shift: Int64 = 0) -> Builder.GlyphRun {
        let pieces = [GallerySVG.SVGPathData.Piece(path: square, offset: .init(x: shift, y: 0)),
                      GallerySVG.SVGPathData.Piece(path: curve, offset: .init(x: shift + 400, y: 50)),
                      GallerySVG.SVGPathData.Piece(path: square, offset: .init(x: shift + 900, y: 0))]
        return Builder.GlyphRun(pieces: GallerySVG.SVGPathData.Pieces(pieces: pieces, grid: .textUnits), repeated: repeated)
    }

    /// Each piece converted on its own, moved by its offset on the text grid.
    static func alone(_ piece: GallerySVG.SVGPathData.Piece) -> [VectorPicture.PathElement] {
        var elements: [VectorPicture.PathElement] = []
        Builder.path(piece.path, grid: .textUnits, shift: piece.offset, into: &elements)
        return elements
    }

    @Test func outlinesDrawnOnceMakeOnePathAndTheRepeatedOnesTheirOwn() {
        let run = Self.run([false, true, false])
        let pieces = run.pieces.pieces
        #expect(Builder.elements(of: run) == [Self.alone(pieces[0]) + Self.alone(pieces[2]), Self.alone(pieces[1])])
        #expect(Builder.elements(of: Self.run([true, true, true])) == pieces.map(Self.alone))
        #expect(Builder.elements(of: Self.run([false, false, false])) == [pieces.flatMap(Self.alone)])
        // Offsets move the outline: the second glyph starts 400 text units on.
        #expect(Self.alone(pieces[1]).first != Self.alone(GallerySVG.SVGPathData.Piece(path: Self.curve, offset: .zero)).first)
    }

    @Test func aKeptRunIsTheFreshOneAndEveryKeyPartTellsRunsApart() {
        let runs = [Self.run([false, true, false]), Self.run([false, false, false]), Self.run([false, true, false], shift: 30)]
        #expect(Set(runs).count == runs.count)
        for run in runs {
            let kept = Builder.glyphRuns.value(for: run) { Builder.elements(of: run) }
            #expect(kept == Builder.elements(of: run))
            #expect(Builder.glyphRuns.value(for: run) { [] } == kept, "the second lookup finds the first one's")
        }
    }
}
