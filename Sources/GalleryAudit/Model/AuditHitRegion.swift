import Foundation
import StyleKit

/// A region of an element that reacts to a gesture, in a serialisable form.
public struct AuditHitRegion: Sendable, Hashable, Codable {
    public var frame: CGRect
    /// `GestureKind.description`: "tap", "longPress(≥0.5s, ≤10pt)", "drag(≥10pt)", …
    public var kind: String
    /// True for taps and long presses — the gestures an activation (double tap) can trigger.
    public var reactsToTap: Bool

    public init(frame: CGRect, kind: String, reactsToTap: Bool) {
        self.frame = frame; self.kind = kind; self.reactsToTap = reactsToTap
    }

    /// Whether a gesture of this kind is triggered by an activation: taps and presses are, drags and others are not.
    public static func reactsToTap(_ kind: GestureKind) -> Bool {
        switch kind {
        case .tap, .longPress: return true
        case .drag, .other: return false
        }
    }
}
