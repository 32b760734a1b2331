import Foundation
import StyleKit

/// Characters of a text that no face of the chain has: drawn as the first face's .notdef box, reported as
/// a finding and a build warning, never silently.
public struct SceneMissingGlyphs: Hashable, Sendable {
    /// The text as the style wrote it.
    public var text: String
    /// The scalars no face has, each once, in order of appearance.
    public var scalars: [Unicode.Scalar]
    /// The text's frame in scene coordinates.
    public var frame: CGRect

    public init(text: String, scalars: [Unicode.Scalar], frame: CGRect) {
        self.text = text; self.scalars = scalars; self.frame = frame
    }

    /// "U+05D0 U+1F600".
    public var codePoints: String {
        scalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
    }

    /// `missing glyphs for U+05D0 U+05D1 in "אב": no pinned face has them, drawn as boxes`.
    public var message: String {
        "missing glyphs for \(codePoints) in \"\(text)\": no face of the font chain has them, drawn as boxes"
    }

    public var warning: String { "warning: \(message)" }
}
