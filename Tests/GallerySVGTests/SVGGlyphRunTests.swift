import Foundation
@testable import GalleryLayout
@testable import GallerySVG
@testable import StyleKit
import Testing
import XMLWriter

@Suite("Glyph runs")
struct SVGGlyphRunTests {
    typealias F = SceneFixtures

    func document(_ texts: [SceneText], mode: SVGOptions.TextMode = .outlines) -> XMLElement {
        SVGTestSupport.document(F.scene(texts.map { .text($0) }), SVGOptions(title: "T", textMode: mode))
    }

    func glyphDefinitions(_ document: XMLElement) -> [XMLElement] {
        (document.first("defs")?.all("path") ?? []).filter { $0[attribute: "id"]?.hasPrefix("sg-t") == true }
    }

    @Test func aGlyphDrawnTwiceIsDefinedOnceAndUsed() throws {
        // "Tap tap": a and p twice each (T and t once), then "pa" again in a second line.
        let doc = document([F.glyphText("Tap tap"), F.glyphText("pa", origin: CGPoint(x: 10, y: 60))])
        let definitions = glyphDefinitions(doc)
        #expect(definitions.map { $0[attribute: "id"] } == ["sg-t1", "sg-t2"])
        let uses = doc.all("use")
        #expect(uses.map { $0[attribute: "href"] } == ["#sg-t1", "#sg-t2", "#sg-t1", "#sg-t2", "#sg-t2", "#sg-t1"])
        // T and t are drawn once: together one path in the line, beside the uses.
        let first = try #require(doc.all("g").first)
        #expect(first.all("path").count == 1)
        // Pens 8 pt apart = 320 steps of 1/40 pt; the first glyph of a line is at its origin.
        #expect(uses.prefix(4).map { $0[attribute: "x"] } == ["320", "640", "1600", "1920"])
        #expect(uses.allSatisfy { $0[attribute: "y"] == nil })
        #expect(uses.suffix(2).map { $0[attribute: "x"] } == [nil, "320"])
        #expect(first[attribute: "transform"] == "matrix(0.025 0 0 0.025 10 28)")
        // The definition is the stand-in box of "a" (11 pt wide, 10 high) in steps, from the pen.
        #expect(definitions[0][attribute: "d"] == "m20-400h440v400h-440z")
    }

    @Test func theLineDrawsWhatThePathFormDraws() throws {
        // Every glyph, placed by its use or in the line's path, lands where the absolute outline has it.
        let text = F.glyphText("Tap tap", origin: CGPoint(x: 10.013, y: 28.4))
        let doc = document([text, F.glyphText("ap")])
        let group = try #require(doc.all("g").first)
        let transform = try #require(group[attribute: "transform"])
        let numbers = transform.dropFirst("matrix(".count).dropLast().split(separator: " ").compactMap { Double($0) }
        #expect(numbers.count == 6 && numbers[0] == 0.025 && numbers[3] == 0.025)
        let definitions = Dictionary(uniqueKeysWithValues: glyphDefinitions(doc).map { ("#" + $0[attribute: "id"]!, $0[attribute: "d"]!) })
        var drawn: [PathDataReader.Segment] = []
        func place(_ d: String, dx: CGFloat, dy: CGFloat) throws {
            let segments = try #require(PathDataReader.read(d))
            drawn += segments.map { segment in
                func p(_ q: CGPoint) -> CGPoint { CGPoint(x: (q.x + dx) * 0.025 + numbers[4], y: (q.y + dy) * 0.025 + numbers[5]) }
                switch segment {
                case .move(let q): return .move(p(q))
                case .line(let q): return .line(p(q))
                case .quad(let c, let q): return .quad(p(c), p(q))
                case .cubic(let a, let b, let q): return .cubic(p(a), p(b), p(q))
                case .close: return .close
                }
            }
        }
        for case .element(let child) in group.children {
            if child.name == "path" { try place(child[attribute: "d"]!, dx: 0, dy: 0) }
            if child.name == "use" {
                try place(try #require(definitions[child[attribute: "href"]!]),
                          dx: CGFloat(Double(child[attribute: "x"] ?? "0")!), dy: CGFloat(Double(child[attribute: "y"] ?? "0")!))
            }
        }
        // Compare as sets of glyph boxes (the line's path comes before the uses).
        func boxes(_ segments: [PathDataReader.Segment]) -> [[CGFloat]] {
            segments.compactMap { if case .move(let p) = $0 { [p.x, p.y] } else { nil } }.sorted { $0[0] < $1[0] }
        }
        let expected = boxes(PathDataReader.segments(text.outline)), got = boxes(drawn)
        #expect(expected.count == got.count)
        for (a, b) in zip(expected, got) { #expect(abs(a[0] - b[0]) <= 0.0251 && abs(a[1] - b[1]) <= 0.0251, "\(a) vs \(b)") }
    }

    @Test func translucentColourIsAGroupOpacity() throws {
        let doc = document([F.glyphText("aa", paint: .solid(RGBA(hex: 0x333333, alpha: 0.5)), opacity: 0.8)])
        let group = try #require(doc.all("g").first)
        #expect(group.attributes.map(\.name) == ["id", "data-name", "role", "aria-label", "fill", "transform", "opacity"])
        #expect(group[attribute: "fill"] == "#333333")
        #expect(group[attribute: "opacity"] == "0.4")
        #expect(doc.all("use").allSatisfy { $0[attribute: "fill-opacity"] == nil && $0[attribute: "fill"] == nil })
    }

    @Test func barsAndShadowsKeepTheDocumentsCoordinates() throws {
        let shadow = SceneShadow(color: F.shadowBlack, radius: 1, offset: CGSize(width: 0, height: 1))
        let doc = document([F.glyphText("aa", paint: .solid(RGBA(hex: 0x333333, alpha: 0.5)), underline: true, opacity: 0.8, shadows: [shadow])])
        let group = try #require(doc.all("g").first)
        #expect(group.attributes.map(\.name) == ["id", "data-name", "role", "aria-label", "fill", "opacity", "filter"])
        #expect(group[attribute: "opacity"] == "0.8")
        let line = try #require(group.children.compactMap { if case .element(let e) = $0, e.name == "g" { e } else { nil } }.first)
        #expect(line.attributes.map { "\($0.name)=\($0.value)" } == ["transform=matrix(0.025 0 0 0.025 10 28)", "opacity=0.5"])
        let bar = try #require(group.first("rect"))
        #expect(bar[attribute: "x"] == "10")
        #expect(bar[attribute: "fill-opacity"] == "0.5")
        #expect(bar[attribute: "fill"] == nil)
    }

    @Test func gradientTextAndTextModeKeepTheirForms() throws {
        let gradient = document([F.glyphText("aa", paint: F.linear)])
        #expect(gradient.all("use").isEmpty)
        #expect(gradient.all("g").first?.first("path")?[attribute: "fill"] == "url(#sg-g1)")
        let text = document([F.glyphText("aa")], mode: .text)
        #expect(text.all("use").isEmpty && text.all("path").isEmpty)
        #expect(text.first("text")?.children == [.text("aa")])
    }

    @Test func glyphsInAMaskAreCountedAndDefinedToo() throws {
        let masked = SceneGroup(mask: SceneMask(children: [.text(F.glyphText("a"))]), children: [.text(F.glyphText("a"))], role: "mask")
        let doc = SVGTestSupport.document(F.scene([.group(masked)]), SVGOptions(title: "T"))
        #expect(glyphDefinitions(doc).count == 1)
        #expect(doc.all("use").count == 2)
        let ids = SVGTestSupport.ids(in: doc)
        for reference in SVGTestSupport.references(in: doc) { #expect(ids.contains(reference)) }
    }
}
