import Foundation
import StyleKit

extension LayoutPass {
    func placeEffect(_ effect: Effect, _ box: Box, proposal: ProposedSize, frame: CGRect, inherited: Inherited,
                     into nodes: inout [SceneNode]) throws {
        let child = box.children[0]
        var next = inherited
        switch effect {
        case .opacity(let value):
            // Without a compositing group SwiftUI applies opacity to each child (reference §4.3 [G12]).
            next.opacity *= value
        case .shadow(let spec):
            next.shadows.append(SceneShadow(color: inherited.adjusted(spec.color), radius: spec.radius,
                                            offset: CGSize(width: spec.x, height: spec.y)))
        case .brightness(let amount):
            next.brightness.append(amount)
        case .scale(let s, let anchor):
            let t = CGAffineTransform(scaleX: s.width, y: s.height).about(inherited.directed(anchor).in(frame))
            return try placeTransformed(t, role: "scaleEffect", child, proposal, frame, inherited, &nodes)
        case .rotation(let angle, let anchor):
            let t = CGAffineTransform(rotationAngle: angle.radians).about(inherited.directed(anchor).in(frame))
            return try placeTransformed(t, role: "rotationEffect", child, proposal, frame, inherited, &nodes)
        case .transform(let transform):
            // About the view's own origin, as SwiftUI applies `transformEffect`.
            return try placeTransformed(transform.about(frame.origin), role: "transformEffect", child, proposal, frame, inherited, &nodes)
        case .offset(let o):
            // x grows toward the trailing edge: to the left right to left (docs/right-to-left.md).
            let dx = inherited.direction == .rightToLeft ? -o.width : o.width
            let shift = CGAffineTransform(translationX: dx, y: o.height)
            return try placeTransformed(shift, role: "offset", child, proposal, frame, inherited, &nodes)
        case .mirrors(let direction):
            guard inherited.direction == direction else { break }
            let mirror = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: frame.minX + frame.maxX, ty: 0)
            return try placeTransformed(mirror, role: "mirrored", child, proposal, frame, inherited, &nodes)
        case .clip(let shape, let style):
            var inner: [SceneNode] = []
            try place(child, proposal: proposal, origin: frame.origin, inherited: inherited.composited, into: &inner)
            let clipped = SceneGroup(clip: SceneClip(geometry: sceneGeometry(shape.geometry(in: frame)), evenOdd: style.isEOFilled),
                                     children: inner, role: "clip")
            nodes.append(.group(SceneGroup(opacity: inherited.opacity, shadows: inherited.shadows, children: [.group(clipped)], role: "clipped")))
            return
        case .compositingGroup, .drawingGroup:
            var inner: [SceneNode] = []
            try place(child, proposal: proposal, origin: frame.origin, inherited: inherited.composited, into: &inner)
            nodes.append(.group(SceneGroup(opacity: inherited.opacity, shadows: inherited.shadows, children: inner, role: "compositingGroup")))
            return
        case .allowsHitTesting(let enabled):
            if !enabled { next.hitTesting = false }
        case .hidden:
            next.hidden = true
        case .contentShape, .animation:
            break
        }
        try place(child, proposal: proposal, origin: frame.origin, inherited: next, into: &nodes)
    }

    /// `.mask`: the child in a group masked by the layer. Like a clip, the mask applies to the child as a
    /// whole, so per-child opacity and shadows are materialized on a group around it. The mask layer is
    /// not drawn, hit-tested or read by assistive technology.
    func placeMasked(_ child: Box, proposal: ProposedSize, origin: CGPoint, mask: Box, maskProposal: ProposedSize,
                     maskOrigin: CGPoint, inherited: Inherited, into nodes: inout [SceneNode]) throws {
        var inner: [SceneNode] = []
        try place(child, proposal: proposal, origin: origin, inherited: inherited.composited, into: &inner)
        var maskState = Inherited()
        maskState.ctm = inherited.ctm
        maskState.direction = inherited.direction
        maskState.hitTesting = false
        maskState.accessibilityHidden = true
        var maskNodes: [SceneNode] = []
        let elementCount = elements.count
        try place(mask, proposal: maskProposal, origin: maskOrigin, inherited: maskState, into: &maskNodes)
        elements.removeSubrange(elementCount...)
        let masked = SceneGroup(mask: SceneMask(children: maskNodes), children: inner, role: "mask")
        nodes.append(.group(SceneGroup(opacity: inherited.opacity, shadows: inherited.shadows, children: [.group(masked)], role: "masked")))
    }

    private func placeTransformed(_ t: CGAffineTransform, role: String, _ child: Box, _ proposal: ProposedSize, _ frame: CGRect,
                                  _ inherited: Inherited, _ nodes: inout [SceneNode]) throws {
        var next = inherited
        next.ctm = t.concatenating(inherited.ctm)
        var inner: [SceneNode] = []
        try place(child, proposal: proposal, origin: frame.origin, inherited: next, into: &inner)
        nodes.append(.group(SceneGroup(transform: t, children: inner, role: role)))
    }

    func placeAccessibility(_ trait: AccessibilityTrait, _ box: Box, proposal: ProposedSize, frame: CGRect,
                            inherited: Inherited, into nodes: inout [SceneNode]) throws {
        let child = box.children[0]
        var next = inherited
        let absolute = frame.applying(inherited.ctm)
        func open(_ element: SceneElement) throws {
            let builder = ElementBuilder(element)
            openElements.append(builder)
            next.pendingLabel = nil; next.pendingValue = nil; next.pendingTraits = []
            try place(child, proposal: proposal, origin: frame.origin, inherited: next, into: &nodes)
            openElements.removeLast()
            if !inherited.accessibilityHidden { elements.append(builder.element) }
        }
        func newElement(role: AccessibilityRole, label: String, value: String?, isEnabled: Bool, traits: AccessibilityTraits) -> SceneElement {
            SceneElement(role: role, label: inherited.pendingLabel ?? label, value: inherited.pendingValue ?? value,
                         isEnabled: isEnabled, traits: traits.union(inherited.pendingTraits), frame: absolute,
                         activationPoint: CGPoint(x: absolute.midX, y: absolute.midY), hasExplicitActivationPoint: false,
                         hitRegions: [])
        }
        switch trait {
        case .element(let e):
            return try open(newElement(role: e.role, label: e.label, value: e.value, isEnabled: e.isEnabled, traits: e.traits))
        case .container:
            let traits = inherited.pendingTraits
            let role: AccessibilityRole = traits.contains(.isAdjustable) ? .adjustable : traits.contains(.isButton) ? .button : .group
            return try open(newElement(role: role, label: "", value: nil, isEnabled: true, traits: []))
        case .activationPoint(let point):
            if let innermost = openElements.last, !innermost.element.hasExplicitActivationPoint {
                let local: CGPoint
                switch point {
                case .unit(let u): local = inherited.directed(u).in(frame)
                case .point(let p):
                    let x = inherited.direction == .rightToLeft ? frame.maxX - p.x : frame.minX + p.x
                    local = CGPoint(x: x, y: frame.minY + p.y)
                }
                innermost.element.activationPoint = local.applying(inherited.ctm)
                innermost.element.hasExplicitActivationPoint = true
            }
        case .label(let label):
            if let innermost = openElements.last { innermost.element.label = label } else { next.pendingLabel = label }
        case .value(let value):
            if let innermost = openElements.last { innermost.element.value = value } else { next.pendingValue = value }
        case .addTraits(let traits):
            if let innermost = openElements.last { innermost.element.traits.formUnion(traits) } else { next.pendingTraits.formUnion(traits) }
        case .removeTraits(let traits):
            openElements.last?.element.traits.subtract(traits)
        case .hidden(let hidden):
            if hidden { next.accessibilityHidden = true }
        }
        try place(child, proposal: proposal, origin: frame.origin, inherited: next, into: &nodes)
    }
}
