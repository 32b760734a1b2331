import Foundation
import GalleryLayout

/// Point-in-geometry tests in the geometry's own coordinates.
///
/// Fills: `.rect`, `.roundedRect` (circular/elliptical corners, radii clamped to half the side as SVG does,
/// SVG 2 §10.2) and `.ellipse` are exact; `.path` uses its bounding box — conservative for backgrounds (a path
/// is treated as covering its whole box). Strokes use a signed distance to the outline: exact for rects,
/// circles and circular corners, approximate for ellipses and elliptical corners (Inigo Quilez, "2D distance
/// functions", https://iquilezles.org/articles/distfunctions2d/ — box, rounded box, and the ellipse
/// approximation `k0·(k0 − 1) / k1` from https://iquilezles.org/articles/ellipsedist/). Dashes are ignored.
enum GeometryTest {
    /// `geometry` as these tests see it, for testing many points: a path is tested by its bounding box, found
    /// here once instead of at every test. Every test answers the same for both.
    static func prepared(_ geometry: SceneGeometry) -> SceneGeometry {
        if case .path(let path) = geometry { return .rect(path.boundingRect) }
        return geometry
    }

    /// True when `p` lies inside (edges included).
    static func contains(_ geometry: SceneGeometry, _ p: CGPoint) -> Bool {
        switch geometry {
        case .rect(let r): return boxContains(r, p)
        case .path(let path): return boxContains(path.boundingRect, p)
        case .ellipse(let r):
            guard r.width > 0, r.height > 0 else { return false }
            let x = (p.x - r.midX) / (r.width / 2), y = (p.y - r.midY) / (r.height / 2)
            return x * x + y * y <= 1 + 1e-9
        case .roundedRect(let r, let rx0, let ry0):
            guard boxContains(r, p) else { return false }
            let rx = min(max(rx0, 0), r.width / 2), ry = min(max(ry0, 0), r.height / 2)
            guard rx > 0, ry > 0 else { return true }
            // Distance into the corner square, if any: only the corner quarter-ellipses cut the box.
            let dx = abs(p.x - r.midX) - (r.width / 2 - rx), dy = abs(p.y - r.midY) - (r.height / 2 - ry)
            guard dx > 0, dy > 0 else { return true }
            let u = dx / rx, v = dy / ry
            return u * u + v * v <= 1 + 1e-9
        }
    }

    /// Signed distance to the outline: negative inside, positive outside (see the type's note on accuracy).
    static func signedDistance(_ geometry: SceneGeometry, _ p: CGPoint) -> CGFloat {
        switch geometry {
        case .rect(let r): return roundedBoxDistance(r, radius: 0, p)
        case .path(let path): return roundedBoxDistance(path.boundingRect, radius: 0, p)
        case .roundedRect(let r, let rx, let ry):
            let radius = min(max(min(rx, ry), 0), min(r.width, r.height) / 2)
            return roundedBoxDistance(r, radius: radius, p)
        case .ellipse(let r):
            let a = r.width / 2, b = r.height / 2
            guard a > 0, b > 0 else { return hypot(p.x - r.midX, p.y - r.midY) }
            let x = p.x - r.midX, y = p.y - r.midY
            if a == b { return hypot(x, y) - a }
            let k0 = hypot(x / a, y / b), k1 = hypot(x / (a * a), y / (b * b))
            guard k1 > 0 else { return -min(a, b) }
            return k0 * (k0 - 1) / k1
        }
    }

    /// True when `p` lies on the band of width `lineWidth` centred on the outline.
    static func strokeContains(_ geometry: SceneGeometry, lineWidth: CGFloat, _ p: CGPoint) -> Bool {
        lineWidth > 0 && abs(signedDistance(geometry, p)) <= lineWidth / 2 + 1e-9
    }

    private static func boxContains(_ r: CGRect, _ p: CGPoint) -> Bool {
        !r.isNull && p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY
    }

    /// Quilez's rounded box: `q = |p − c| − h + r; length(max(q, 0)) + min(max(q.x, q.y), 0) − r`.
    private static func roundedBoxDistance(_ r: CGRect, radius: CGFloat, _ p: CGPoint) -> CGFloat {
        let qx = abs(p.x - r.midX) - r.width / 2 + radius, qy = abs(p.y - r.midY) - r.height / 2 + radius
        return hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - radius
    }
}
