import Foundation
import GalleryLayout
import StyleKit

/// Target size, measured on the union of the element's hit regions (every gesture kind), or on its frame
/// when it records none.
/// - `.targetSize`: WCAG 2.2 SC 2.5.8, both sides ≥ 24 CSS px (one point = one CSS px here). The spacing,
///   equivalent, inline, user-agent and essential exceptions are not evaluated (reference §5 [W4]).
/// - `.recommendedTargetSize`: Apple HIG, both sides ≥ 44 pt (reference [K9]).
/// Disabled elements are measured but exempt.
struct TargetSizeRule {
    var rule: Finding.Rule
    var minimum: Double

    static func target(of element: SceneElement) -> (rect: CGRect, source: String) {
        guard !element.hitRegions.isEmpty else { return (element.frame, "element frame (no hit regions)") }
        let union = element.hitRegions.dropFirst().reduce(element.hitRegions[0].frame) { $0.union($1.frame) }
        let count = element.hitRegions.count
        return (union, count == 1 ? "hit region" : "union of \(count) hit regions")
    }

    func evaluate(_ element: SceneElement, index: Int) -> Finding {
        let (rect, source) = Self.target(of: element)
        let fits = Double(rect.width) >= minimum && Double(rect.height) >= minimum
        let verdict: Finding.Verdict = !element.isEnabled ? .exempt : (fits ? .pass : .fail)
        var detail = "\(source) \(AuditFormat.rect(rect))"
        if !element.isEnabled { detail += "; inactive control, exempt" }
        let side = AuditFormat.number(minimum)
        return Finding(rule: rule, verdict: verdict, measured: AuditFormat.size(rect.size), required: "≥ \(side)×\(side) pt",
                       subject: AuditFormat.subject(role: element.role, label: element.label), detail: detail,
                       measuredValue: Double(min(rect.width, rect.height)), elementIndex: index)
    }
}
