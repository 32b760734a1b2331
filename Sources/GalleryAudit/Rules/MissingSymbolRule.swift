import Foundation
import GalleryLayout
import StyleKit

/// StyleGallery's own rule: a symbol the style names must exist (built in, or provided as a custom symbol).
/// The render shows a dashed placeholder instead, so the variant still builds; the finding names the symbol,
/// the closest known names and the Swift file and line that asked for it.
struct MissingSymbolRule {
    func evaluate(_ missing: SceneMissingSymbol, elementIndex: Int?) -> Finding {
        var detail = missing.message
        if let callSite = missing.callSite { detail += "; named at \(callSite)" }
        return Finding(rule: .missingSymbol, verdict: .fail, measured: "placeholder", required: missing.platformView == nil ? "a built-in or custom symbol" : "a SwiftUI view",
                       subject: missing.subject, detail: detail, elementIndex: elementIndex,
                       warning: missing.warning)
    }
}
