import Foundation
import StyleKit

/// An accessibility element of a laid-out variant, as assistive technology would meet it.
public struct SceneElement: Sendable {
    public var role: AccessibilityRole
    public var label: String
    public var value: String?
    public var isEnabled: Bool
    public var traits: AccessibilityTraits
    /// The element's frame in scene coordinates (after transforms).
    public var frame: CGRect
    /// Where assistive technology activates it: an explicit activation point, else the frame's centre.
    public var activationPoint: CGPoint
    public var hasExplicitActivationPoint: Bool
    /// Regions inside the element that react to gestures, with their kinds.
    public var hitRegions: [HitRegion]

    /// True when the activation point lies inside a region that reacts to a tap or press.
    public var activationPointIsInteractive: Bool {
        hitRegions.contains { $0.frame.contains(activationPoint) }
    }
}

/// A region that reacts to a gesture.
public struct HitRegion: Sendable, Hashable {
    public var frame: CGRect
    public var kind: GestureKind
}
