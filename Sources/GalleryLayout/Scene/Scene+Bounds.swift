import Foundation
import StyleKit

extension SceneGroup {
    /// Bounds of everything drawn, including shadow bleed (3σ each side) and stroke widths, in the
    /// coordinates of this group's parent.
    public var visualBounds: CGRect {
        var bounds = CGRect.null
        for child in children { bounds = bounds.union(child.visualBounds) }
        if let clip { bounds = bounds.intersection(clip.geometry.bounds) }
        if let mask { bounds = bounds.intersection(mask.bounds) }
        bounds = bounds.withShadows(shadows)
        return bounds.isNull ? bounds : bounds.applying(transform)
    }
}

extension SceneNode {
    public var visualBounds: CGRect {
        switch self {
        case .group(let group): return group.visualBounds
        case .shape(let shape):
            var bounds = shape.geometry.bounds
            if let stroke = shape.stroke { bounds = bounds.insetBy(dx: -stroke.style.lineWidth / 2, dy: -stroke.style.lineWidth / 2) }
            return bounds.withShadows(shape.shadows)
        case .text(let text):
            let ink = text.outline.isEmpty ? text.frame : text.outlineBounds.union(text.frame)
            return ink.withShadows(text.shadows)
        case .image(let image):
            return image.frame.withShadows(image.shadows)
        }
    }
}

extension CGRect {
    /// This rect grown by each shadow's blur (3σ) and offset.
    func withShadows(_ shadows: [SceneShadow]) -> CGRect {
        guard !isNull else { return self }
        var result = self
        // An inner shadow stays inside what it shadows.
        for shadow in shadows where !shadow.isInner {
            let spread = shadow.radius * 3
            result = result.union(offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread))
        }
        return result
    }

    /// The bounding box of this rect after an affine transform.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if t.isIdentity || isNull { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
