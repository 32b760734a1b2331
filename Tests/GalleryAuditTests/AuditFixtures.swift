import Foundation
@testable import GalleryAudit
@testable import GalleryLayout
@testable import StyleKit

/// Hand-built scenes for the audit tests.
enum AuditFixtures {
    static let green = RGBA(hex: 0x34C759)
    static let blue = RGBA(hex: 0x007AFF)
    /// UIKit `secondaryLabel` (light): rgba(60, 60, 67, 0.6), reference §1.3.
    static let secondaryLabel = RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    static func gray(_ value: Double) -> RGBA { RGBA(red: value, green: value, blue: value) }

    static func stop(_ color: RGBA, _ location: Double) -> ResolvedStop { ResolvedStop(color: color, location: location) }

    static func scene(_ children: [SceneNode], elements: [SceneElement] = [], transform: CGAffineTransform = .identity,
                      size: CGSize = CGSize(width: 200, height: 100)) -> Scene {
        Scene(size: size, root: SceneGroup(transform: transform, children: children), elements: elements, fontFamily: "Inter")
    }

    static func rect(_ r: CGRect, _ paint: ScenePaint?, stroke: SceneStroke? = nil, opacity: Double = 1,
                     role: String = "Rectangle") -> SceneNode {
        .shape(SceneShape(geometry: .rect(r), fill: paint, stroke: stroke, opacity: opacity, role: role))
    }

    static func shape(_ geometry: SceneGeometry, _ paint: ScenePaint?, stroke: SceneStroke? = nil, role: String) -> SceneNode {
        .shape(SceneShape(geometry: geometry, fill: paint, stroke: stroke, role: role))
    }

    /// A line of text whose line box is `frame` (baseline 80 % down).
    static func text(_ string: String = "Label", frame: CGRect = CGRect(x: 10, y: 10, width: 100, height: 20),
                     paint: ScenePaint = .solid(.black), size: CGFloat = 17, weight: Int = 400,
                     opacity: Double = 1) -> SceneText {
        SceneText(string: string, origin: CGPoint(x: frame.minX, y: frame.minY + frame.height * 0.8), width: frame.width,
                  font: SceneFont(family: "Inter", size: size, weight: weight, italic: false, isMonospaced: false),
                  paint: paint, outline: Path(frame), frame: frame, opacity: opacity, shadows: [],
                  isUnderlined: false, isStrikethrough: false)
    }

    static func element(_ role: AccessibilityRole = .button, label: String = "OK", frame: CGRect,
                        enabled: Bool = true, activationPoint: CGPoint? = nil,
                        hitRegions: [HitRegion]? = nil) -> SceneElement {
        SceneElement(role: role, label: label, value: nil, isEnabled: enabled, traits: role == .button ? .isButton : [],
                     frame: frame, activationPoint: activationPoint ?? CGPoint(x: frame.midX, y: frame.midY),
                     hasExplicitActivationPoint: activationPoint != nil,
                     hitRegions: hitRegions ?? [HitRegion(frame: frame, kind: .tap(count: 1))])
    }

    /// Audits `scene` with default thresholds.
    static func audit(_ scene: Scene, background: RGBA = .white) -> AuditReport {
        AccessibilityAudit(thresholds: AuditThresholds()).audit(scene, background: background)
    }

    /// The single text-contrast finding of a scene holding one text.
    static func textFinding(_ scene: Scene, background: RGBA = .white) -> Finding? {
        let findings = audit(scene, background: background).findings(for: .textContrast)
        return findings.count == 1 ? findings[0] : nil
    }

    /// A gray whose contrast with white is exactly `ratio` (inverting the WCAG luminance formula).
    static func grayOnWhite(ratio: Double) -> RGBA {
        let luminance = 1.05 / ratio - 0.05
        let channel = luminance <= 0.04045 / 12.92 ? luminance * 12.92 : 1.055 * pow(luminance, 1 / 2.4) - 0.055
        return gray(channel)
    }
}
