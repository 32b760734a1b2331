import Foundation
import Fonts
import StyleKit

/// Glyph outlines in points (y down, relative to the pen), shared by every text that draws the same glyph of
/// the same face at the same size. A label's glyphs were converted from font units and scaled afresh for each
/// of the states and themes that draw them; shared, the paths are also the same arrays, so the SVG writer's
/// lookups of an outline it has seen compare them at once instead of point by point.
enum GlyphShapes {
    private struct Key: Hashable, Sendable {
        /// Held, so that no other face takes its address while the key is kept.
        let face: FontFace
        let glyph: UInt32
        let scale: CGFloat

        static func == (a: Key, b: Key) -> Bool { a.face === b.face && a.glyph == b.glyph && a.scale == b.scale }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(face))
            hasher.combine(glyph)
            hasher.combine(scale)
        }
    }

    /// A glyph's outline, its bounding rect and its digest.
    struct Shape: Sendable {
        let outline: Path
        let bounds: CGRect
        let digest: UInt64
    }

    /// A glyph path is a few KB; 2,048 of them hold every glyph a design system's labels use at their sizes.
    private static let shapes = BoundedCache<Key, Shape>(capacity: 2048)

    /// `glyph` of `face` scaled by `scale` (points per font unit) and flipped to y down.
    static func shape(_ face: FontFace, glyph: UInt32, scale: CGFloat) -> Shape {
        shapes.value(for: Key(face: face, glyph: glyph, scale: scale)) {
            let outline = path(face.outline(glyph: glyph)).applying(CGAffineTransform(scaleX: scale, y: -scale))
            return Shape(outline: outline, bounds: outline.boundingRect, digest: outline.digest)
        }
    }

    /// A glyph outline in font units (y up) as a path in the same units.
    static func path(_ outline: GlyphOutline) -> Path {
        var path = Path()
        for command in outline.commands {
            switch command {
            case .move(let x, let y): path.move(to: CGPoint(x: x, y: y))
            case .line(let x, let y): path.addLine(to: CGPoint(x: x, y: y))
            case .quad(let cx, let cy, let x, let y): path.addQuadCurve(to: CGPoint(x: x, y: y), control: CGPoint(x: cx, y: cy))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                path.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: c1x, y: c1y), control2: CGPoint(x: c2x, y: c2y))
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}
