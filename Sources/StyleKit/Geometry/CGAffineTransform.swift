import Foundation

/// An affine transform, as CoreGraphics defines it (Foundation on Linux has none):
/// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix `[a b 0; c d 0; tx ty 1]`: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
    public var a, b, c, d, tx, ty: CGFloat
    /// A transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    /// A translation by (x, y).
    public init(translationX x: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// A scale by x and y.
    public init(scaleX x: CGFloat, y: CGFloat) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    /// A rotation by `angle` radians (clockwise on screen, where y points down).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }
    /// The transform that changes nothing.
    public static let identity = CGAffineTransform()
    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`.
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    /// This transform after a translation by (x, y) in its own coordinates.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// This transform after a scale in its own coordinates.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    /// This transform after a rotation by `angle` radians in its own coordinates.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGAffineTransform {
    /// This transform applied about `point` instead of the origin, so that `point` stays where it is (the
    /// anchor of `scaleEffect`/`rotationEffect`, SVG's `rotate(a x y)`). Not Apple's API: package only.
    package func about(_ point: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -point.x, y: -point.y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
    }
}
