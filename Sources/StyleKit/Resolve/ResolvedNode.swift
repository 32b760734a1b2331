import Foundation

/// A view after resolution: environment applied, styles' bodies made, colors and fonts concrete.
/// This is what layout consumes; nothing in it refers back to user types.
package indirect enum ResolvedNode {
    case empty
    case text(TextRun)
    case shape(ShapeNode)
    case symbol(SymbolNode)
    /// An asset catalog's image (`Image("name")`), drawn from its file.
    case image(ImageNode)
    /// A color or gradient used as a view: it fills whatever size it is offered.
    case paint(Paint)
    case stack(StackNode)
    /// A `Grid`: rows of cells in shared columns.
    case grid(GridNode)
    case zstack(alignment: Alignment, children: [ResolvedNode])
    case spacer(minLength: CGFloat?)
    case divider(Paint)
    case padding(EdgeInsets, ResolvedNode)
    case frame(FrameSpec, ResolvedNode)
    /// `child` with `layer` drawn behind (`background`) or in front (`overlay`), sized to the child.
    case layered(LayerPlacement, alignment: Alignment, child: ResolvedNode, layer: ResolvedNode)
    case effect(Effect, ResolvedNode)
    case layout(LayoutTrait, ResolvedNode)
    case accessibility(AccessibilityTrait, ResolvedNode)
    case gesture(GestureRecord, ResolvedNode)
    /// A `GeometryReader`: its content is made by layout, once the size is known (the only callback).
    case geometryReader(GeometryResolver)
}

/// How a layer goes with its child: drawn behind, drawn in front, or (`mask`) not drawn but used as the
/// child's mask, its opacity at each point making the child that visible there.
package enum LayerPlacement: String, Sendable { case background, overlay, mask }

/// A run of text with its concrete font and paint.
package struct TextRun: Sendable {
    package var string: String
    package var font: ResolvedFont
    package var paint: Paint
    package var alignment: TextAlignment
    package var lineLimit: Int?
    package var isUnderlined = false
    package var isStrikethrough = false
    /// The underline's own color; nil = the text's paint.
    package var underlinePaint: Paint?
    /// The strikethrough's own color; nil = the text's paint.
    package var strikethroughPaint: Paint?
    /// Extra space after each character, in points (`.tracking`, `.kerning`).
    package var tracking: CGFloat = 0
    /// The environment's layout direction: right to left makes it the paragraph direction; left to right
    /// (the default) lets the text's first strong character decide.
    package var layoutDirection: LayoutDirection = .leftToRight
    /// Where the ellipsis goes when the text must be truncated (`.truncationMode(_:)`).
    package var truncationMode: Text.TruncationMode = .tail
    /// The environment's Dynamic Type size the font was resolved at (for findings: "truncated at AX5").
    package var dynamicTypeSize: DynamicTypeSize = .large
}

/// A shape with how it is painted.
package struct ShapeNode {
    package var shape: AnyShape
    package var paint: Paint
    package var drawing: ShapeDrawing
    /// The paint's own shadows (`ShapeStyle.shadow(_:)`), drawn with the shape.
    package var shadows: [ShadowSpec] = []
}

/// A system symbol drawn as a vector path.
package struct SymbolNode: Sendable {
    /// The name drawn: the one asked for with the environment's symbol variants applied.
    package var name: String
    /// The glyph at the node's image scale (or the placeholder when the symbol is missing).
    package var glyph: SymbolGlyph
    package var font: ResolvedFont
    package var paint: Paint
    package var isResizable: Bool
    package var scale: Image.Scale = .medium
    /// Where `Image(systemName:)` was called.
    package var callSite: CallSite? = nil
    /// Set when no symbol has the name: `glyph` is then the placeholder.
    package var missing: MissingSymbol? = nil
}

/// A symbol name that neither the built-in set nor the render's custom symbols have, or an asset image
/// that cannot be drawn: a placeholder is drawn instead.
package struct MissingSymbol: Hashable, Sendable {
    package var name: String
    /// The closest known names, nearest first.
    package var suggestions: [String]
    package var kind: MissingImageKind = .systemSymbol
}

/// Why a placeholder stands where an image was asked for.
package enum MissingImageKind: Hashable, Sendable {
    /// `Image(systemName:)` with a name no symbol library has.
    case systemSymbol
    /// `Image("name")` with a name no asset catalog image or custom symbol has.
    case assetImage
    /// `Image("name")` of an image set whose file is of a format that is not drawn (`pdf`, `heic`).
    case undrawnFormat(String)
    /// A `UIViewRepresentable` (or its kin) drawn as a labelled box: the protocol it adopts.
    case platformView(String)
}

/// An asset catalog's image with how it is drawn.
package struct ImageNode: Sendable {
    package var image: AssetImage
    /// `.resizable()`: the image fills the frame it is given; otherwise it keeps its size in points.
    package var isResizable: Bool
    /// The foreground style a template image is painted with; nil draws the file's own colours.
    package var templatePaint: Paint?
    package var callSite: CallSite?
}

/// An `HStack` or `VStack`.
package struct StackNode {
    package var axis: Axis
    /// The cross-axis alignment: a vertical guide for an `HStack`, a horizontal one for a `VStack`.
    package var alignment: AlignmentKeyed
    package var spacing: CGFloat?
    package var children: [ResolvedNode]

    package init(axis: Axis, alignment: AlignmentKeyed, spacing: CGFloat?, children: [ResolvedNode]) {
        self.axis = axis; self.alignment = alignment; self.spacing = spacing; self.children = children
    }
}

/// A `Grid` as layout takes it: its rows, each a run of cells or one view across every column.
package struct GridNode {
    package var alignment: Alignment
    package var horizontalSpacing: CGFloat?
    package var verticalSpacing: CGFloat?
    package var rows: [GridRowNode]

    package init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, rows: [GridRowNode]) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.rows = rows
    }

    /// The cells in order, row by row: the children of the node.
    package var cells: [ResolvedNode] { rows.flatMap { $0.cells.map(\.node) } }
}

/// One row of a `Grid`.
package struct GridRowNode {
    /// `GridRow(alignment:)`; nil for the grid's.
    package var alignment: VerticalAlignment?
    /// A view of the grid's content outside any `GridRow`: one cell across every column.
    package var spansAllColumns: Bool
    package var cells: [GridCellNode]

    package init(alignment: VerticalAlignment?, spansAllColumns: Bool, cells: [GridCellNode]) {
        self.alignment = alignment; self.spansAllColumns = spansAllColumns; self.cells = cells
    }
}

/// One cell of a `Grid` row.
package struct GridCellNode {
    package var node: ResolvedNode
    /// `.gridCellColumns(_:)`: how many columns the cell spans.
    package var columns: Int
    /// `.gridColumnAlignment(_:)`: the alignment of every cell of this cell's column.
    package var columnAlignment: HorizontalAlignment?
    /// `.gridCellUnsizedAxes(_:)`: the axes along which the cell takes the size of its column or row
    /// rather than giving one.
    package var unsizedAxes: Axis.Set

    package init(node: ResolvedNode, columns: Int, columnAlignment: HorizontalAlignment?, unsizedAxes: Axis.Set) {
        self.node = node; self.columns = columns; self.columnAlignment = columnAlignment; self.unsizedAxes = unsizedAxes
    }
}

/// Either kind of alignment guide, for stacks whose axis decides which.
package enum AlignmentKeyed {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
    static let center = AlignmentKeyed.vertical(.center)
    package var name: String {
        switch self {
        case .horizontal(let a): return a.key.name.replacingOccurrences(of: "Guide", with: "")
        case .vertical(let a): return a.key.name.replacingOccurrences(of: "Guide", with: "")
        }
    }
}

/// A fixed or flexible frame.
package struct FrameSpec: Sendable {
    package var minWidth: CGFloat?
    package var idealWidth: CGFloat?
    package var maxWidth: CGFloat?
    package var minHeight: CGFloat?
    package var idealHeight: CGFloat?
    package var maxHeight: CGFloat?
    package var alignment: Alignment
    /// `frame(width:height:)`: width/height given as fixed sizes (stored in min = ideal = max).
    package var isFixed: Bool
}

/// A visual effect that does not change layout.
package enum Effect {
    case opacity(Double)
    case scale(CGSize, anchor: UnitPoint)
    case offset(CGSize)
    case rotation(Angle, anchor: UnitPoint)
    /// `transformEffect(_:)`: an affine transform about the view's top-leading corner.
    case transform(CGAffineTransform)
    /// `brightness(_:)`: this amount added to the red, green and blue of every colour drawn inside.
    case brightness(Double)
    case shadow(ShadowSpec)
    case clip(AnyShape, FillStyle)
    case compositingGroup
    case drawingGroup
    case allowsHitTesting(Bool)
    /// `flipsForRightToLeftLayoutDirection(true)`, `layoutDirectionBehavior(.mirrors(in:))`: the content is
    /// drawn mirrored about its centre when the layout direction there is this one (docs/right-to-left.md).
    case mirrors(in: LayoutDirection)
    case contentShape(AnyShape)
    /// An animation attached to the subtree: recorded, not played.
    case animation(String)
    case hidden
}

/// `shadow(color:radius:x:y:)` or a `ShadowStyle` with a concrete color.
public struct ShadowSpec: Hashable, Sendable {
    package var color: RGBA
    package var radius: CGFloat
    package var x: CGFloat
    package var y: CGFloat
    /// An inner shadow (`ShadowStyle.inner`): drawn inside the painted area, over it.
    package var isInner = false

    package init(color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat, isInner: Bool = false) {
        self.color = color; self.radius = radius; self.x = x; self.y = y; self.isInner = isInner
    }
}

/// A modifier that changes how a view takes part in its parent's layout, or how it lays out its own content.
package enum LayoutTrait {
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case aspectRatio(CGFloat?, ContentMode)
    case horizontalGuide(HorizontalAlignment, (ViewDimensions) -> CGFloat)
    case verticalGuide(VerticalAlignment, (ViewDimensions) -> CGFloat)
    /// The layout direction of the subtree below, put where the environment's `layoutDirection` changes
    /// (and at a right-to-left root): a right-to-left parent flips each child's x within its own frame
    /// (docs/right-to-left.md).
    case layoutDirection(LayoutDirection)
}

/// How content fits an aspect ratio.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Scale to fit inside what is offered.
    case fit
    /// Scale to fill what is offered.
    case fill
}
