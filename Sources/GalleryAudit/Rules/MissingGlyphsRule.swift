import Foundation
import GalleryLayout
import StyleKit

/// StyleGallery's own rule: every character of a text has a glyph in some face of the font chain. The render
/// draws a .notdef box instead, so the variant still builds; the finding names the code points and the text.
struct MissingGlyphsRule {
    func evaluate(_ missing: SceneMissingGlyphs, elementIndex: Int?) -> Finding {
        Finding(rule: .missingGlyphs, verdict: .fail, measured: "boxes for \(missing.codePoints)",
                required: "a glyph in the font chain for every character", subject: "Text(\"\(missing.text)\")",
                detail: missing.message, elementIndex: elementIndex, warning: missing.warning)
    }
}
