import Foundation

/// An animation curve. StyleKit renders still frames, so animations are recorded and described, not played.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// The default animation. Animations are recorded, never played: a render shows the end state.
    public static let `default` = Animation(description: "default")
    /// Constant speed.
    public static let linear = Animation(description: "linear")
    /// Starts slowly.
    public static let easeIn = Animation(description: "easeIn")
    /// Ends slowly.
    public static let easeOut = Animation(description: "easeOut")
    /// Starts and ends slowly.
    public static let easeInOut = Animation(description: "easeInOut")
    /// A spring.
    public static let spring = Animation(description: "spring")
    /// A spring with some bounce.
    public static let bouncy = Animation(description: "bouncy")
    /// A spring with no bounce.
    public static let smooth = Animation(description: "smooth")
    /// A quick spring with a little bounce.
    public static let snappy = Animation(description: "snappy")
    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(description: "linear(\(duration)s)") }
    /// Starts slowly, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(description: "easeIn(\(duration)s)") }
    /// Ends slowly, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(description: "easeOut(\(duration)s)") }
    /// Starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(description: "easeInOut(\(duration)s)") }
    /// A spring by response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(description: "spring(response: \(response), damping: \(dampingFraction))")
    }
    /// A quick spring for interactive changes.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(description: "interactiveSpring(response: \(response), damping: \(dampingFraction))")
    }
    /// The iOS 17 springs by duration and extra bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(description: "smooth(\(duration)s, bounce +\(extraBounce))")
    }
    /// A quick spring over `duration`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(description: "snappy(\(duration)s, bounce +\(extraBounce))")
    }
    /// A bouncy spring over `duration`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(description: "bouncy(\(duration)s, bounce +\(extraBounce))")
    }
    /// A spring by duration and bounce. Disfavoured, so that `.spring()` — which both springs accept with their
    /// defaults — means the response and damping one, as code written for SwiftUI expects it to compile.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(description: "spring(\(duration)s, bounce \(bounce))")
    }
    /// A spring by its physical parameters.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(description: "interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
    }
    /// A spring by duration and bounce that interpolates.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(description: "interpolatingSpring(\(duration)s, bounce \(bounce))")
    }
    /// The animation started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { Animation(description: "\(description).delay(\(delay)s)") }
    /// The animation played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { Animation(description: "\(description).speed(\(speed))") }
    /// The animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(description: "\(description).repeatForever") }
}

/// The context of a state change.
public struct Transaction: Sendable {
    /// The animation of the change; nil for none.
    public var animation: Animation?
    /// Whether animations are turned off for the change.
    public var disablesAnimations = false
    /// A transaction with an animation.
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
