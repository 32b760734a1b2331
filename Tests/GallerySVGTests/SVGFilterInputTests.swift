import Foundation
@testable import GallerySVG
import GalleryLayout
import StyleKit
import Testing
import XMLWriter

@Suite("Filter inputs")
struct SVGFilterInputTests {
    @Test func inputsThatAreThePreviousResultAreImplied() {
        func primitive(_ name: String, _ attributes: [(String, String)]) -> XMLElement {
            XMLElement(name, attributes: attributes.map { XMLAttribute($0.0, $0.1) })
        }
        let trimmed = SVGShadowFilter.implicitInputs([
            primitive("feFlood", [("result", "c1")]),
            primitive("feComposite", [("in", "c1"), ("in2", "SourceAlpha"), ("result", "i1")]),
            primitive("feOffset", [("in", "c1"), ("result", "o1")]),  // not the previous result: kept, and so is c1
            primitive("feMerge", []),
        ])
        #expect(trimmed[0].attributes.map(\.name) == ["result"])
        #expect(trimmed[1].attributes.map { "\($0.name)=\($0.value)" } == ["in2=SourceAlpha"])
        #expect(trimmed[2].attributes.map { "\($0.name)=\($0.value)" } == ["in=c1"])
        // The first primitive's input is never implied (it would be SourceGraphic).
        let first = SVGShadowFilter.implicitInputs([primitive("feGaussianBlur", [("in", "SourceAlpha")])])
        #expect(first[0][attribute: "in"] == "SourceAlpha")
    }

    /// Bodies come from a process-wide cache by their shadows: a cached body is the body made afresh, and
    /// shadows that differ in anything give different bodies.
    @Test func cachedBodiesAreTheBodiesOfTheirShadows() throws {
        let black = RGBA(red: 0, green: 0, blue: 0, alpha: 0.3)
        let base = [SceneShadow(color: black, radius: 2, offset: CGSize(width: 0, height: 1))]
        let variants: [[SceneShadow]] = [
            base,
            [SceneShadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.31), radius: 2, offset: CGSize(width: 0, height: 1))],
            [SceneShadow(color: black, radius: 3, offset: CGSize(width: 0, height: 1))],
            [SceneShadow(color: black, radius: 2, offset: CGSize(width: 1, height: 1))],
            [SceneShadow(color: black, radius: 2, offset: CGSize(width: 0, height: 1), isInner: true)],
            base + base,
        ]
        var bodies: [XMLWrittenElement] = []
        for shadows in variants {
            for bounds in [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 90, height: 40)] {
                let first = try #require(SVGShadowFilter.filter(shadows, bounds: bounds))
                let second = try #require(SVGShadowFilter.filter(shadows, bounds: bounds))
                #expect(first.body == XMLWrittenElement(SVGShadowFilter.body(shadows), depth: SVGDefinitions.depth) && second.body == first.body)
                #expect(first.region == second.region && first.region.contains(bounds))
            }
            bodies.append(XMLWrittenElement(SVGShadowFilter.body(shadows), depth: SVGDefinitions.depth))
        }
        #expect(Set(bodies).count == variants.count)
    }
}

