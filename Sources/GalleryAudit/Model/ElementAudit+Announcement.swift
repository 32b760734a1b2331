import GalleryLayout
import StyleKit

extension ElementAudit {
    /// Roughly what VoiceOver says: label, value, role, "dimmed" when disabled (empty parts skipped).
    static func announcement(for element: SceneElement) -> String {
        let role: String?
        switch element.role {
        case .button: role = "button"
        case .switch: role = "switch button"
        case .checkbox: role = "checkbox"
        case .adjustable: role = "adjustable"
        case .image: role = "image"
        case .progressIndicator: role = "progress indicator"
        case .textField: role = "text field"
        case .staticText, .group: role = nil
        }
        let parts = [element.label, element.value ?? "", role ?? "", element.isEnabled ? "" : "dimmed"]
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
