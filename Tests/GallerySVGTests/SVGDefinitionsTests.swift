import Foundation
@testable import GalleryLayout
@testable import GallerySVG
@testable import StyleKit
import Testing
import XMLWriter

@Suite("Definitions dedupe")
struct SVGDefinitionsTests {
    typealias F = SceneFixtures

    @Test func sameGradientIsDefinedOnce() throws {
        let scene = F.scene([
            F.shape(.rect(CGRect(x: 0, y: 0, width: 40, height: 40)), fill: F.linear),
            F.shape(.ellipse(CGRect(x: 50, y: 0, width: 40, height: 40)), fill: F.linear),
            F.shape(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), fill: nil,
                    stroke: SceneStroke(paint: F.linear, style: StrokeStyle(lineWidth: 3))),
        ])
        let text = try SVGTestSupport.string(scene)
        #expect(text.components(separatedBy: "<linearGradient").count - 1 == 1)
        #expect(text.components(separatedBy: "url(#sg-g1)").count - 1 == 3)
        #expect(!text.contains("sg-g2"))
    }

    /// Definitions are looked up by their shape (value lengths), so gradients that differ only in their colours
    /// share a hash: they stay two definitions, each shape referring to its own.
    @Test func definitionsOfTheSameShapeStayApart() throws {
        let swapped = ScenePaint.linear(stops: [F.stop(F.blue, 0), F.stop(F.red, 1)], start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 40))
        let scene = F.scene([
            F.shape(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), fill: F.linear),
            F.shape(.rect(CGRect(x: 20, y: 0, width: 10, height: 10)), fill: swapped),
            F.shape(.rect(CGRect(x: 40, y: 0, width: 10, height: 10)), fill: F.linear),
            F.shape(.rect(CGRect(x: 60, y: 0, width: 10, height: 10)), fill: swapped),
        ])
        let text = try SVGTestSupport.string(scene)
        #expect(text.components(separatedBy: "<linearGradient").count - 1 == 2)
        #expect(text.components(separatedBy: "fill=\"url(#sg-g1)\"").count - 1 == 2)
        #expect(text.components(separatedBy: "fill=\"url(#sg-g2)\"").count - 1 == 2)
        let first = try #require(text.range(of: "url(#sg-g1)")), second = try #require(text.range(of: "url(#sg-g2)"))
        #expect(first.lowerBound < second.lowerBound)
    }

    @Test func distinctGradientsNumberedInFirstUseOrder() {
        let other = ScenePaint.radial(stops: [F.stop(.white, 0), F.stop(.black, 1)], center: CGPoint(x: 5, y: 5), startRadius: 0, endRadius: 5)
        let scene = F.scene([
            F.shape(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), fill: other),
            F.shape(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), fill: F.linear),
            F.shape(.rect(CGRect(x: 20, y: 0, width: 10, height: 10)), fill: other),
        ])
        let document = SVGTestSupport.document(scene, SVGOptions(title: "T", idPrefix: "btn-3"))
        let defs = document.first("defs")
        #expect(defs?.children.count == 2)
        #expect(document.first("radialGradient")?[attribute: "id"] == "btn-3-g1")
        #expect(document.first("linearGradient")?[attribute: "id"] == "btn-3-g2")
        #expect(document.all("rect").map { $0[attribute: "fill"] } == ["url(#btn-3-g1)", "url(#btn-3-g2)", "url(#btn-3-g1)"])
    }

    @Test func sameShadowsShareOneFilterWhateverTheBounds() {
        let shadow = [SceneShadow(color: F.shadowBlack, radius: 2, offset: CGSize(width: 0, height: 1))]
        let scene = F.scene([
            F.shape(.rect(CGRect(x: 0, y: 0, width: 20, height: 20)), shadows: shadow),
            F.shape(.ellipse(CGRect(x: 0, y: 0, width: 20, height: 20)), fill: .solid(.white), shadows: shadow),
            F.shape(.rect(CGRect(x: 40, y: 0, width: 20, height: 20)), shadows: shadow),
        ])
        let document = SVGTestSupport.document(scene)
        #expect(document.all("filter").map { $0[attribute: "id"] } == ["sg-f1"])
        #expect(document.first("rect")?[attribute: "filter"] == "url(#sg-f1)")
        #expect(document.first("circle")?[attribute: "filter"] == "url(#sg-f1)")
        #expect(document.all("rect").last?[attribute: "filter"] == "url(#sg-f1)")
        // The region covers both places: 0…60 wide plus 3σ = 6 and 1 more on each side.
        #expect(document.first("filter")?[attribute: "width"] == "74")
    }

    @Test func noDefsWhenNothingIsDefined() throws {
        let text = try SVGTestSupport.string(F.scene([F.shape(.rect(CGRect(x: 0, y: 0, width: 4, height: 4)))]))
        #expect(!text.contains("<defs"))
    }

    @Test func sameClipIsDefinedOnce() {
        let clip = SceneClip(geometry: .rect(CGRect(x: 0, y: 0, width: 10, height: 10)))
        let group = SceneNode.group(SceneGroup(clip: clip, children: [F.shape(.rect(CGRect(x: 0, y: 0, width: 20, height: 20)))]))
        let document = SVGTestSupport.document(F.scene([group, group]))
        #expect(document.all("clipPath").count == 1)
        #expect(document.all("g").map { $0[attribute: "clip-path"] } == ["url(#sg-c1)", "url(#sg-c1)"])
    }
}

/// Definitions are shared by their bytes: keys are equal exactly when the bytes are, equal keys hash alike, and
/// keys that agree in length and ends (the part that is hashed) stay apart.
@Suite struct DefinitionKeyTests {
    @Test func keysAreEqualExactlyWhenTheirBytesAre() {
        let middle = Array(repeating: UInt8(ascii: "a"), count: 40)
        var other = middle
        other[20] = UInt8(ascii: "b")
        let values: [[UInt8]] = [[], Array("<path d=\"m0 0h10\"/>".utf8), Array("<path d=\"m0 0h11\"/>".utf8),
                                 Array("Caf\u{E9}".utf8), Array("Cafe\u{301}".utf8), [1] + middle + [2], [1] + other + [2]]
        var keys: [DefinitionKey: Int] = [:]
        for (index, bytes) in values.enumerated() { keys[DefinitionKey(bytes)] = index }
        #expect(keys.count == values.count)
        for (i, a) in values.enumerated() {
            #expect(keys[DefinitionKey(Array(a))] == i)
            for b in values {
                #expect((DefinitionKey(a) == DefinitionKey(b)) == (a == b))
                if a == b { #expect(DefinitionKey(a).hashValue == DefinitionKey(b).hashValue) }
            }
        }
    }

    /// A filter body's key (its bytes, written at the definitions' depth) tells elements apart exactly when their bytes differ, wherever the difference
    /// lies (a value split across two attributes, a text moved into a child, a comment for a text).
    @Test func contentBytesTellApartWhatDiffers() {
        let elements: [XMLElement] = [
            XMLElement("filter", ["a": "bc"]), XMLElement("filter", ["ab": "c"]), XMLElement("filter", ["a": "b", "c": ""]),
            XMLElement("filter", ["a": "bc"], children: [.text("")]), XMLElement("filter", ["a": "bc"], children: [.comment("")]),
            XMLElement("filter", ["a": "bc"], children: [.element(XMLElement("x"))]),
            XMLElement("filter", children: [.element(XMLElement("x")), .element(XMLElement("y"))]),
            XMLElement("filter", children: [.element(XMLElement("x", children: [.element(XMLElement("y"))]))]),
            XMLElement("filter", text: "Caf\u{E9}"), XMLElement("filter", text: "Cafe\u{301}"), XMLElement("filte", ["r": ""]),
        ]
        func key(_ element: XMLElement) -> DefinitionKey { DefinitionKey(XMLWrittenElement(element, depth: SVGDefinitions.depth).bytes) }
        for (i, a) in elements.enumerated() {
            for (j, b) in elements.enumerated() {
                #expect((key(a) == key(b)) == (i == j), "\(i) \(j)")
            }
            #expect(key(a) == key(XMLElement(a.name, attributes: a.attributes, children: a.children)))
            #expect(key(a).hashValue == key(XMLElement(a.name, attributes: a.attributes, children: a.children)).hashValue)
        }
    }
}
