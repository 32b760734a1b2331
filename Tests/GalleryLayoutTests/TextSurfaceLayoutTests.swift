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
