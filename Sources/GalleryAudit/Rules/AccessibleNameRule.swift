import Foundation
import GalleryLayout
import StyleKit

/// WCAG 2.2 SC 4.1.2 Name, Role, Value: every control needs a non-empty accessible name (a toggle style that
/// drops its label, or an icon-only button without `accessibilityLabel`, fails).
struct AccessibleNameRule {
    func evaluate(_ element: SceneElement, index: Int) -> Finding {
        let empty = element.label.isBlank
        return Finding(rule: .accessibleName, verdict: empty ? .fail : .pass,
                       measured: empty ? "empty" : "\"\(element.label)\"", required: "non-empty label",
                       subject: AuditFormat.subject(role: element.role, label: element.label),
                       detail: empty ? "assistive technology announces only the role" : "announced as \"\(element.label)\"",
                       elementIndex: index)
    }
}
