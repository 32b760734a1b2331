import Foundation
@testable import GalleryLayout
import StyleKit
import Testing

/// A glyph keeps its outline's bounds and digest with it, made when it is made and again when its outline changes.
@Suite struct SceneGlyphTests {
    @Test func boundsAndDigestFollowTheOutline() {
        var square = Path()
        square.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        var glyph = SceneGlyph(outline: square, position: CGPoint(x: 10, y: 20))
        #expect(glyph.outlineDigest == square.digest)
        #expect(glyph.outlineBounds == square.boundingRect)
        var wide = Path()
        wide.addRect(CGRect(x: 0, y: 0, width: 9, height: 4))
        glyph.outline = wide
        #expect(glyph.outlineDigest == wide.digest)
        #expect(glyph.outlineDigest != square.digest)
        #expect(glyph.outlineBounds == wide.boundingRect)
    }
}
