import Foundation

/// A geometric angle.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// A zero angle.
    public init() { radians = 0 }
    /// An angle in radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle in degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// An angle in radians: `.radians(.pi / 2)`.
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    /// An angle in degrees: `.degrees(45)`.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    /// No rotation.
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
}
