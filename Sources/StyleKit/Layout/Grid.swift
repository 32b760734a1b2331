import Foundation

/// Views in rows and shared columns, as SwiftUI's `Grid` (iOS 16) lays them out: each column as wide as
/// its widest cell, each row as tall as its tallest, cells aligned in theirs (GalleryLayout's
/// Layout+Grid.swift).
///
/// The content's views are taken apart as a `List` takes its rows (ChildViews.swift): each `GridRow` is a
/// row of cells, and any other view is a row of its own across every column (a `Divider` between rows).
public nonisolated struct Grid<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the rows `content` builds; nil spacing is the default spacing between views.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        var rows: [GridRowNode] = []
        for child in try content.childViews(in: context) {
            guard let row = child.base as? any GridRowView else {
                rows.append(GridRowNode(alignment: nil, spansAllColumns: true, cells: [try Self.cell(child)]))
                continue
            }
            var cells: [GridCellNode] = []
            for cell in try row.rowContent.childViews(in: child.context) {
                // The row's modifiers apply to each of its cells, as a section's apply to its rows.
                cells.append(try Self.cell(cell.inheriting(from: child)))
            }
            rows.append(GridRowNode(alignment: row.rowAlignment, spansAllColumns: false, cells: cells))
        }
        return [.grid(GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, rows: rows))]
    }

    private static func cell(_ child: ChildView) throws(StyleKitError) -> GridCellNode {
        let traits = child.traits.custom
        return GridCellNode(node: try child.view.resolveNode(in: child.context),
                            columns: max(1, traits[ObjectIdentifier(GridColumnsTrait.self)] as? Int ?? 1),
                            columnAlignment: traits[ObjectIdentifier(GridColumnAlignmentTrait.self)] as? HorizontalAlignment,
                            unsizedAxes: traits[ObjectIdentifier(GridUnsizedAxesTrait.self)] as? Axis.Set ?? [])
    }
}

/// One row of a `Grid`: its views are the row's cells, one per column.
public nonisolated struct GridRow<Content: View>: View, PrimitiveView, GridRowView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells `content` builds, aligned vertically by `alignment` (nil for the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    package var rowAlignment: VerticalAlignment? { alignment }
    package var rowContent: AnyView { AnyView(content) }

    /// Outside a grid, a row is its cells in a horizontal stack.
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try HStack(alignment: alignment ?? .center) { content }.resolveNodes(in: context)
    }
}

/// A `GridRow` of any content type, as the grid that lays it out takes it.
package protocol GridRowView {
    var rowAlignment: VerticalAlignment? { get }
    var rowContent: AnyView { get }
}

private enum GridColumnsTrait {}
private enum GridColumnAlignmentTrait {}
private enum GridUnsizedAxesTrait {}

nonisolated extension View {
    /// Makes this cell span `count` columns of its grid.
    public func gridCellColumns(_ count: Int) -> some View {
        traits { $0.custom[ObjectIdentifier(GridColumnsTrait.self)] = count }
    }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        traits { $0.custom[ObjectIdentifier(GridColumnAlignmentTrait.self)] = guide }
    }

    /// The axes along which this cell takes its column's width or its row's height instead of asking for
    /// its own: a `Color` or a `Divider` that should not widen the grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        traits { $0.custom[ObjectIdentifier(GridUnsizedAxesTrait.self)] = axes }
    }

    /// Where this cell's content sits in its cell; accepted, the cell's alignment places it.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
}
