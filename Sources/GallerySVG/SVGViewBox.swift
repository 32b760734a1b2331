import Foundation
import GalleryLayout

/// The document's viewBox: everything drawn (shadow bleed included) plus the margin, grown to whole
/// points so width and height are whole numbers.
enum SVGViewBox {
    static func rect(for scene: Scene, margin: CGFloat, canvas: CGSize? = nil) -> CGRect {
        let m = max(margin, 0)
        if let canvas { return SVGRegion.outward(CGRect(origin: .zero, size: canvas).insetBy(dx: -m, dy: -m)) }
        return SVGRegion.outward(scene.visualBounds.insetBy(dx: -m, dy: -m))
    }
}
