import Foundation
import GalleryLayout
import StyleKit

/// A design finding, not a WCAG criterion: a text is shown with "…" in place of characters it had no room
/// for (docs/dynamic-type.md). Apple's guidelines ask layouts to show as much text at every Dynamic Type size
/// as at the default and to avoid truncation; the finding names the text, what was shown, the size in effect
/// and what cut it (a line limit, one line in a narrow width, a height holding fewer lines).
struct TextTruncatedRule {
    func evaluate(_ truncated: SceneTruncatedText, elementIndex: Int?) -> Finding {
        let shown = truncated.shown.joined(separator: " ⏎ ")
        let font = "\(truncated.textStyle ?? "explicit size") \(SceneTruncatedText.points(truncated.fontSize)) pt"
        let size = DynamicTypeNames.name(truncated.dynamicTypeSize)
        return Finding(rule: .textTruncated, verdict: .fail, measured: "\"\(shown)\" at \(size)",
                       required: "the whole text", subject: "Text(\"\(truncated.text)\")",
                       detail: "truncated at Dynamic Type size \(size) (\(font)) by \(truncated.reasonDescription); shown as \"\(shown)\"",
                       measuredValue: Double(truncated.fontSize), elementIndex: elementIndex)
    }
}

/// The names Apple's guidelines give Dynamic Type sizes: xSmall … xxxLarge, AX1 … AX5.
enum DynamicTypeNames {
    static func name(_ size: DynamicTypeSize) -> String {
        switch size {
        case .xSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large (default)"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }
}
