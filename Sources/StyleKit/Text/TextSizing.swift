import Foundation

/// Measures text as the renderer lays it out, for UIKit's string-drawing API that team code calls while its
/// views are built (`NSAttributedString.size()`, `boundingRect(with:options:context:)`,
/// `NSString.size(withAttributes:)`). The renderer sets ``TextSystem/sizing`` to its layout engine's
/// measurer for the view it resolves, so these measure with the same pinned faces, shaping and line
/// heights as the rendered `Text`.
package protocol TextSizing: Sendable {
    /// The size of `run` laid out in lines of at most `width` points (nil: one line).
    func size(of run: TextRun, width: CGFloat?) -> CGSize
    /// The vertical metrics, in points, of the face `font` is set in; nil when no face is found.
    func metrics(of font: ResolvedFont) -> FontLineMetrics?
}

/// A face's vertical metrics at a size, as `UIFont` gives them (`ascender`, `descender`, `leading`, …).
package struct FontLineMetrics: Sendable, Hashable {
    package var ascender: CGFloat
    /// Below the baseline: negative.
    package var descender: CGFloat
    package var leading: CGFloat
    package var capHeight: CGFloat
    package var xHeight: CGFloat
    package init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender; self.descender = descender; self.leading = leading; self.capHeight = capHeight; self.xHeight = xHeight
    }
    /// What a line of text in the face takes: ascender, descender and leading (Core Text's line height, and
    /// the height of a `Text` line here).
    package var lineHeight: CGFloat { ascender - descender + leading }
}

/// The text system of the view being resolved.
package enum TextSystem {
    /// Set by the renderer around a view's resolution (a task-local: each render on the pool has its own).
    @TaskLocal package static var sizing: (any TextSizing)?
}
