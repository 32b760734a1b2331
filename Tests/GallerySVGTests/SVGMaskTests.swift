import Foundation
@testable import GalleryLayout
import GallerySVG
@testable import StyleKit
import Testing
import XMLWriter

@Suite("Mask")
struct SVGMaskTests {
    typealias F = SceneFixtures

    static var masked: Scene {
        let mask = SceneMask(children: [F.shape(.ellipse(CGRect(x: 0, y: 0, width: 40, height: 40)), fill: .solid(F.red))])
        return F.scene([.group(SceneGroup(mask: mask, children: [F.shape(.rect(CGRect(x: 0, y: 0, width: 80, height: 40)))]))])
    }

    @Test func maskIsAnAlphaMaskInTheDefinitions() throws {
        let doc = SVGTestSupport.document(Self.masked)
        let group = try #require(doc.all("g").first { $0[attribute: "mask"] != nil })
        #expect(group[attribute: "mask"] == "url(#sg-m1)")
        let mask = try #require(doc.first("mask"))
        #expect(mask.attributes.map { "\($0.name)=\($0.value)" } == ["id=sg-m1", "maskUnits=userSpaceOnUse", "x=-1", "y=-1", "width=42", "height=42"])
        // Colors are whitened, alpha kept: luminance masking then equals SwiftUI's alpha masking.
        let whitened = try #require(mask.first("g"))
        #expect(whitened[attribute: "filter"] == "url(#sg-f1)")
        #expect(whitened.first("ellipse") != nil || whitened.first("circle") != nil)
        let matrix = try #require(doc.first("feColorMatrix"))
        #expect(matrix[attribute: "values"] == "0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0")
        #expect(SVGTestSupport.references(in: doc).allSatisfy { SVGTestSupport.ids(in: doc).contains($0) })
    }

    @Test func emptyMaskHidesTheGroupAndOutputIsDeterministic() throws {
        let empty = F.scene([.group(SceneGroup(mask: SceneMask(children: []), children: [F.shape(.rect(CGRect(x: 0, y: 0, width: 8, height: 8)))]))])
        #expect(SVGTestSupport.document(empty).all("rect").isEmpty)
        #expect(try SVGTestSupport.string(Self.masked) == SVGTestSupport.string(Self.masked))
        let text = try SVGTestSupport.string(Self.masked)
        #expect(!text.contains("mask-type") && !text.contains("style="), "SVG 1.1 only")
    }
}
