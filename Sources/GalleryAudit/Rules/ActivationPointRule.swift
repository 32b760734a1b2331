import Foundation
import GalleryLayout
import StyleKit

/// The activation point (where VoiceOver/Switch Control sends its tap, reference §5 [W7]) must land where a
/// tap or press is handled.
///
/// Tap targets are the hit regions whose gesture is a tap or long press. An element that records no gesture
/// at all is activated by its own role (SwiftUI controls handle activation themselves), so its frame is its
/// tap target. Drag-only regions are not tap targets. Edges count as inside.
struct ActivationPointRule {
    static func tapTargets(of element: SceneElement) -> [CGRect] {
        if element.hitRegions.isEmpty { return [element.frame] }
        return element.hitRegions.filter { AuditHitRegion.reactsToTap($0.kind) }.map(\.frame)
    }

    static func isInteractive(_ element: SceneElement) -> Bool {
        let p = element.activationPoint
        return tapTargets(of: element).contains { p.x >= $0.minX && p.x <= $0.maxX && p.y >= $0.minY && p.y <= $0.maxY }
    }

    func evaluate(_ element: SceneElement, index: Int) -> Finding {
        let point = AuditFormat.point(element.activationPoint)
        let origin = element.hasExplicitActivationPoint ? "explicit activation point" : "activation point (frame centre)"
        let regions = element.hitRegions.isEmpty
            ? "no hit regions; element frame \(AuditFormat.rect(element.frame))"
            : element.hitRegions.map { "\($0.kind) \(AuditFormat.rect($0.frame))" }.joined(separator: ", ")
        let pass = Self.isInteractive(element)
        let detail = pass ? "\(origin) \(point) lies in a tap region; regions: \(regions)"
                          : "\(origin) \(point) lies outside every tap/press region; regions: \(regions)"
        return Finding(rule: .activationPoint, verdict: pass ? .pass : .fail, measured: point,
                       required: "inside a tap or press region", subject: AuditFormat.subject(role: element.role, label: element.label),
                       detail: detail, elementIndex: index)
    }
}
