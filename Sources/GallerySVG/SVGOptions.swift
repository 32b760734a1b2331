import Foundation
import StyleKit

/// What `SVGWriter` puts around and into an SVG image.
public struct SVGOptions: Sendable, Hashable {
    /// How text runs are written.
    public enum TextMode: Sendable, Hashable {
        /// Glyph outlines as `<path>` (identical in every renderer, no font needed), wrapped in
        /// `<g role="img" aria-label="…">` so the words stay in the accessibility tree.
        case outlines
        /// `<text>` with a font stack ending in a generic family (selectable, smaller, depends on fonts).
        case text
    }

    /// The accessible name (`<title>`, referenced by `aria-labelledby`).
    public var title: String
    /// The accessible description (`<desc>`, referenced by `aria-labelledby`).
    public var description: String
    public var textMode: TextMode
    /// When set, a rectangle of this colour fills the whole viewBox behind everything.
    public var background: RGBA?
    /// Extra space around `Scene.visualBounds` (points), or around `canvas` when one is set.
    public var margin: CGFloat
    /// A fixed canvas (origin at the scene's origin): the viewBox is exactly this size plus the margin,
    /// whatever the scene draws. Nil: the viewBox fits what is drawn.
    public var canvas: CGSize? = nil
    /// Prefix of the title, description and definition ids; must be an XML name (letters, digits, `-`,
    /// `_`, `.`). Give each SVG inlined into the same HTML page its own prefix.
    public var idPrefix: String
    /// Give drawn elements `id`s named for what drew them (`text-sign-in`, `shape-capsule`, `icon-checkmark`,
    /// `background`), which Figma and Sketch show as layer names. These ids are not prefixed: turn this off
    /// for SVGs inlined several to an HTML page.
    public var namesLayers: Bool = true

    public init(title: String, description: String = "", textMode: TextMode = .outlines, background: RGBA? = nil,
                margin: CGFloat = 8, idPrefix: String = "sg") {
        self.title = title; self.description = description; self.textMode = textMode
        self.background = background; self.margin = margin; self.idPrefix = idPrefix
    }
}
