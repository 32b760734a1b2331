import Foundation
import GalleryLayout
import StyleKit

/// Computes the color the scene shows at one point, drawing only part of the paint order.
///
/// Compositing follows SVG/CSS: source-over in sRGB with premultiplied alpha (W3C Compositing and Blending
/// Level 1 §5.1). A group is an isolated compositing group: its children are composited onto a transparent
/// backdrop, the result is clipped, scaled by the group's opacity and then composited onto what lies below
/// (Compositing Level 1 §3.2 "Isolated groups"; SwiftUI `compositingGroup()`, reference §4.3 [G12]) — for a
/// text alone in a group this is exactly "multiply the text's alpha by every ancestor opacity".
/// Shadows are not drawn (they are soft and never the background a control is read against), and text other
/// than the one being measured is never counted as background (glyph coverage is sparse).
/// The page background is treated as opaque; a translucent one is first composited over white.
struct PointRenderer: Sendable {
    let tree: PaintTree
    let page: Premultiplied

    init(root: SceneGroup, background: RGBA) {
        self.tree = PaintTree(root)
        let opaque = background.alpha >= 1 ? background : AccessibilityAudit.composite(background, over: .white)
        self.page = Premultiplied(opaque)
    }

    /// The opaque color at scene point `p`, drawing the shapes with paint index `< shapesBelow` and, if given,
    /// the text with paint index `text` as if its ink covered `p`.
    func color(at p: CGPoint, shapesBelow: Int, text: Int? = nil) -> RGBA {
        // Nothing from this paint index on is drawn.
        let end = max(shapesBelow, text.map { $0 + 1 } ?? 0)
        return render(tree, at: p, shapesBelow: shapesBelow, text: text, end: end).over(page).straight
    }

    /// `group`'s content at `p` (given in the group's parent coordinates) over a transparent backdrop.
    /// A group that cannot show anything at `p` (outside its bounds, not holding the measured text) is skipped.
    private func render(_ group: PaintTree, at p: CGPoint, shapesBelow: Int, text: Int?, end: Int) -> Premultiplied {
        guard group.mayShow(p) || text.map(group.holds) == true, let inverse = group.inverse else { return .clear }
        let local = p.applying(inverse)
        if let clip = group.clip, !GeometryTest.contains(clip.geometry, local) { return .clear }
        var coverage = 1.0
        if let mask = group.mask {
            // The mask's opacity at the point scales the group (its colors do not matter); its text is
            // ignored, as text never counts as background here.
            coverage = render(mask, at: local, shapesBelow: .max, text: nil, end: .max).alpha
            if coverage == 0 { return .clear }
        }
        var result = Premultiplied.clear
        for child in group.children {
            switch child {
            case .group(let inner):
                if inner.first >= end { return result.scaled(group.opacity * coverage) }
                result = render(inner, at: local, shapesBelow: shapesBelow, text: text, end: end).over(result)
            case .shape(let shape, let index):
                if index >= end { return result.scaled(group.opacity * coverage) }
                if index < shapesBelow { result = Self.color(of: shape, at: local).over(result) }
            case .text(let sceneText, let index):
                if index >= end { return result.scaled(group.opacity * coverage) }
                if index == text { result = PaintSampler.color(of: sceneText.paint, at: local).scaled(sceneText.opacity).over(result) }
            }
        }
        return result.scaled(group.opacity * coverage)
    }

    /// A shape's fill, then its stroke on top, then its own opacity.
    static func color(of shape: SceneShape, at p: CGPoint) -> Premultiplied {
        var color = Premultiplied.clear
        if let fill = shape.fill, GeometryTest.contains(shape.geometry, p) {
            color = PaintSampler.color(of: fill, at: p)
        }
        if let stroke = shape.stroke, GeometryTest.strokeContains(shape.geometry, lineWidth: stroke.style.lineWidth, p) {
            color = PaintSampler.color(of: stroke.paint, at: p).over(color)
        }
        return color.scaled(shape.opacity)
    }
}
