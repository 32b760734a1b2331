import Foundation

/// An animation curve. StyleKit renders still frames, so animations are recorded and described, not played.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let `default` = Animation(description: "default")
    public static let linear = Animation(description: "linear")
    public static let easeIn = Animation(description: "easeIn")
    public static let easeOut = Animation(description: "easeOut")
    public static let easeInOut = Animation(description: "easeInOut")
    public static let spring = Animation(description: "spring")
    public static let bouncy = Animation(description: "bouncy")
    public static let smooth = Animation(description: "smooth")
    public static let snappy = Animation(description: "snappy")
    public static func linear(duration: Double) -> Animation { Animation(description: "linear(\(duration)s)") }
    public static func easeIn(duration: Double) -> Animation { Animation(description: "easeIn(\(duration)s)") }
    public static func easeOut(duration: Double) -> Animation { Animation(description: "easeOut(\(duration)s)") }
    public static func easeInOut(duration: Double) -> Animation { Animation(description: "easeInOut(\(duration)s)") }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(description: "spring(response: \(response), damping: \(dampingFraction))")
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(description: "interactiveSpring(response: \(response), damping: \(dampingFraction))")
    }
    /// The iOS 17 springs by duration and extra bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(description: "smooth(\(duration)s, bounce +\(extraBounce))")
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(description: "snappy(\(duration)s, bounce +\(extraBounce))")
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(description: "bouncy(\(duration)s, bounce +\(extraBounce))")
    }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(description: "spring(\(duration)s, bounce \(bounce))")
    }
    public func delay(_ delay: Double) -> Animation { Animation(description: "\(description).delay(\(delay)s)") }
    public func speed(_ speed: Double) -> Animation { Animation(description: "\(description).speed(\(speed))") }
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(description: "\(description).repeatForever") }
}

/// The context of a state change.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public init(animation: Animation? = nil) { self.animation = animation }
}

/// Runs `body` (the state change happens immediately: nothing is animated in a still render).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` with a transaction (recorded semantics only).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
