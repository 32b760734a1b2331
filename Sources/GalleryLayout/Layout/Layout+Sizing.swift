import Foundation
import StyleKit

/// SwiftUI's layout: the parent proposes, the child chooses, the parent places (reference §4.4 [G13]).
extension LayoutPass {
    /// The size `box` chooses for `proposal`, memoized.
    func size(_ box: Box, _ proposal: ProposedSize) throws -> CGSize {
        if let cached = box.sizes[proposal] { return cached }
        let result = try computeSize(box, proposal)
        box.sizes[proposal] = result
        return result
    }

    private func computeSize(_ box: Box, _ p: ProposedSize) throws -> CGSize {
        switch box.kind {
        case .empty: return .zero
        case .text(let run):
            // Lines are broken to fit the offered width (a word wider than it between characters) and cut to
            // the offered height, so the text is never larger than offered unless one character or one line is.
            let lines = try textLines(box, run, width: p.width, height: p.height)
            return CGSize(width: lines.width, height: lines.height)
        case .shape, .paint, .geometryReader: return p.replacingUnspecified()
        case .symbol(let symbol):
            if symbol.isResizable { return p.replacingUnspecified() }
            let s = symbol.font.size
            return CGSize(width: symbol.glyph.width * s, height: (symbol.glyph.ascent + symbol.glyph.descent) * s)
        case .image(let image):
            // A resizable image takes what it is offered, and its own size where nothing is offered (so that
            // `.aspectRatio(contentMode:)` keeps its proportions); otherwise it keeps its size in points.
            let own = image.image.size
            return image.isResizable ? CGSize(width: p.width ?? own.width, height: p.height ?? own.height) : own
        case .spacer(let minLength):
            let min = minLength ?? defaultSpacing
            switch box.parentAxis {
            case .horizontal: return CGSize(width: max(min, p.width ?? 0), height: 0)
            case .vertical: return CGSize(width: 0, height: max(min, p.height ?? 0))
            case nil: return CGSize(width: max(min, p.width ?? 0), height: max(min, p.height ?? 0))
            }
        case .divider:
            switch box.parentAxis {
            case .horizontal: return CGSize(width: dividerThickness, height: p.height ?? 0)
            default: return CGSize(width: p.width ?? 0, height: dividerThickness)
            }
        case .stack(let axis, _, _):
            let plan = try stackPlan(box, axis, p)
            let along = plan.sizes.map { $0.along(axis) }.reduce(0, +) + plan.spacings.reduce(0, +)
            let across = try stackCrossExtent(box, plan)
            return CGSize.make(axis, along: along, across: across)
        case .grid: return try gridPlan(box, p).size
        case .zstack(let alignment):
            let sizes = try box.children.map { try size($0, p) }
            let offsets = try alignedOffsets(box.children, sizes: sizes, alignment: alignment)
            var width: CGFloat = 0, height: CGFloat = 0
            for (offset, s) in zip(offsets, sizes) {
                width = max(width, offset.x + s.width)
                height = max(height, offset.y + s.height)
            }
            return CGSize(width: width, height: height)
        case .padding(let e):
            let inner = ProposedSize(width: p.width.map { max(0, $0 - e.horizontal) }, height: p.height.map { max(0, $0 - e.vertical) })
            let child = try size(box.children[0], inner)
            return CGSize(width: child.width + e.horizontal, height: child.height + e.vertical)
        case .frame(let f):
            let childProposal = frameChildProposal(f, p)
            let child = try size(box.children[0], childProposal)
            if f.isFixed { return CGSize(width: f.minWidth ?? child.width, height: f.minHeight ?? child.height) }
            return CGSize(width: flexible(child.width, p.width, f.minWidth, f.maxWidth),
                          height: flexible(child.height, p.height, f.minHeight, f.maxHeight))
        case .layered:
            return try size(box.children[0], p)
        case .effect, .accessibility, .gesture:
            return try size(box.children[0], p)
        case .trait(let trait):
            switch trait {
            case .layoutPriority, .horizontalGuide, .verticalGuide, .layoutDirection: return try size(box.children[0], p)
            case .fixedSize(let h, let v):
                return try size(box.children[0], ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
            case .aspectRatio(let ratio, let mode):
                return try size(box.children[0], try aspectProposal(box, ratio, mode, p))
            }
        }
    }

    // MARK: Frames

    func frameChildProposal(_ f: FrameSpec, _ p: ProposedSize) -> ProposedSize {
        if f.isFixed { return ProposedSize(width: f.minWidth ?? p.width, height: f.minHeight ?? p.height) }
        func clampProposal(_ value: CGFloat?, _ minV: CGFloat?, _ ideal: CGFloat?, _ maxV: CGFloat?) -> CGFloat? {
            guard var v = value else { return ideal }
            if let minV { v = max(v, minV) }
            if let maxV { v = min(v, maxV) }
            return v
        }
        return ProposedSize(width: clampProposal(p.width, f.minWidth, f.idealWidth, f.maxWidth),
                            height: clampProposal(p.height, f.minHeight, f.idealHeight, f.maxHeight))
    }

    /// A flexible frame's size in one dimension: the proposal clamped to the limits, where a missing
    /// limit falls back to the child's size.
    func flexible(_ child: CGFloat, _ proposal: CGFloat?, _ minV: CGFloat?, _ maxV: CGFloat?) -> CGFloat {
        if minV == nil && maxV == nil { return child }
        var r = proposal ?? child
        r = min(r, maxV ?? child)
        r = max(r, minV ?? child)
        return r
    }

    private func aspectProposal(_ box: Box, _ ratio: CGFloat?, _ mode: ContentMode, _ p: ProposedSize) throws -> ProposedSize {
        let ideal = try size(box.children[0], .unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        // An unspecified dimension follows from the other one; with neither, from the ideal size.
        let w = p.width ?? (p.height.map { $0 * r } ?? ideal.width)
        let h = p.height ?? (p.width.map { $0 / r } ?? ideal.height)
        let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
        let fits = byWidth.height <= h + 0.0001
        let chosen = (mode == .fit) == fits ? byWidth : byHeight
        return ProposedSize(width: chosen.width, height: chosen.height)
    }

    // MARK: Text

    /// The lines of `run` for a proposal: wrapped to `width`, then, when `height` cannot hold them all, cut
    /// to as many lines as it holds (at least one) with the last truncated, as SwiftUI's `Text` does.
    func textLines(_ box: Box, _ run: TextRun, width: CGFloat?, height: CGFloat? = nil) throws -> TextLines {
        let wrapped: TextLines
        if let cached = box.textLines[width] {
            wrapped = cached
        } else {
            wrapped = TextLines(run: run, chain: try measurer.chain(for: run.font), maxWidth: width)
            box.textLines[width] = wrapped
        }
        guard let height, wrapped.lines.count > 1, wrapped.height > height + 0.001, wrapped.lineHeight > 0 else { return wrapped }
        let fitting = max(1, Int(((height + 0.001) / wrapped.lineHeight).rounded(.down)))
        let key = LimitedLinesKey(width: width, lines: fitting)
        if let cached = box.limitedTextLines[key] { return cached }
        let limited = TextLines(run: run, chain: try measurer.chain(for: run.font), maxWidth: width, maxLines: fitting)
        box.limitedTextLines[key] = limited
        return limited
    }
}

/// A width and the most lines a height holds there.
struct LimitedLinesKey: Hashable {
    var width: CGFloat?
    var lines: Int
}

/// Default spacing between stack children and the default `Spacer` minimum (reference §3 [K7][K8]).
let defaultSpacing: CGFloat = 8
/// A divider's thickness: one pixel at 2×.
let dividerThickness: CGFloat = 0.5
