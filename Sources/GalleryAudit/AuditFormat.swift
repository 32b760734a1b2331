import Foundation
import StyleKit

/// How figures are written in findings.
enum AuditFormat {
    /// A contrast ratio with two decimals: "4.02:1" (display only; verdicts use the unrounded value).
    static func ratio(_ value: Double) -> String { FixedDecimal.format(value, places: 2) + ":1" }

    /// A threshold ratio without trailing zeros: "4.5:1", "3:1".
    static func threshold(_ value: Double) -> String { number(value) + ":1" }

    /// A number rounded to 2 decimals without trailing zeros: "29", "27.5", "0.33".
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = FixedDecimal.format(rounded, places: 2)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// "29×27 pt".
    static func size(_ size: CGSize) -> String { "\(number(size.width))×\(number(size.height)) pt" }

    /// "(12, 40)".
    static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// "29×27 at (0, 0)".
    static func rect(_ r: CGRect) -> String {
        "\(number(r.width))×\(number(r.height)) at \(point(r.origin))"
    }

    /// "#34C759" (with "@0.5" when translucent).
    static func color(_ c: RGBA) -> String { c.description }

    /// `switch "Wi-Fi"`, `button (no label)`.
    static func subject(role: AccessibilityRole, label: String) -> String {
        label.isEmpty ? "\(role.rawValue) (no label)" : "\(role.rawValue) \"\(label)\""
    }
}
