import Foundation
@testable import GalleryLayout
import GallerySVG
@testable import StyleKit
import Testing
import XMLWriter

@Suite("Text decoration colors and tracking")
struct SVGTextDecorationColorTests {
    typealias F = SceneFixtures

    @Test("a colored underline is its own bar in its own paint", arguments: [SVGOptions.TextMode.outlines, .text])
    func coloredUnderline(mode: SVGOptions.TextMode) {
        var text = F.text(underline: true, strikethrough: true)
        text.underlinePaint = .solid(F.red)
        let doc = SVGTestSupport.document(F.scene([.text(text)]), SVGOptions(title: "T", textMode: mode))
        let bars = doc.all("rect")
        #expect(bars.count == 2)
        // The strikethrough keeps the text's paint and is drawn with the glyphs; the underline comes after.
        #expect(bars.map { $0[attribute: "fill"] } == ["#FFFFFF", "#FF3B30"])
        #expect(bars.map { $0[attribute: "y"] } == ["22.434", "30.801"])
    }

    @Test func trackingIsLetterSpacingInTextMode() throws {
        var text = F.text()
        text.tracking = 1.5
        let doc = SVGTestSupport.document(F.scene([.text(text)]), SVGOptions(title: "T", textMode: .text))
        #expect(try #require(doc.first("text"))[attribute: "letter-spacing"] == "1.5")
        let plain = SVGTestSupport.document(F.scene([.text(F.text())]), SVGOptions(title: "T", textMode: .text))
        #expect(try #require(plain.first("text"))[attribute: "letter-spacing"] == nil)
    }
}
