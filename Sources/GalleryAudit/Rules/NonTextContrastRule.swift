import Foundation
import GalleryLayout
import StyleKit

/// WCAG 2.2 SC 1.4.11 Non-text Contrast for one element, applied as its Understanding document applies it
/// (docs/accessibility-verdicts.md):
///
/// - A **button or link with a visible text label** needs no visible boundary: the text identifies it (and is
///   checked by 1.4.3). Not applicable.
/// - An **icon-only control**: the icon is the graphical object that identifies it and needs 3:1 against what
///   is behind it. Measured at the points of a 6 × 6 grid over each symbol or image that its ink covers.
/// - A **switch or checkbox**: its boundary (the track or box, against what is outside it) and its state
///   indicator (the knob or checkmark, against the track) each need 3:1.
/// - Anything else identified by its shape alone: its boundary needs 3:1.
///
/// A boundary is measured at the midpoints of the four sides of a shape's box (on the outline for rects,
/// rounded rects and ellipses): the colour just inside (the stroke itself if the shape is stroked, else 1 pt
/// inside the fill; drawn up to and including the shape) against the colour 1 pt outside (drawn up to, not
/// including, the shape). Every figure is the **worst** point, as for text over gradients. Candidates are the
/// visible shapes whose scene bounds lie inside the element's frame (1 pt slack), so a backdrop larger than the
/// control never counts; the boundary is the largest (shapes within 5 % of its area are measured too); the
/// indicator is the topmost candidate at most half the boundary's area.
struct NonTextContrastRule {
    var thresholds: AuditThresholds
    var renderer: PointRenderer
    var leaves: [PaintLeaf]

    struct Measurement {
        var ratio: Double
        var inside: RGBA
        var outside: RGBA
        var point: CGPoint
        var name: String
    }

    func evaluate(_ element: SceneElement, index: Int, hasVisibleText: Bool) -> Finding {
        let subject = AuditFormat.subject(role: element.role, label: element.label)
        let required = "≥ " + AuditFormat.threshold(thresholds.nonTextContrast)
        func notApplicable(_ why: String) -> Finding {
            Finding(rule: .nonTextContrast, verdict: .notApplicable, measured: "—", required: required, subject: subject,
                    detail: why, elementIndex: index)
        }
        let isToggle = element.role == .switch || element.role == .checkbox
        if hasVisibleText, !isToggle {
            return notApplicable("a text-labelled control needs no visible boundary: its text identifies it (Understanding 1.4.11)")
        }
        let frame = element.frame.insetBy(dx: -1, dy: -1)
        let inside = leaves.filter { leaf in
            guard let shape = leaf.shape, Self.isVisible(shape, leaf) else { return false }
            let bounds = Self.sceneBounds(shape, leaf)
            return !bounds.isNull && bounds.minX >= frame.minX && bounds.minY >= frame.minY && bounds.maxX <= frame.maxX && bounds.maxY <= frame.maxY
        }
        var measurements: [Measurement] = []
        let icons = inside.filter { $0.shape!.role.hasPrefix("symbol ") }
        if !isToggle, !icons.isEmpty {
            measurements = icons.compactMap { measureIcon($0, name: "icon \($0.shape!.role.dropFirst("symbol ".count))") }
        } else {
            let candidates = inside.filter { !$0.shape!.role.hasPrefix("symbol ") || isToggle }
                .map { leaf in (leaf, Self.sceneBounds(leaf.shape!, leaf)) }
                .map { ($0.0, $0.1.width * $0.1.height) }
            guard let largest = candidates.map(\.1).max(), largest > 0 else {
                return notApplicable("no visual boundary or icon to measure")
            }
            measurements = candidates.filter { $0.1 >= largest * 0.95 }.map { measureBoundary($0.0, name: "boundary \($0.0.shape!.role)") }
            if isToggle, let knob = candidates.last(where: { $0.1 <= largest * 0.5 }) {
                measurements.append(measureBoundary(knob.0, name: "indicator \(knob.0.shape!.role)"))
            }
        }
        guard let worst = measurements.min(by: { $0.ratio < $1.ratio }) else { return notApplicable("no visible ink to measure") }
        let exempt = !element.isEnabled
        let verdict: Finding.Verdict = exempt ? .exempt : (worst.ratio >= thresholds.nonTextContrast ? .pass : .fail)
        var detail = measurements.map {
            "\($0.name): \(AuditFormat.color($0.inside)) vs \(AuditFormat.color($0.outside)) at \(AuditFormat.point($0.point)) = \(AuditFormat.ratio($0.ratio))"
        }.joined(separator: "; ")
        if exempt { detail += "; inactive control, exempt" }
        let suggestion = verdict == .fail
            ? "\(worst.name): " + ContrastSuggestion.text(for: worst.inside, against: worst.outside, threshold: thresholds.nonTextContrast) : nil
        return Finding(rule: .nonTextContrast, verdict: verdict, measured: AuditFormat.ratio(worst.ratio), required: required,
                       subject: subject, detail: detail, measuredValue: worst.ratio, elementIndex: index, suggestion: suggestion)
    }

    /// The worst of the four side midpoints of the leaf's shape box.
    func measureBoundary(_ leaf: PaintLeaf, name: String) -> Measurement {
        let shape = leaf.shape!
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
        var worst: Measurement?
        for (edge, normal) in sides {
            let inward = stroke == nil ? inset : 0
            let inside = leaf.toScene(CGPoint(x: edge.x - normal.dx * inward, y: edge.y - normal.dy * inward))
            let outside = leaf.toScene(CGPoint(x: edge.x + normal.dx * (half + 1), y: edge.y + normal.dy * (half + 1)))
            let a = renderer.color(at: inside, shapesBelow: leaf.index + 1)
            let b = renderer.color(at: outside, shapesBelow: leaf.index)
            let ratio = AccessibilityAudit.contrastRatio(a, b)
            if worst == nil || ratio < worst!.ratio { worst = Measurement(ratio: ratio, inside: a, outside: b, point: inside, name: name) }
        }
        return worst!
    }

    static let iconGrid = 6

    /// The worst point of a 6 × 6 grid over the icon's box among those its ink covers: the scene with the icon
    /// against the scene without it. nil when no grid point lands on ink.
    func measureIcon(_ leaf: PaintLeaf, name: String) -> Measurement? {
        var worst: Measurement?
        for local in TextContrastRule.samplePoints(in: leaf.shape!.geometry.bounds, columns: Self.iconGrid, rows: Self.iconGrid) {
            let p = leaf.toScene(local)
            let with = renderer.color(at: p, shapesBelow: leaf.index + 1)
            let without = renderer.color(at: p, shapesBelow: leaf.index)
            guard with != without else { continue }
            let ratio = AccessibilityAudit.contrastRatio(with, without)
            if worst == nil || ratio < worst!.ratio { worst = Measurement(ratio: ratio, inside: with, outside: without, point: p, name: name) }
        }
        return worst
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
