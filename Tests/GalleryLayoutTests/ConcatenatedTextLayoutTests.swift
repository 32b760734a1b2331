import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout

/// `Text + Text` and `Text(Image)`: pieces with their own fonts and colours, one after another on a shared
/// baseline, and baseline alignment of texts in an `HStack`.
@Suite struct ConcatenatedTextLayoutTests {
    let engine = LayoutEngine()

    func texts(_ view: some View, width: CGFloat? = nil) throws -> [SceneText] {
        allTexts(try engine.layout(try view.resolveNode(in: ResolveContext()), width: width).root)
    }

    @Test func piecesKeepTheirOwnModifiersAndTakeTheOuterOnesTheyDoNotSet() throws {
        let view = (Text("Total ") + Text("€12").bold().foregroundColor(.red) + Text(" incl. VAT").font(.caption))
            .font(.title3).foregroundColor(.blue)
        let pieces = try texts(view)
        #expect(pieces.map(\.string) == ["Total ", "€12", " incl. VAT"])
        #expect(pieces.map(\.font.size) == [20, 20, 12], "title3 where a piece sets no font; caption where it does")
        let bold = try #require(try texts(Text("x").bold()).first).font.weight
        #expect(pieces.map(\.font.weight) == [400, bold, 400] && bold > 400)
        #expect(pieces.map(\.paint) == [.solid(RGBA(hex: 0x007AFF)), .solid(RGBA(hex: 0xFF3B30)), .solid(RGBA(hex: 0x007AFF))])
        // One after another with no gap, as one line is.
        for (left, right) in zip(pieces, pieces.dropFirst()) {
            #expect(abs(left.frame.maxX - right.frame.minX) < 1e-9)
        }
        // On one baseline, though the caption's line is shorter.
        #expect(Set(pieces.map { ($0.origin.y * 1000).rounded() }).count == 1)
        #expect(pieces[2].frame.height < pieces[0].frame.height)
    }

    @Test func aConcatenationIsAsWideAsItsPiecesAndReadsAsOneText() throws {
        let whole = try texts(Text("Sign") + Text("in").italic())
        let sign = try #require(try texts(Text("Sign")).first), inPiece = try #require(try texts(Text("in").italic()).first)
        #expect(abs(whole.map(\.width).reduce(0, +) - (sign.width + inPiece.width)) < 1e-9)
        #expect((Text("Sign") + Text("in")).content == "Signin")
        #expect(try texts(Text("Plain")).count == 1, "plain text is one run")
    }

    @Test func nestedConcatenationsPassTheirModifiersDown() throws {
        let inner = (Text("a") + Text("b")).bold()
        let pieces = try texts(inner + Text("c"))
        let bold = try #require(try texts(Text("x").bold()).first).font.weight
        #expect(pieces.map(\.font.weight) == [bold, bold, 400])
    }

    @Test func anImageInTextTakesTheTextsFont() throws {
        let scene = try engine.layout(try (Text(Image(systemName: "star.fill")) + Text(" 4.8")).font(.largeTitle).resolveNode(in: ResolveContext()))
        let small = try engine.layout(try (Text(Image(systemName: "star.fill")) + Text(" 4.8")).font(.caption).resolveNode(in: ResolveContext()))
        #expect(scene.size.height > small.size.height * 2, "the symbol and the text grow together")
        #expect(try texts((Text(Image(systemName: "star.fill")) + Text(" 4.8")).font(.largeTitle)).map(\.font.size) == [34])
    }

    @Test func textsInAnHStackAlignOnTheirBaselines() throws {
        let pieces = try texts(HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("$").font(.caption)
            Text("10").font(.largeTitle)
        })
        #expect(pieces.count == 2 && abs(pieces[0].origin.y - pieces[1].origin.y) < 1e-9)
        let bottoms = try texts(HStack(alignment: .bottom, spacing: 4) { Text("$").font(.caption); Text("10").font(.largeTitle) })
        #expect(abs(bottoms[0].origin.y - bottoms[1].origin.y) > 0.5, "bottom alignment is another thing: descents differ")
        let lastLines = try texts(HStack(alignment: .lastTextBaseline) {
            Text("Two lines of text here")
            Text("one")
        }, width: 120)
        #expect(lastLines.count >= 3, "the long text wraps onto several lines")
        let last = lastLines.filter { $0.string != "one" }.map(\.origin.y).max() ?? 0
        #expect(abs(last - (lastLines.first { $0.string == "one" }?.origin.y ?? 0)) < 1e-9, "the last line's baseline")
    }
}

/// `transformEffect(_:)`: drawn transformed about the view's top-leading corner, laid out as before.
@Suite struct TransformEffectLayoutTests {
    let engine = LayoutEngine()

    @Test func theTransformAppliesAboutTheViewsOriginAndLeavesTheLayout() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 10, height: 10).transformEffect(CGAffineTransform(scaleX: 2, y: 3))
        }
        let scene = try engine.layout(try view.resolveNode(in: ResolveContext()))
        #expect(scene.size == CGSize(width: 30, height: 10), "layout is unchanged")
        // The blue square starts at x = 20; scaled about that corner it spans 20…40 × 0…30.
        #expect(scene.root.visualBounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        let identity = try engine.layout(try Color.blue.frame(width: 10, height: 10).transformEffect(.identity).resolveNode(in: ResolveContext()))
        #expect(identity.root.visualBounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

/// `brightness(_:)`: the amount added to the components of every colour drawn inside, clamped.
@Suite struct BrightnessLayoutTests {
    let engine = LayoutEngine()

    func paints(_ view: some View) throws -> [ScenePaint] {
        func collect(_ group: SceneGroup) -> [ScenePaint] {
            group.children.flatMap { node -> [ScenePaint] in
                switch node {
                case .group(let g): return collect(g)
                case .shape(let shape): return [shape.fill].compactMap { $0 }
                case .text(let text): return [text.paint]
                case .image: return []
                }
            }
        }
        return collect(try engine.layout(try view.resolveNode(in: ResolveContext())).root)
    }

    @Test func brightnessAddsToEachComponentAndStopsAtWhite() throws {
        let red = RGBA(red: 1, green: 0.2, blue: 0.1)
        #expect(try paints(Color(red).frame(width: 4, height: 4).brightness(0.2)) == [.solid(RGBA(red: 1, green: 0.4, blue: 0.30000000000000004))])
        #expect(try paints(Color(red).frame(width: 4, height: 4).brightness(1)) == [.solid(RGBA(red: 1, green: 1, blue: 1))], "1 is white")
        #expect(try paints(Color(red).frame(width: 4, height: 4).brightness(-0.5)) == [.solid(RGBA(red: 0.5, green: 0, blue: 0))])
        #expect(try paints(Color(red).frame(width: 4, height: 4).brightness(0)) == [.solid(red)])
        // Nested effects apply inner first; text and gradients are brightened too.
        let text = try paints(Text("A").foregroundColor(Color(RGBA(red: 0, green: 0, blue: 0))).brightness(0.25).brightness(0.25))
        #expect(text == [.solid(RGBA(red: 0.5, green: 0.5, blue: 0.5))])
        let gradient = try paints(LinearGradient(colors: [Color(RGBA(red: 0, green: 0, blue: 0)), Color(red)], startPoint: .top, endPoint: .bottom)
            .frame(width: 4, height: 4).brightness(0.5))
        guard case .linear(let stops, _, _)? = gradient.first else { Issue.record("no gradient: \(gradient)"); return }
        #expect(stops.map(\.color) == [RGBA(red: 0.5, green: 0.5, blue: 0.5), RGBA(red: 1, green: 0.7, blue: 0.6)])
    }
}
