import Foundation
@testable import GallerySVG
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
}
