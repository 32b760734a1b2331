import Foundation
import GalleryLayout
import StyleKit

/// A drawn text line with where its ink is in scene coordinates and what may cut it: the clips and masks
/// of the groups around it. Ink is measured glyph by glyph, from the outlines' bounding boxes.
struct TextInk {
    /// A region outside which nothing of a group is drawn.
    struct Cut {
        /// Its bounds in scene coordinates.
        var bounds: CGRect
        /// "clipShape", "mask".
        var kind: String
    }

    var text: SceneText
    /// Each inked glyph's box in scene coordinates (the whole outline's box when the line has no glyph list).
    var glyphBoxes: [CGRect]
    /// The union of the glyph boxes.
    var bounds: CGRect
    /// The clips and masks around the line, outermost first.
    var cuts: [Cut]

    /// Every text line of `root` that draws visible ink, in drawing order: lines of only spaces, in a clear
    /// paint or at opacity 0 (their own or a group's) are left out.
    static func collect(_ root: SceneGroup) -> [TextInk] {
        var found: [TextInk] = []
        func visit(_ group: SceneGroup, parent: CGAffineTransform, cuts: [Cut]) {
            guard group.opacity > 0 else { return }
            let ctm = group.transform.concatenating(parent)
            var cuts = cuts
            if let clip = group.clip { cuts.append(Cut(bounds: clip.geometry.bounds.applying(ctm), kind: "clipShape")) }
            if let mask = group.mask { cuts.append(Cut(bounds: mask.bounds.applying(ctm), kind: "mask")) }
            for child in group.children {
                switch child {
                case .group(let inner): visit(inner, parent: ctm, cuts: cuts)
                case .text(let text):
                    guard text.opacity > 0, !text.paint.isInvisible, !text.string.allSatisfy(\.isWhitespace) else { continue }
                    let local = text.glyphs.isEmpty
                        ? [text.outlineBounds]
                        : text.glyphs.map { $0.outlineBounds.offsetBy(dx: $0.position.x, dy: $0.position.y) }
                    let boxes = local.filter { !$0.isNull && !$0.isEmpty }.map { $0.applying(ctm) }
                    guard let first = boxes.first else { continue }
                    let bounds = boxes.dropFirst().reduce(first) { $0.union($1) }
                    found.append(TextInk(text: text, glyphBoxes: boxes, bounds: bounds, cuts: cuts))
                case .shape, .image: break
                }
            }
        }
        visit(root, parent: .identity, cuts: [])
        return found
    }

    /// How far `box` reaches beyond `region` on its worst side, in points (0 when inside).
    static func overflow(of box: CGRect, beyond region: CGRect) -> CGFloat {
        max(0, region.minX - box.minX, box.maxX - region.maxX, region.minY - box.minY, box.maxY - region.maxY)
    }
}
