import Foundation
import StyleKit

/// A resolved node prepared for layout: children as boxes, sizes memoized per proposal.
/// One box tree per layout pass; never shared between tasks.
final class Box {
    enum Kind {
        case empty
        case text(TextRun)
        case shape(ShapeNode)
        case symbol(SymbolNode)
        case image(ImageNode)
        case paint(Paint)
        case stack(StackAxis, AlignmentKeyed, spacing: CGFloat?)
        /// children = the cells, row by row.
        case grid(GridNode)
        case zstack(Alignment)
        case spacer(minLength: CGFloat?)
        case divider(Paint)
        case padding(EdgeInsets)
        case frame(FrameSpec)
        /// children[0] = the child, children[1] = the layer.
        case layered(LayerPlacement, Alignment)
        case effect(Effect)
        case trait(LayoutTrait)
        case accessibility(AccessibilityTrait)
        case gesture(GestureRecord)
        /// Takes the proposed size; its child is made by the resolver during placement.
        case geometryReader(GeometryResolver)
    }

    let kind: Kind
    let children: [Box]
    /// The node this box was made from, for layout dumps.
    let source: ResolvedNode?
    /// The axis of the stack this box sits in directly (spacers and dividers depend on it).
    var parentAxis: StackAxis?
    var sizes = ProposalMemo<ProposedSize, CGSize>()
    var stackPlans = ProposalMemo<ProposedSize, StackPlan>()
    var gridPlans = ProposalMemo<ProposedSize, GridPlan>()
    var textLines = ProposalMemo<CGFloat?, TextLines>()
    /// Text lines for a width cut to fewer lines than they wrap into (a height that holds only so many).
    var limitedTextLines = ProposalMemo<LimitedLinesKey, TextLines>()

    init(kind: Kind, children: [Box] = [], source: ResolvedNode? = nil) {
        self.kind = kind
        self.children = children
        self.source = source
    }

    convenience init(_ node: ResolvedNode) {
        switch node {
        case .empty: self.init(kind: .empty, source: node)
        case .text(let run): self.init(kind: .text(run), source: node)
        case .shape(let shape): self.init(kind: .shape(shape), source: node)
        case .symbol(let symbol): self.init(kind: .symbol(symbol), source: node)
        case .image(let image): self.init(kind: .image(image), source: node)
        case .paint(let paint): self.init(kind: .paint(paint), source: node)
        case .stack(let stack):
            let axis: StackAxis = stack.axis == .horizontal ? .horizontal : .vertical
            let children = stack.children.map(Box.init)
            for child in children { child.parentAxis = axis }
            self.init(kind: .stack(axis, stack.alignment, spacing: stack.spacing), children: children, source: node)
        case .grid(let grid): self.init(kind: .grid(grid), children: grid.cells.map(Box.init), source: node)
        case .zstack(let alignment, let children): self.init(kind: .zstack(alignment), children: children.map(Box.init), source: node)
        case .spacer(let minLength): self.init(kind: .spacer(minLength: minLength), source: node)
        case .divider(let paint): self.init(kind: .divider(paint), source: node)
        case .padding(let insets, let child): self.init(kind: .padding(insets), children: [Box(child)], source: node)
        case .frame(let spec, let child): self.init(kind: .frame(spec), children: [Box(child)], source: node)
        case .layered(let placement, let alignment, let child, let layer):
            self.init(kind: .layered(placement, alignment), children: [Box(child), Box(layer)], source: node)
        case .effect(let effect, let child): self.init(kind: .effect(effect), children: [Box(child)], source: node)
        case .layout(let trait, let child): self.init(kind: .trait(trait), children: [Box(child)], source: node)
        case .accessibility(let trait, let child): self.init(kind: .accessibility(trait), children: [Box(child)], source: node)
        case .gesture(let record, let child): self.init(kind: .gesture(record), children: [Box(child)], source: node)
        case .geometryReader(let resolver): self.init(kind: .geometryReader(resolver), source: node)
        }
    }

    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    /// Wrappers that take the size of their only child and pass the proposal through.
    var isTransparent: Bool {
        switch kind {
        case .effect, .accessibility, .gesture: return true
        case .trait(let trait):
            switch trait {
            case .layoutPriority, .horizontalGuide, .verticalGuide, .layoutDirection: return true
            case .fixedSize, .aspectRatio: return false
            }
        default: return false
        }
    }

    /// `layoutPriority` of the outermost wrappers.
    var layoutPriority: Double {
        var box = self
        while box.isTransparent {
            if case .trait(.layoutPriority(let p)) = box.kind { return p }
            box = box.children[0]
        }
        return 0
    }

    /// Spacers pass their "spacer-ness" through transparent wrappers too.
    var isEffectivelySpacer: Bool {
        var box = self
        while box.isTransparent { box = box.children[0] }
        return box.isSpacer
    }
}

/// The sizes a stack chose for its children under one proposal.
struct StackPlan {
    var sizes: [CGSize]
    var proposals: [ProposedSize]
    var spacings: [CGFloat]
}
