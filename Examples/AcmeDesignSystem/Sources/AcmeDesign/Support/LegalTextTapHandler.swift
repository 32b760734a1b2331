import UIKit

/// Finds the character of Acme's legal text that a tap landed on, to open the link there: UIKit code from before
/// SwiftUI's `Text` had links, written (as most Swift 5 code is) without main-actor annotations.
final class LegalTextTapHandler: NSObject {
    func tappedCharacter(_ recognizer: UITapGestureRecognizer) -> Int? {
        guard let textView = recognizer.view as? UITextView else { return nil }
        let point = recognizer.location(in: textView)
        let glyph = textView.layoutManager.glyphIndex(for: point, in: textView.textContainer)
        return textView.layoutManager.characterIndexForGlyph(at: glyph)
    }
}
