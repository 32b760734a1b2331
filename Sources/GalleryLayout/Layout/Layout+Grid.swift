import Foundation
import StyleKit

/// A grid's columns, rows and cell frames under one proposal.
struct GridPlan {
    var size: CGSize
    /// Each cell's frame relative to the grid's origin, in the order of the box's children.
    var frames: [CGRect]
    var alignments: [Alignment]
}

/// Where a cell sits: its row and the columns it spans.
private struct CellPlace {
    var row: Int
    var column: Int
    var span: Int
    var unsizedAxes: Axis.Set
}

extension LayoutPass {
    /// SwiftUI's `Grid`: every column as wide as its widest cell and every row as tall as its tallest (Apple,
    /// `Grid`: "the grid sizes each column to fit the widest cell in the column, and each row to fit the
    /// tallest cell in the row"). A cell that spans columns widens them evenly when they are too narrow for
    /// it. Offered more width than that, the columns that can grow (a `Color`, a `Spacer`) share it; offered
    /// less, the columns that can shrink give it up, each down to its narrowest.
    func gridPlan(_ box: Box, _ p: ProposedSize) throws -> GridPlan {
        if let cached = box.gridPlans[p] { return cached }
        guard case .grid(let spec) = box.kind else { fatalError("not a grid") }
        let hSpacing = spec.horizontalSpacing ?? defaultSpacing, vSpacing = spec.verticalSpacing ?? defaultSpacing
        let columnCount = max(1, spec.rows.filter { !$0.spansAllColumns }.map { $0.cells.map(\.columns).reduce(0, +) }.max() ?? 1)

        var places: [CellPlace] = []
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for (rowIndex, row) in spec.rows.enumerated() {
            var column = 0
            for cell in row.cells {
                let first = row.spansAllColumns ? 0 : min(column, columnCount - 1)
                let span = row.spansAllColumns ? columnCount : max(1, min(cell.columns, columnCount - first))
                places.append(CellPlace(row: rowIndex, column: first, span: span, unsizedAxes: cell.unsizedAxes))
                if !row.spansAllColumns, columnAlignments[first] == nil { columnAlignments[first] = cell.columnAlignment }
                column += span
            }
        }
        let cells = box.children

        // Column widths: ideal, minimum and maximum of the cells that size them.
        var ideal = [CGFloat](repeating: 0, count: columnCount)
        var least = [CGFloat](repeating: 0, count: columnCount)
        var most = [CGFloat](repeating: 0, count: columnCount)
        for (index, place) in places.enumerated() where place.span == 1 && !place.unsizedAxes.contains(.horizontal) {
            ideal[place.column] = max(ideal[place.column], try size(cells[index], .unspecified).width)
            least[place.column] = max(least[place.column], try size(cells[index], ProposedSize(width: 0, height: nil)).width)
            most[place.column] = max(most[place.column], try size(cells[index], ProposedSize(width: .infinity, height: nil)).width)
        }
        for (index, place) in places.enumerated() where place.span > 1 && !place.unsizedAxes.contains(.horizontal) {
            let columns = place.column..<(place.column + place.span)
            let spacing = hSpacing * CGFloat(place.span - 1)
            let lack = try size(cells[index], .unspecified).width - (columns.map { ideal[$0] }.reduce(0, +) + spacing)
            if lack > 0 { for column in columns { ideal[column] += lack / CGFloat(place.span) } }
        }
        var widths = ideal
        let spacingWidth = hSpacing * CGFloat(columnCount - 1)
        if let offered = p.width, offered.isFinite {
            var extra = offered - spacingWidth - widths.reduce(0, +)
            // Grow the columns that can, or shrink those that can, evenly and each within its bounds.
            for _ in 0..<columnCount where abs(extra) > 1e-9 {
                let movable = widths.indices.filter { extra > 0 ? most[$0] > widths[$0] + 1e-9 : least[$0] < widths[$0] - 1e-9 }
                guard !movable.isEmpty else { break }
                let share = extra / CGFloat(movable.count)
                for column in movable {
                    let next = extra > 0 ? min(most[column], widths[column] + share) : max(least[column], widths[column] + share)
                    extra -= next - widths[column]
                    widths[column] = next
                }
            }
        }
        var columnX: [CGFloat] = []
        var x: CGFloat = 0
        for width in widths { columnX.append(x); x += width + hSpacing }
        let totalWidth = widths.reduce(0, +) + spacingWidth

        // Row heights: the tallest cell offered its columns' width.
        var heights = [CGFloat](repeating: 0, count: spec.rows.count)
        var cellWidths: [CGFloat] = []
        for (index, place) in places.enumerated() {
            let width = (place.column..<(place.column + place.span)).map { widths[$0] }.reduce(0, +) + hSpacing * CGFloat(place.span - 1)
            cellWidths.append(width)
            guard !place.unsizedAxes.contains(.vertical) else { continue }
            heights[place.row] = max(heights[place.row], try size(cells[index], ProposedSize(width: width, height: nil)).height)
        }
        var rowY: [CGFloat] = []
        var y: CGFloat = 0
        for height in heights { rowY.append(y); y += height + vSpacing }
        let totalHeight = heights.reduce(0, +) + vSpacing * CGFloat(max(0, spec.rows.count - 1))

        var frames: [CGRect] = []
        var alignments: [Alignment] = []
        for (index, place) in places.enumerated() {
            frames.append(CGRect(x: columnX[place.column], y: rowY[place.row], width: cellWidths[index], height: heights[place.row]))
            let row = spec.rows[place.row]
            let horizontal = row.spansAllColumns ? spec.alignment.horizontal : (columnAlignments[place.column] ?? spec.alignment.horizontal)
            alignments.append(Alignment(horizontal: horizontal, vertical: row.alignment ?? spec.alignment.vertical))
        }
        let plan = GridPlan(size: CGSize(width: totalWidth, height: totalHeight), frames: frames, alignments: alignments)
        box.gridPlans[p] = plan
        return plan
    }

    /// Places each cell in its frame, aligned there as its column and row say.
    func placeGrid(_ box: Box, proposal: ProposedSize, frame: CGRect, inherited: Inherited, into nodes: inout [SceneNode]) throws {
        let plan = try gridPlan(box, proposal)
        var inner: [SceneNode] = []
        for (index, cell) in box.children.enumerated() {
            let rect = plan.frames[index].offsetBy(dx: frame.minX, dy: frame.minY)
            let offered = ProposedSize(width: rect.width, height: rect.height)
            let cellSize = try size(cell, offered)
            let at = try directed(try aligned(cell, cellSize, in: rect, alignment: plan.alignments[index]), cell, offered, in: frame, inherited)
            try place(cell, proposal: offered, origin: at, inherited: inherited, into: &inner)
        }
        Self.appendView(inner, role: SceneGroup.gridRole, into: &nodes)
    }
}
