import Foundation

// UIKit's haptic feedback generators: nothing to see in a render, so preparing and firing them does nothing.

/// Haptic feedback, as UIKit's; silent here (nothing is tapped in a render).
open class UIFeedbackGenerator: @unchecked Sendable {
    /// A generator.
    public init() {}
    /// No effect.
    open func prepare() {}
}

/// Impact haptics; silent here.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// How strong an impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft impact.
        case soft
        /// A rigid impact.
        case rigid
    }
    /// A generator of this style.
    public init(style: FeedbackStyle) { super.init() }
    /// A generator of medium impacts.
    public override init() { super.init() }
    /// No effect.
    public func impactOccurred() {}
    /// No effect.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Selection-change haptics; silent here.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// A generator.
    public override init() { super.init() }
    /// No effect.
    public func selectionChanged() {}
}

/// Notification haptics; silent here.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// What a notification haptic announces.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }
    /// A generator.
    public override init() { super.init() }
    /// No effect.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}
