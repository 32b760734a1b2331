import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout

/// `Grid` and `GridRow` (Grid.swift, Layout+Grid.swift): shared columns, row heights, spans, alignment.
@Suite struct GridLayoutTests {
    let engine = LayoutEngine()

    func scene(_ view: some View, width: CGFloat? = nil) throws -> Scene {
        try engine.layout(try view.resolveNode(in: ResolveContext()), width: width)
    }

    func text(_ string: String, _ scene: Scene) throws -> SceneText {
        try #require(allTexts(scene.root).first { $0.string == string })
    }

    func box(_ width: CGFloat, _ height: CGFloat, _ color: Color = .red) -> some View {
        color.frame(width: width, height: height)
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow { box(30, 20); box(50, 10) }
            GridRow { box(60, 15); box(20, 40) }
        }
        let result = try scene(grid)
        #expect(result.size == CGSize(width: 60 + 10 + 50, height: 20 + 5 + 40))
        let rects = allShapes(result.root).map(\.geometry.bounds)
        #expect(rects.count == 4)
        // Centred in their cells by default: column 0 is 60 wide, row 0 is 20 tall.
        #expect(rects[0] == CGRect(x: 15, y: 0, width: 30, height: 20))
        #expect(rects[1] == CGRect(x: 70, y: 5, width: 50, height: 10))
        #expect(rects[2] == CGRect(x: 0, y: 25 + 12.5, width: 60, height: 15))
        #expect(rects[3] == CGRect(x: 70 + 15, y: 25, width: 20, height: 40))
    }

    @Test func theGridsAlignmentAndAColumnsAlignmentPlaceCells() throws {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10); box(40, 40).gridColumnAlignment(.trailing) }
            GridRow { box(30, 5); box(20, 20) }
        }
        let rects = allShapes(try scene(grid).root).map(\.geometry.bounds)
        #expect(rects[0].origin == CGPoint(x: 0, y: 0), "top leading")
        #expect(rects[2].origin == CGPoint(x: 0, y: 40))
        #expect(rects[3].origin == CGPoint(x: 30 + 20, y: 40), "the second column is trailing-aligned, every row")
    }

    @Test func aRowsAlignmentOverridesTheGrids() throws {
        let grid = Grid(alignment: .center, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .bottom) { box(10, 10); box(10, 30) }
        }
        let rects = allShapes(try scene(grid).root).map(\.geometry.bounds)
        #expect(rects[0].minY == 20, "bottom-aligned in a 30 pt row")
    }

    @Test func aSpanningCellTakesItsColumnsAndWidensThemWhenNeeded() throws {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(20, 10); box(20, 10) }
            GridRow { box(90, 10).gridCellColumns(2) }
        }
        let result = try scene(grid)
        #expect(result.size.width == 90, "(90 − 10) / 2 = 40 per column")
        let rects = allShapes(result.root).map(\.geometry.bounds)
        #expect(rects[0].midX == 20 && rects[1].midX == 70)
        #expect(rects[2] == CGRect(x: 0, y: 10, width: 90, height: 10))
    }

    @Test func aViewOutsideARowSpansEveryColumn() throws {
        let grid = Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow { Text("Name"); Text("Value") }
            Divider()
            GridRow { Text("A"); Text("B") }
        }
        let result = try scene(grid)
        let name = try text("Name", result), value = try text("Value", result), a = try text("A", result)
        let divider = try #require(allShapes(result.root).first { $0.geometry.bounds.height < 1 })
        #expect(divider.geometry.bounds.minX == 0 && abs(divider.geometry.bounds.width - result.size.width) < 1e-9, "across the grid")
        #expect(abs(result.size.width - (name.frame.width + 8 + value.frame.width)) < 1e-9, "the divider does not widen the grid")
        #expect(abs(a.frame.midX - name.frame.midX) < 1e-9, "the columns are shared between rows")
    }

    @Test func offeredMoreWidthFlexibleColumnsGrowAndTextColumnsDoNot() throws {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Text("Label"); Color.blue.frame(height: 10) }
        }
        let result = try scene(grid, width: 300)
        #expect(result.size.width == 300)
        let label = try text("Label", result)
        let fill = try #require(allShapes(result.root).first)
        #expect(abs(fill.geometry.bounds.width - (300 - label.frame.width)) < 1e-9)
    }

    @Test func unsizedCellsTakeTheirColumnWithoutWideningIt() throws {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(40, 10) }
            GridRow { Color.green.gridCellUnsizedAxes([.horizontal, .vertical]) }
        }
        let result = try scene(grid, width: 300)
        let rects = allShapes(result.root).map(\.geometry.bounds)
        #expect(result.size.width == 40, "the color does not grow the grid")
        #expect(rects.last == CGRect(x: 0, y: 10, width: 40, height: 0))
    }

    @Test func outsideAGridARowIsAnHStack() throws {
        let dump = try GridRow { Text("A"); Text("B") }.resolveNode(in: ResolveContext()).dump
        #expect(dump.hasPrefix("HStack alignment=VCenter"))
        let tree = try Grid { GridRow { Text("A"); Text("B") }; Divider() }.resolveNode(in: ResolveContext()).dump
        #expect(tree.hasPrefix("Grid alignment=HCenter/VCenter spacing=default/default rows=[1+1 *]"), "\(tree)")
    }
}
