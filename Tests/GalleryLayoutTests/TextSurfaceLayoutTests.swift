import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout
import Fonts

/// Text modifiers that reach the scene: tracking, decoration colors, custom font families.
@Suite struct TextSurfaceLayoutTests {
    let engine = LayoutEngine()

    func texts(_ view: some View) throws -> [SceneText] {
        let scene = try engine.layout(try view.resolveNode(in: ResolveContext()))
        return allTexts(scene.root)
    }

    @Test func trackingWidensTheLineByOneStepPerCharacter() throws {
        let plain = try #require(try texts(Text("Track")).first)
        let tracked = try #require(try texts(Text("Track").tracking(2)).first)
        #expect(abs(tracked.width - (plain.width + 10)) < 0.001)
        #expect(tracked.tracking == 2)
        #expect(tracked.outline.boundingRect.width > plain.outline.boundingRect.width + 7.9, "glyphs move apart")
    }

    @Test func decorationColorsReachTheScene() throws {
        let text = try #require(try texts(Text("Link").underline(color: .blue).strikethrough()).first)
        #expect(text.isUnderlined && text.isStrikethrough)
        #expect(text.underlinePaint == .solid(RGBA(hex: 0x007AFF)))
        #expect(text.strikethroughPaint == nil)
    }

    @Test func missingCustomFamilyFallsBackToTheDefaultFace() throws {
        let custom = try #require(try texts(Text("Brand").font(.custom("No Such Family 12345", size: 17))).first)
        let system = try #require(try texts(Text("Brand").font(.system(size: 17))).first)
        #expect(custom.font.family == engine.measurer.family)
        #expect(custom.width == system.width)
    }

    @Test func dynamicTypeChangesTheMeasuredLine() throws {
        let large = try #require(try texts(Text("Body")).first)
        let ax = try #require(try texts(Text("Body").dynamicTypeSize(.accessibility1)).first)
        // The line is the face's own height at 28 pt (hhea ascender − descender + lineGap, × 28 / unitsPerEm),
        // not the text style's leading.
        let face = try engine.measurer.library.face(for: FontRequest(family: ax.font.family, weight: ax.font.weight))
        #expect(ax.font.size == 28)
        #expect(abs(ax.frame.height - CGFloat((face.ascender - face.descender + face.lineGap) * 28 / Double(face.unitsPerEm))) < 1e-9)
        #expect(ax.width > large.width * 1.5)
    }

    /// A glyph's outline in the scene is the face's outline in points, y down (as converted afresh); laid out
    /// again, the same glyphs are the same arrays, which later lookups compare at once. Another size is another
    /// outline.
    @Test func glyphOutlinesAreTheFacesScaledAndShared() throws {
        let first = try #require(try texts(Text("Shared")).first)
        let again = try #require(try texts(Text("Shared")).first)
        let face = try engine.measurer.library.face(for: FontRequest(family: first.font.family, weight: first.font.weight))
        let layout = face.layout("Shared", size: Double(first.font.size))
        let scale = first.font.size / CGFloat(face.unitsPerEm)
        #expect(first.glyphs.count == layout.glyphs.count)
        for (glyph, shaped) in zip(first.glyphs, layout.glyphs) {
            let fresh = GlyphShapes.path(face.outline(glyph: shaped.glyph)).applying(CGAffineTransform(scaleX: scale, y: -scale))
            #expect(glyph.outline == fresh)
        }
        for (a, b) in zip(first.glyphs, again.glyphs) {
            let same = a.outline.elements.withUnsafeBufferPointer { a in b.outline.elements.withUnsafeBufferPointer { $0.baseAddress == a.baseAddress } }
            #expect(same, "the second layout draws the first one's outline arrays")
        }
        let larger = try #require(try texts(Text("Shared").font(.system(size: 40))).first)
        #expect(larger.glyphs[0].outline != first.glyphs[0].outline)
    }
}

func allTexts(_ group: SceneGroup) -> [SceneText] {
    group.children.flatMap { node -> [SceneText] in
        switch node {
        case .group(let g): return allTexts(g)
        case .shape, .image: return []
        case .text(let t): return [t]
        }
    }
}
