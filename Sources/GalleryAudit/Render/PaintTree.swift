import Foundation
import GalleryLayout
import StyleKit

/// A scene group with what point queries (``PointRenderer``) need, computed once per scene: the paint index
/// of its first leaf and how many leaves it holds (shapes and texts, as ``PaintLeaf`` numbers them), its
/// inverse transform, and the bounds — in its parent's coordinates — outside which it shows nothing.
///
/// With these a query skips a group that cannot show anything at the point, or whose leaves all come after the
/// last one it draws, without walking it. A scene of many small parts (a preview of hundreds of icons) needed a
/// walk of the whole tree for every sampled point of every text: quadratic, and most of such a build's time.
final class PaintTree: Sendable {
    /// A leaf's payload is boxed (`indirect`): a query walks the children for every sampled point, and copying a
    /// shape or text out of the array was one outlined copy of all its fields; a box is one reference.
    enum Child: Sendable {
        case group(PaintTree)
        indirect case shape(SceneShape, index: Int)
        indirect case text(SceneText, index: Int)
    }

    let inverse: CGAffineTransform?
    let opacity: Double
    let clip: SceneClip?
    let mask: PaintTree?
    let children: [Child]
    /// The paint index of the first leaf; the leaves are `first ..< first + leafCount`.
    let first: Int
    let leafCount: Int
    /// Where the group's shapes can show, in its parent's coordinates (`.null`: nowhere; `.infinite`: not known).
    /// Texts are not counted: a query draws only the text it measures, whatever the point (see ``PointRenderer``).
    let bounds: CGRect

    /// The tree of `group`, its leaves numbered from `first`.
    convenience init(_ group: SceneGroup, first: Int = 0) {
        var next = first
        self.init(group, next: &next)
    }

    private init(_ group: SceneGroup, next: inout Int) {
        first = next
        inverse = AffineMath.inverse(group.transform)
        opacity = group.opacity
        clip = group.clip.map { SceneClip(geometry: GeometryTest.prepared($0.geometry), evenOdd: $0.evenOdd) }
        mask = group.mask.map { PaintTree(SceneGroup(children: $0.children)) }
        var children: [Child] = []
        children.reserveCapacity(group.children.count)
        var bounds = CGRect.null
        for child in group.children {
            switch child {
            case .group(let inner):
                let tree = PaintTree(inner, next: &next)
                bounds = bounds.union(tree.bounds)
                children.append(.group(tree))
            case .shape(var shape):
                shape.geometry = GeometryTest.prepared(shape.geometry)
                bounds = bounds.union(Self.bounds(of: shape))
                children.append(.shape(shape, index: next))
                next += 1
            case .text(let text):
                children.append(.text(text, index: next))
                next += 1
            case .image:
                break
            }
        }
        self.children = children
        leafCount = next - first
        if bounds.isInfinite || bounds.isNull {
            self.bounds = bounds
        } else {
            if let clip { bounds = bounds.intersection(clip.geometry.bounds) }
            if let mask { bounds = mask.bounds.isInfinite ? bounds : bounds.intersection(mask.bounds) }
            self.bounds = bounds.isNull ? bounds : bounds.applying(group.transform)
        }
    }

    /// Where a shape's fill or stroke can cover a point: its box, grown by half the stroke. The distance to an
    /// elliptical outline is an estimate (``GeometryTest/signedDistance(_:_:)``), so a stroked ellipse that
    /// is not a circle is not bounded.
    private static func bounds(of shape: SceneShape) -> CGRect {
        guard let stroke = shape.stroke, stroke.style.lineWidth > 0 else { return shape.fill == nil ? .null : shape.geometry.bounds }
        if case .ellipse(let r) = shape.geometry, r.width != r.height { return .infinite }
        let grow = stroke.style.lineWidth / 2 + 1e-6
        return shape.geometry.bounds.insetBy(dx: -grow, dy: -grow)
    }

    /// Whether the point (in the parent's coordinates) is within ``bounds``, edges included.
    func mayShow(_ p: CGPoint) -> Bool {
        if bounds.isInfinite { return true }
        if bounds.isNull { return false }
        let slack = 1e-6
        return p.x >= bounds.minX - slack && p.x <= bounds.maxX + slack && p.y >= bounds.minY - slack && p.y <= bounds.maxY + slack
    }

    func holds(_ index: Int) -> Bool { index >= first && index < first + leafCount }
}
