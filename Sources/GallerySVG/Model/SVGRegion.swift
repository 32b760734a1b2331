import Foundation

/// Rectangles written as `x y width height` attributes (filter, mask and viewBox regions).
enum SVGRegion {
    /// Tolerance so float noise (108.0000000001) does not grow a region by a whole point.
    static let tolerance: CGFloat = 1e-6

    /// `rect` grown to whole points.
    static func outward(_ rect: CGRect) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return .zero }
        let r = rect.standardized
        let minX = (r.minX + tolerance).rounded(.down), minY = (r.minY + tolerance).rounded(.down)
        let maxX = (r.maxX - tolerance).rounded(.up), maxY = (r.maxY - tolerance).rounded(.up)
        return CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }

    static func attributes(_ rect: CGRect) -> SVGAttributes {
        var attributes = SVGAttributes()
        attributes.set("x", rect.minX)
        attributes.set("y", rect.minY)
        attributes.set("width", rect.width)
        attributes.set("height", rect.height)
        return attributes
    }
}
