import Foundation
import StyleKit

/// An accessibility element as assistive technology meets it, with the findings about it.
public struct ElementAudit: Sendable, Hashable, Codable {
    /// `AccessibilityRole.rawValue` ("button", "switch", …); see `accessibilityRole`.
    public var role: String
    public var label: String
    public var value: String?
    /// What VoiceOver would say, roughly: "Wi-Fi, on, switch, dimmed".
    public var announcement: String
    public var isDisabled: Bool
    /// The element's frame in scene coordinates.
    public var frame: CGRect
    public var activationPoint: CGPoint
    public var hasExplicitActivationPoint: Bool
    /// True when the activation point lies in a region that reacts to a tap or press (see `ActivationPointRule`).
    public var activationPointIsInteractive: Bool
    public var hitRegions: [AuditHitRegion]
    /// Findings about this element and the text drawn inside it.
    public var findings: [Finding]

    public init(role: String, label: String, value: String?, announcement: String, isDisabled: Bool, frame: CGRect,
                activationPoint: CGPoint, hasExplicitActivationPoint: Bool, activationPointIsInteractive: Bool,
                hitRegions: [AuditHitRegion], findings: [Finding]) {
        self.role = role; self.label = label; self.value = value; self.announcement = announcement
        self.isDisabled = isDisabled; self.frame = frame; self.activationPoint = activationPoint
        self.hasExplicitActivationPoint = hasExplicitActivationPoint
        self.activationPointIsInteractive = activationPointIsInteractive
        self.hitRegions = hitRegions; self.findings = findings
    }

    public var accessibilityRole: AccessibilityRole? { AccessibilityRole(rawValue: role) }
}
