import Foundation
@testable import GalleryLayout
@testable import GallerySVG
@testable import StyleKit
import Testing
import XMLWriter

@Suite("Text")
struct SVGTextTests {
    typealias F = SceneFixtures

    func document(_ text: SceneText, _ mode: SVGOptions.TextMode) -> XMLElement {
        SVGTestSupport.document(F.scene([.text(text)]), SVGOptions(title: "T", textMode: mode))
    }

    @Test func outlinesWithoutGlyphsAreAPathInsideALabelledImageGroup() throws {
        let doc = document(F.text(), .outlines)
        let group = try #require(doc.first("g"))
        #expect(group.attributes.map { "\($0.name)=\($0.value)" } == ["id=text-sign-in", "data-name=Text “Sign in”", "role=img", "aria-label=Sign in"])
        let path = try #require(group.first("path"))
        #expect(path[attribute: "d"]!.hasPrefix("m10 18h6v10h-6z"))
        #expect(path[attribute: "fill"] == "#FFFFFF")
        #expect(doc.all("text").isEmpty)
    }

    @Test func textModeWritesATextElementWithFontStack() throws {
        let doc = document(F.text(opacity: 0.5), .text)
        let text = try #require(doc.first("text"))
        #expect(text.attributes.map { "\($0.name)=\($0.value)" } == [
            "id=text-sign-in", "data-name=Text “Sign in”", "x=10", "y=28", "font-family=Inter, sans-serif", "font-size=17", "font-weight=600", "fill=#FFFFFF", "opacity=0.5"])
        #expect(text.children == [.text("Sign in")])
        #expect(text[attribute: "xml:space"] == nil)
        #expect(doc.all("path").isEmpty)
    }

    /// A line laid out right to left: `direction="rtl"` so that the renderer resolves its bidi order as the
    /// layout did, and `x` at its right end, where a right-to-left line starts (docs/right-to-left.md).
    @Test func rightToLeftLineSaysSoAndStartsAtItsRightEnd() throws {
        var line = F.text("Sign in")
        line.direction = .rightToLeft
        let text = try #require(document(line, .text).first("text"))
        #expect(text[attribute: "direction"] == "rtl")
        #expect(text[attribute: "x"] == "66", "origin 10 + width 56")
        #expect(document(F.text("Sign in"), .text).first("text")?[attribute: "direction"] == nil)
    }

    @Test func fontStacksEndWithAGenericFamily() {
        func family(_ name: String, mono: Bool = false) -> String? {
            document(F.text(family: name, monospaced: mono), .text).first("text")?[attribute: "font-family"]
        }
        #expect(family("DejaVu Sans Mono", mono: true) == "DejaVu Sans Mono, monospace")
        #expect(family("Inter Display") == "Inter Display, sans-serif")
        #expect(family("Source Han 3") == "'Source Han 3', sans-serif")
        #expect(family("O'Brien Sans") == #"'O\'Brien Sans', sans-serif"#)
        #expect(family("serif") == "'serif', sans-serif")
        #expect(family("") == "sans-serif")
        #expect(family("monospace", mono: true) == "monospace")
    }

    @Test func fontStacksListTheFallbackFacesLayoutUsed() {
        let font = SceneFont(family: "Inter", size: 17, weight: 400, italic: false, isMonospaced: false)
        #expect(SVGFontStack.value(font, fallbacks: ["Inter", "Noto Sans Hebrew", "Noto Sans CJK JP"])
                == "Inter, Noto Sans Hebrew, Noto Sans CJK JP, sans-serif")
    }

    @Test("underline and strikethrough are bars in both modes", arguments: [SVGOptions.TextMode.outlines, .text])
    func decorations(mode: SVGOptions.TextMode) {
        let doc = document(F.text(underline: true, strikethrough: true), mode)
        let bars = doc.all("rect")
        #expect(bars.count == 2)
        // Inter: underline top 464/2816 em below the baseline, strikeout top 922/2816 em above, 192/2816 em thick.
        #expect(bars.map { $0[attribute: "y"] } == ["30.801", "22.434"])
        #expect(bars.allSatisfy { $0[attribute: "height"] == "1.159" && $0[attribute: "width"] == "56" && $0[attribute: "x"] == "10" })
        #expect(bars.allSatisfy { $0[attribute: "fill"] == "#FFFFFF" })
    }

    @Test func shadowAndOpacityWrapOutlineAndBars() throws {
        let doc = document(F.text(underline: true, opacity: 0.7,
                                  shadows: [SceneShadow(color: F.shadowBlack, radius: 1, offset: CGSize(width: 0, height: 1))]), .outlines)
        let group = try #require(doc.first("g"))
        #expect(group.attributes.map(\.name) == ["id", "data-name", "role", "aria-label", "opacity", "filter"])
        #expect(group.children.count == 2)
    }

    @Test func emptyOutlineFallsBackToText() {
        let doc = document(F.text(outline: Path()), .outlines)
        #expect(doc.first("text")?.children == [.text("Sign in")])
    }

    @Test func blankStringHasNoImageRole() {
        let doc = document(F.text(" ", outline: Path(CGRect(x: 0, y: 0, width: 1, height: 1))), .outlines)
        #expect(doc.all("g").isEmpty)
        #expect(doc.all("path").count == 1)
    }

    @Test func angularTextPaintClipsWedgesToTheGlyphs() throws {
        let paint = ScenePaint.angular(stops: [F.stop(.white, 0), F.stop(.black, 1)], center: CGPoint(x: 30, y: 23),
                                       startAngle: .zero, endAngle: .degrees(360))
        for mode in [SVGOptions.TextMode.outlines, .text] {
            let doc = document(F.text(paint: paint, underline: true), mode)
            let clip = try #require(doc.first("clipPath"))
            #expect(clip.children.count == 2)
            #expect(clip.all(mode == .text ? "text" : "path").count == 1)
            #expect(clip.all("rect").count == 1)
        }
    }

    @Test func markupInStringsIsEscaped() throws {
        let scene = F.scene([.text(F.text("<b>&\"x\"</b>"))])
        for mode in [SVGOptions.TextMode.outlines, .text] {
            let text = try SVGTestSupport.string(scene, SVGOptions(title: "T", textMode: mode))
            #expect(!text.contains("<b>"))
            #expect(text.contains("&lt;b&gt;&amp;"))
        }
    }
}
