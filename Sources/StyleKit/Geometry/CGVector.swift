import Foundation

/// Core Graphics' two-dimensional vector (developer.apple.com/documentation/corefoundation/cgvector), which
/// Foundation on Linux lacks: a direction and magnitude, as shadows, gradients and geometry helpers use it.
public struct CGVector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// A vector of two components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// A vector of two `Double` components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// A vector of two `Int` components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }
}
