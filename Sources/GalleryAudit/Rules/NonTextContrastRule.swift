import Foundation
import GalleryLayout
import StyleKit

/// WCAG 2.2 SC 1.4.11 Non-text Contrast for one element, kept deliberately simple:
///
/// 1. Candidates are the visible shapes whose scene bounds lie inside the element's frame (1 pt slack), so a
///    backdrop larger than the control never counts.
/// 2. The boundary is the largest candidate (by bounds area; shapes within 5 % of it, such as an overlay
///    stroke on the same rect, are measured too).
/// 3. For switches and checkboxes the indicator is also measured: the topmost candidate at most half the
///    boundary's area (a knob or checkmark) against what is under it (the track).
/// At the midpoints of the four sides of a shape's box (on the outline for rects, rounded rects and ellipses),
/// the color just inside (the stroke itself if the shape is stroked, else 1 pt inside the fill; drawn up to and
/// including the shape) is compared with the color 1 pt outside (drawn up to, not including, the shape).
/// A shape's figure is its best side; the element's is the best shape — "report the maximum of the boundary
/// contrasts found": one clearly visible edge identifies the component. Path shapes use their bounding box.
/// No candidate → `.notApplicable` (text-only control, identified by its text).
struct NonTextContrastRule {
    var thresholds: AuditThresholds
    var renderer: PointRenderer
    var leaves: [PaintLeaf]

    struct Boundary {
        var ratio: Double
        var inside: RGBA
        var outside: RGBA
        var point: CGPoint
        var name: String
    }

    func evaluate(_ element: SceneElement, index: Int) -> Finding {
        let subject = AuditFormat.subject(role: element.role, label: element.label)
        let candidates = leaves.compactMap { leaf -> (PaintLeaf, SceneShape, CGFloat)? in
            guard let shape = leaf.shape, Self.isVisible(shape, leaf) else { return nil }
            let bounds = Self.sceneBounds(shape, leaf)
            let frame = element.frame.insetBy(dx: -1, dy: -1)
            guard !bounds.isNull, bounds.minX >= frame.minX, bounds.minY >= frame.minY,
                  bounds.maxX <= frame.maxX, bounds.maxY <= frame.maxY else { return nil }
            return (leaf, shape, bounds.width * bounds.height)
        }
        guard let largest = candidates.map(\.2).max(), largest > 0 else {
            return Finding(rule: .nonTextContrast, verdict: .notApplicable, measured: "—",
                           required: "≥ " + AuditFormat.threshold(thresholds.nonTextContrast), subject: subject,
                           detail: "no visual boundary; identified by its text", elementIndex: index)
        }
        var boundaries = candidates.filter { $0.2 >= largest * 0.95 }
            .map { measure($0.0, $0.1, name: "boundary \($0.1.role)") }
        if element.role == .switch || element.role == .checkbox,
           let knob = candidates.last(where: { $0.2 <= largest * 0.5 }) {
            boundaries.append(measure(knob.0, knob.1, name: "indicator \(knob.1.role)"))
        }
        let best = boundaries.max { $0.ratio < $1.ratio }!
        let exempt = !element.isEnabled
        let verdict: Finding.Verdict = exempt ? .exempt : (best.ratio >= thresholds.nonTextContrast ? .pass : .fail)
        var detail = boundaries.map {
            "\($0.name): \(AuditFormat.color($0.inside)) vs \(AuditFormat.color($0.outside)) at \(AuditFormat.point($0.point)) = \(AuditFormat.ratio($0.ratio))"
        }.joined(separator: "; ")
        if exempt { detail += "; inactive control, exempt" }
        return Finding(rule: .nonTextContrast, verdict: verdict, measured: AuditFormat.ratio(best.ratio),
                       required: "≥ " + AuditFormat.threshold(thresholds.nonTextContrast), subject: subject,
                       detail: detail, measuredValue: best.ratio, elementIndex: index)
    }

    /// The best of the four side midpoints of `shape`'s box.
    func measure(_ leaf: PaintLeaf, _ shape: SceneShape, name: String) -> Boundary {
        let box = shape.geometry.bounds
        let stroke = Self.visibleStroke(shape)
        let half = stroke.map { $0.style.lineWidth / 2 } ?? 0
        let inset = min(1, min(box.width, box.height) / 4)
        let sides: [(CGPoint, (dx: CGFloat, dy: CGFloat))] = [
            (CGPoint(x: box.midX, y: box.minY), (dx: 0, dy: -1)),
            (CGPoint(x: box.maxX, y: box.midY), (dx: 1, dy: 0)),
            (CGPoint(x: box.midX, y: box.maxY), (dx: 0, dy: 1)),
            (CGPoint(x: box.minX, y: box.midY), (dx: -1, dy: 0)),
        ]
        var best: Boundary?
        for (edge, normal) in sides {
            let inward = stroke == nil ? inset : 0
            let inside = leaf.toScene(CGPoint(x: edge.x - normal.dx * inward, y: edge.y - normal.dy * inward))
            let outside = leaf.toScene(CGPoint(x: edge.x + normal.dx * (half + 1), y: edge.y + normal.dy * (half + 1)))
            let a = renderer.color(at: inside, shapesBelow: leaf.index + 1)
            let b = renderer.color(at: outside, shapesBelow: leaf.index)
            let ratio = AccessibilityAudit.contrastRatio(a, b)
            if best == nil || ratio > best!.ratio { best = Boundary(ratio: ratio, inside: a, outside: b, point: inside, name: name) }
        }
        return best!
    }

    static func visibleStroke(_ shape: SceneShape) -> SceneStroke? {
        guard let stroke = shape.stroke, stroke.style.lineWidth > 0, !stroke.paint.isInvisible else { return nil }
        return stroke
    }

    static func isVisible(_ shape: SceneShape, _ leaf: PaintLeaf) -> Bool {
        guard shape.opacity * leaf.inheritedOpacity > 0 else { return false }
        return (shape.fill.map { !$0.isInvisible } ?? false) || visibleStroke(shape) != nil
    }

    /// The shape's box (grown by half its stroke) in scene coordinates.
    static func sceneBounds(_ shape: SceneShape, _ leaf: PaintLeaf) -> CGRect {
        let half = visibleStroke(shape).map { $0.style.lineWidth / 2 } ?? 0
        return shape.geometry.bounds.insetBy(dx: -half, dy: -half).applying(leaf.ctm)
    }
}
