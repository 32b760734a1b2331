import Foundation

// UIKit's haptic feedback generators: nothing to see in a render, so preparing and firing them does nothing.

open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}
    open func prepare() {}
}

public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle) { super.init() }
    public override init() { super.init() }
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public override init() { super.init() }
    public func selectionChanged() {}
}

public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public override init() { super.init() }
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}
