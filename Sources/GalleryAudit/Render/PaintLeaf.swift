import Foundation
import GalleryLayout
import StyleKit

/// A shape or text of the scene with its place in paint order and how it reaches scene coordinates.
struct PaintLeaf: Sendable {
    enum Kind: Sendable {
        case shape(SceneShape)
        case text(SceneText)
    }

    /// Position in back-to-front paint order (depth-first over the scene tree), counting shapes and texts (not images).
    var index: Int
    var kind: Kind
    /// Local → scene: the leaf's own transform chain (innermost group first), as SVG nests `<g transform>`.
    var ctm: CGAffineTransform
    /// Product of the ancestor groups' opacities (the leaf's own opacity not included).
    var inheritedOpacity: Double

    /// Flattens `root` into leaves in paint order. The numbering matches `PointRenderer`'s traversal.
    static func leaves(of root: SceneGroup) -> [PaintLeaf] {
        var leaves: [PaintLeaf] = []
        func visit(_ group: SceneGroup, parent: CGAffineTransform, opacity: Double) {
            let ctm = group.transform.concatenating(parent)
            let alpha = opacity * group.opacity
            for child in group.children {
                switch child {
                case .group(let inner): visit(inner, parent: ctm, opacity: alpha)
                case .shape(let shape):
                    leaves.append(PaintLeaf(index: leaves.count, kind: .shape(shape), ctm: ctm, inheritedOpacity: alpha))
                case .text(let text):
                    leaves.append(PaintLeaf(index: leaves.count, kind: .text(text), ctm: ctm, inheritedOpacity: alpha))
                case .image:
                    // Images are not sampled: contrast is measured as if they were transparent (see PointRenderer).
                    break
                }
            }
        }
        visit(root, parent: .identity, opacity: 1)
        return leaves
    }

    var shape: SceneShape? { if case .shape(let s) = kind { return s } else { return nil } }
    var text: SceneText? { if case .text(let t) = kind { return t } else { return nil } }

    /// Maps a point in the leaf's own coordinates to scene coordinates.
    func toScene(_ p: CGPoint) -> CGPoint { p.applying(ctm) }
}
