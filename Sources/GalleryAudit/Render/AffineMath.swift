import Foundation
import StyleKit

/// Inverting affine transforms, to map a scene point back into a group's own coordinates.
enum AffineMath {
    /// The inverse of `t` (x' = a·x + c·y + tx, y' = b·x + d·y + ty), or nil when it is singular
    /// (a zero scale draws nothing). Standard 2×2 inverse with the translation carried through.
    static func inverse(_ t: CGAffineTransform) -> CGAffineTransform? {
        if t.isIdentity { return t }
        let det = t.a * t.d - t.b * t.c
        guard abs(det) > 1e-12 else { return nil }
        let a = t.d / det, b = -t.b / det, c = -t.c / det, d = t.a / det
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: -(a * t.tx + c * t.ty), ty: -(b * t.tx + d * t.ty))
    }
}
