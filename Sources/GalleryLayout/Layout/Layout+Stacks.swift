import Foundation
import StyleKit

extension LayoutPass {
    /// HStack/VStack: spacing is subtracted, then children are offered the remaining space in turn —
    /// higher `layoutPriority` first, and within a priority the least flexible first — each getting an
    /// equal share of what is left, after the minimum sizes of the groups still to come are reserved
    /// (reference §4.4 [G13]).
    func stackPlan(_ box: Box, _ axis: StackAxis, _ p: ProposedSize) throws -> StackPlan {
        if let cached = box.stackPlans[p] { return cached }
        guard case .stack(_, _, let spacing) = box.kind else { fatalError("not a stack") }
        let children = box.children
        var spacings: [CGFloat] = []
        for index in children.indices.dropFirst() {
            let touchesSpacer = children[index - 1].isEffectivelySpacer || children[index].isEffectivelySpacer
            spacings.append(touchesSpacer ? 0 : (spacing ?? defaultSpacing))
        }
        var sizes = [CGSize](repeating: .zero, count: children.count)
        var proposals = [ProposedSize](repeating: .unspecified, count: children.count)
        let across = p.across(axis)

        if let along = p.along(axis) {
            var remaining = along - spacings.reduce(0, +)
            // Minimum sizes of lower-priority groups are reserved before a group takes its share.
            let minimums = try children.map { try size($0, .make(axis, along: 0, across: across)).along(axis) }
            // Spacers yield to their siblings of the same priority: they are offered space after them
            // (SwiftUI never squeezes a label to give a spacer more than its minimum).
            let rank = children.map { LayoutRank(priority: $0.layoutPriority, isSpacer: $0.isEffectivelySpacer) }
            for current in Set(rank).sorted(by: >) {
                let group = children.indices.filter { rank[$0] == current }
                let reserved = children.indices.filter { rank[$0] < current }.map { minimums[$0] }.reduce(0, +)
                var available = remaining - reserved
                let flexibility = try group.map { index -> CGFloat in
                    let maxSize = try size(children[index], .make(axis, along: .infinity, across: across)).along(axis)
                    return maxSize - minimums[index]
                }
                let order = group.indices.sorted { a, b in
                    flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : group[a] < group[b]
                }.map { group[$0] }
                var left = order.count
                for index in order {
                    let share = max(0, available / CGFloat(left))
                    let proposal = ProposedSize.make(axis, along: share, across: across)
                    let chosen = try size(children[index], proposal)
                    sizes[index] = chosen
                    proposals[index] = proposal
                    available -= chosen.along(axis)
                    left -= 1
                }
                remaining -= group.map { sizes[$0].along(axis) }.reduce(0, +)
            }
        } else {
            for index in children.indices {
                let proposal = ProposedSize.make(axis, along: nil, across: across)
                sizes[index] = try size(children[index], proposal)
                proposals[index] = proposal
            }
        }
        let plan = StackPlan(sizes: sizes, proposals: proposals, spacings: spacings)
        box.stackPlans[p] = plan
        return plan
    }

    /// Order in which stack children are offered space: higher priority first, spacers last within one.
    struct LayoutRank: Hashable, Comparable {
        var priority: Double
        var isSpacer: Bool
        static func < (a: LayoutRank, b: LayoutRank) -> Bool {
            a.priority != b.priority ? a.priority < b.priority : (a.isSpacer && !b.isSpacer)
        }
    }

    /// The stack's extent across its axis: children aligned on the cross-axis guide.
    func stackCrossExtent(_ box: Box, _ plan: StackPlan) throws -> CGFloat {
        let offsets = try crossOffsets(box, plan)
        guard case .stack(let axis, _, _) = box.kind else { return 0 }
        return zip(offsets, plan.sizes).map { $0 + $1.across(axis) }.max() ?? 0
    }

    /// Where each child starts across the stack's axis, so that their alignment guides line up.
    func crossOffsets(_ box: Box, _ plan: StackPlan) throws -> [CGFloat] {
        guard case .stack(_, let alignment, _) = box.kind else { return [] }
        let guides = try zip(box.children, plan.sizes).map { child, s in try guideValue(child, s, alignment) }
        let top = guides.max() ?? 0
        return guides.map { top - $0 }
    }

    /// ZStack/frame-style alignment of several children: offsets from the common origin.
    func alignedOffsets(_ children: [Box], sizes: [CGSize], alignment: Alignment) throws -> [CGPoint] {
        let hs = try zip(children, sizes).map { try guideValue($0, $1, .horizontal(alignment.horizontal)) }
        let vs = try zip(children, sizes).map { try guideValue($0, $1, .vertical(alignment.vertical)) }
        let maxH = hs.max() ?? 0, maxV = vs.max() ?? 0
        return zip(hs, vs).map { CGPoint(x: maxH - $0, y: maxV - $1) }
    }

    /// A child's position of an alignment guide: an explicit `alignmentGuide` when its outer wrappers
    /// set one, else the guide's default in the child's dimensions.
    func guideValue(_ box: Box, _ size: CGSize, _ guide: AlignmentKeyed) throws -> CGFloat {
        let dims = dimensions(box, size)
        switch guide {
        case .horizontal(let g): return dims[g]
        case .vertical(let g): return dims[g]
        }
    }

    func dimensions(_ box: Box, _ size: CGSize) -> ViewDimensions {
        var explicit: [AlignmentKey: CGFloat] = [:]
        var current = box
        var closures: [(AlignmentKey, (ViewDimensions) -> CGFloat)] = []
        while current.isTransparent {
            switch current.kind {
            case .trait(.horizontalGuide(let g, let compute)): closures.append((g.key, compute))
            case .trait(.verticalGuide(let g, let compute)): closures.append((g.key, compute))
            default: break
            }
            current = current.children[0]
        }
        let (first, last) = baselines(current, size)
        // Inner guides first, so an outer alignmentGuide for the same guide wins, as in SwiftUI.
        for (key, compute) in closures.reversed() {
            explicit[key] = compute(ViewDimensions(width: size.width, height: size.height, explicitGuides: explicit,
                                                   firstBaseline: first, lastBaseline: last))
        }
        return ViewDimensions(width: size.width, height: size.height, explicitGuides: explicit, firstBaseline: first, lastBaseline: last)
    }

    /// A view's first and last text baselines from its top. A text's, at the width it was given: the first line's
    /// ascent, and that plus a line height per further line. Through padding, the child's (its own guides included)
    /// moved down by the top inset; through a background or overlay, the view's under them — SwiftUI passes text
    /// baselines through these modifiers (`HStack(alignment: .firstTextBaseline) { icon; Text(…).padding(.vertical, 12) }`,
    /// orbit-swiftui's buttons). Nil for anything else (the guides then fall back to the bottom edge).
    private func baselines(_ box: Box, _ size: CGSize) -> (CGFloat?, CGFloat?) {
        switch box.kind {
        case .text(let run):
            guard let lines = try? textLines(box, run, width: size.width, height: size.height) else { return (nil, nil) }
            let first = lines.baselineOffset
            return (first, first + lines.lineHeight * CGFloat(max(lines.lines.count, 1) - 1))
        case .padding(let e):
            let (first, last) = textBaselines(box.children[0], CGSize(width: max(0, size.width - e.horizontal),
                                                                       height: max(0, size.height - e.vertical)))
            return (first.map { $0 + e.top }, last.map { $0 + e.top })
        case .layered:
            return textBaselines(box.children[0], size)
        default:
            return (nil, nil)
        }
    }

    /// A child's text baselines as its container passes them on: its explicit guides where it sets them.
    private func textBaselines(_ child: Box, _ size: CGSize) -> (CGFloat?, CGFloat?) {
        let dims = dimensions(child, size)
        return (dims[explicit: .firstTextBaseline] ?? dims.firstBaseline, dims[explicit: .lastTextBaseline] ?? dims.lastBaseline)
    }
}
