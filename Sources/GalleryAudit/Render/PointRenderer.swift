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
struct PointRenderer {
    var root: SceneGroup
    var page: Premultiplied

    init(root: SceneGroup, background: RGBA) {
        self.root = root
        let opaque = background.alpha >= 1 ? background : AccessibilityAudit.composite(background, over: .white)
        self.page = Premultiplied(opaque)
    }

    /// The opaque color at scene point `p`, drawing the shapes with paint index `< shapesBelow` and, if given,
    /// the text with paint index `text` as if its ink covered `p`.
    func color(at p: CGPoint, shapesBelow: Int, text: Int? = nil) -> RGBA {
        var counter = 0
        return render(root, at: p, counter: &counter, shapesBelow: shapesBelow, text: text).over(page).straight
    }

    /// `group`'s content at `p` (given in the group's parent coordinates) over a transparent backdrop.
    private func render(_ group: SceneGroup, at p: CGPoint, counter: inout Int, shapesBelow: Int, text: Int?)
        -> Premultiplied {
        guard let inverse = AffineMath.inverse(group.transform) else {
            counter += Self.leafCount(group)
            return .clear
        }
        let local = p.applying(inverse)
        if let clip = group.clip, !GeometryTest.contains(clip.geometry, local) {
            counter += Self.leafCount(group)
            return .clear
        }
        var coverage = 1.0
        if let mask = group.mask {
            // The mask's opacity at the point scales the group (its colors do not matter); its text is
            // ignored, as text never counts as background here.
            var maskCounter = 0
            coverage = render(SceneGroup(children: mask.children), at: local, counter: &maskCounter, shapesBelow: .max, text: nil).alpha
            if coverage == 0 {
                counter += Self.leafCount(group)
                return .clear
            }
        }
        var result = Premultiplied.clear
        for child in group.children {
            switch child {
            case .group(let inner):
                result = render(inner, at: local, counter: &counter, shapesBelow: shapesBelow, text: text).over(result)
            case .shape(let shape):
                if counter < shapesBelow { result = Self.color(of: shape, at: local).over(result) }
                counter += 1
            case .text(let sceneText):
                if counter == text { result = PaintSampler.color(of: sceneText.paint, at: local).scaled(sceneText.opacity).over(result) }
                counter += 1
            case .image:
                // An image's pixels are not decoded here: it counts as transparent for contrast.
                break
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

    static func leafCount(_ group: SceneGroup) -> Int {
        group.children.reduce(0) { count, child in
            switch child {
            case .group(let inner): return count + leafCount(inner)
            case .image: return count
            case .shape, .text: return count + 1
            }
        }
    }
}
