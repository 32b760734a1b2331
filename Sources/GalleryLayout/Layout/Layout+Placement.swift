import Foundation
import Fonts
import StyleKit

extension LayoutPass {
    /// Places `box` (sized for `proposal`) at `origin`, appending what it draws to `nodes`.
    func place(_ box: Box, proposal: ProposedSize, origin: CGPoint, inherited: Inherited, into nodes: inout [SceneNode]) throws {
        let size = try self.size(box, proposal)
        let frame = CGRect(origin: origin, size: size)
        if let recorder {
            recorder.entries.append(.init(depth: recorder.depth, summary: box.source?.summary ?? "?", frame: frame))
            recorder.depth += 1
        }
        defer { recorder?.depth -= 1 }
        switch box.kind {
        case .empty, .spacer: return
        case .text(let run):
            guard !inherited.hidden else { return }
            try placeText(box, run, proposal: proposal, frame: frame, inherited: inherited, into: &nodes)
        case .shape(let shape):
            guard !inherited.hidden else { return }
            nodes.append(.shape(sceneShape(shape, in: frame, inherited: inherited)))
        case .symbol(let symbol):
            if let missing = symbol.missing {
                missingSymbols.append(SceneMissingSymbol(name: missing.name, suggestions: missing.suggestions,
                                                         callSite: symbol.callSite, frame: frame.applying(inherited.ctm),
                                                         kind: SceneMissingSymbol.Kind(missing.kind)))
            }
            guard !inherited.hidden else { return }
            nodes.append(.shape(sceneSymbol(symbol, in: frame, inherited: inherited)))
        case .image(let image):
            guard !inherited.hidden else { return }
            nodes.append(.image(SceneImage(
                image: image.image, frame: frame, templatePaint: image.templatePaint.map { scenePaint($0, in: frame, inherited) },
                opacity: inherited.opacity, shadows: inherited.shadows)))
        case .paint(let paint), .divider(let paint):
            guard !inherited.hidden else { return }
            nodes.append(.shape(SceneShape(geometry: .rect(frame), fill: scenePaint(paint, in: frame, inherited),
                                           opacity: inherited.opacity, shadows: inherited.shadows, role: "paint")))
        case .stack(let axis, _, _):
            let plan = try stackPlan(box, axis, proposal)
            let cross = try crossOffsets(box, plan)
            var cursor: CGFloat = 0
            var inner: [SceneNode] = []
            for (index, child) in box.children.enumerated() {
                let offset = CGSize.make(axis, along: cursor, across: cross[index])
                let at = try directed(CGPoint(x: origin.x + offset.width, y: origin.y + offset.height), child, plan.proposals[index],
                                      in: frame, inherited)
                try place(child, proposal: plan.proposals[index], origin: at, inherited: inherited, into: &inner)
                cursor += plan.sizes[index].along(axis) + (index < plan.spacings.count ? plan.spacings[index] : 0)
            }
            Self.appendView(inner, role: axis == .horizontal ? SceneGroup.hStackRole : SceneGroup.vStackRole, into: &nodes)
        case .grid:
            try placeGrid(box, proposal: proposal, frame: frame, inherited: inherited, into: &nodes)
        case .zstack(let alignment):
            let sizes = try box.children.map { try self.size($0, proposal) }
            let offsets = try alignedOffsets(box.children, sizes: sizes, alignment: alignment)
            var inner: [SceneNode] = []
            for (child, offset) in zip(box.children, offsets) {
                let at = try directed(CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), child, proposal, in: frame, inherited)
                try place(child, proposal: proposal, origin: at, inherited: inherited, into: &inner)
            }
            Self.appendView(inner, role: SceneGroup.zStackRole, into: &nodes)
        case .padding(let e):
            let inner = ProposedSize(width: proposal.width.map { max(0, $0 - e.horizontal) }, height: proposal.height.map { max(0, $0 - e.vertical) })
            let at = try directed(CGPoint(x: origin.x + e.leading, y: origin.y + e.top), box.children[0], inner, in: frame, inherited)
            try place(box.children[0], proposal: inner, origin: at, inherited: inherited, into: &nodes)
        case .frame(let spec):
            let childProposal = frameChildProposal(spec, proposal)
            let child = box.children[0]
            let childSize = try self.size(child, childProposal)
            let position = try directed(try aligned(child, childSize, in: frame, alignment: spec.alignment), child, childProposal,
                                        in: frame, inherited)
            try place(child, proposal: childProposal, origin: position, inherited: inherited, into: &nodes)
        case .layered(let placement, let alignment):
            let child = box.children[0], layer = box.children[1]
            let layerProposal = ProposedSize(width: size.width, height: size.height)
            let layerSize = try self.size(layer, layerProposal)
            let layerOrigin = try directed(try aligned(layer, layerSize, in: frame, alignment: alignment), layer, layerProposal,
                                           in: frame, inherited)
            if placement == .mask {
                try placeMasked(child, proposal: proposal, origin: origin, mask: layer, maskProposal: layerProposal,
                                maskOrigin: layerOrigin, inherited: inherited, into: &nodes)
            } else if placement == .background {
                try place(layer, proposal: layerProposal, origin: layerOrigin, inherited: inherited, into: &nodes)
                try place(child, proposal: proposal, origin: origin, inherited: inherited, into: &nodes)
            } else {
                try place(child, proposal: proposal, origin: origin, inherited: inherited, into: &nodes)
                try place(layer, proposal: layerProposal, origin: layerOrigin, inherited: inherited, into: &nodes)
            }
        case .effect(let effect):
            try placeEffect(effect, box, proposal: proposal, frame: frame, inherited: inherited, into: &nodes)
        case .trait(let trait):
            var childProposal = proposal
            if case .fixedSize(let h, let v) = trait {
                childProposal = ProposedSize(width: h ? nil : proposal.width, height: v ? nil : proposal.height)
            } else if case .aspectRatio = trait {
                // The child was sized for the fitted proposal; offer it exactly that size.
                childProposal = ProposedSize(width: size.width, height: size.height)
            }
            var next = inherited
            if case .layoutDirection(let direction) = trait { next.direction = direction }
            try place(box.children[0], proposal: childProposal, origin: origin, inherited: next, into: &nodes)
        case .accessibility(let trait):
            try placeAccessibility(trait, box, proposal: proposal, frame: frame, inherited: inherited, into: &nodes)
        case .gesture(let record):
            if inherited.hitTesting {
                let region = HitRegion(frame: frame.applying(inherited.ctm), kind: record.kind)
                for open in openElements { open.element.hitRegions.append(region) }
            }
            try place(box.children[0], proposal: proposal, origin: origin, inherited: inherited, into: &nodes)
        case .geometryReader(let resolver):
            // The one call back into the DSL: the reader's content, made for the size it took, is
            // offered that size and placed at the top-leading corner.
            let reading = GeometryReading(size: size, globalFrame: frame.applying(inherited.ctm))
            let child = Box(try resolver.resolve(reading))
            let offered = ProposedSize(width: size.width, height: size.height)
            try place(child, proposal: offered, origin: try directed(origin, child, offered, in: frame, inherited),
                      inherited: inherited, into: &nodes)
        }
    }

    /// Where a child goes inside `parent`, given `origin`, its place there left to right: in a right-to-left
    /// parent its x is flipped within the parent's frame. Apple, `LayoutDirection`: "SwiftUI horizontally
    /// flips the x position of each view within its parent" (docs/right-to-left.md). Every position of a
    /// child in its parent is computed left to right (x from the leading edge) and passes through here.
    func directed(_ origin: CGPoint, _ child: Box, _ proposal: ProposedSize, in parent: CGRect, _ inherited: Inherited) throws -> CGPoint {
        guard inherited.direction == .rightToLeft else { return origin }
        let width = try size(child, proposal).width
        return CGPoint(x: parent.minX + parent.maxX - origin.x - width, y: origin.y)
    }

    /// Where a child of `childSize` goes inside `frame` so that the alignment guides coincide.
    func aligned(_ child: Box, _ childSize: CGSize, in frame: CGRect, alignment: Alignment) throws -> CGPoint {
        let outer = ViewDimensions(width: frame.width, height: frame.height)
        let inner = dimensions(child, childSize)
        return CGPoint(x: frame.minX + outer[alignment.horizontal] - inner[alignment.horizontal],
                       y: frame.minY + outer[alignment.vertical] - inner[alignment.vertical])
    }
}

extension LayoutPass {
    /// What a container view drew, under a plain group named for the view (`HStack`, `VStack`, `ZStack`)
    /// when it drew more than one thing, so that the SVG's layers follow the view tree; a single node is
    /// appended as it is. A plain group changes no pixel and no paint order.
    static func appendView(_ inner: [SceneNode], role: String, into nodes: inout [SceneNode]) {
        if inner.count > 1 {
            nodes.append(.group(SceneGroup(children: inner, role: role)))
        } else {
            nodes += inner
        }
    }
}
