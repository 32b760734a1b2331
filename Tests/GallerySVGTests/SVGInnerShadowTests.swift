import Foundation
@testable import GalleryLayout
import GallerySVG
@testable import StyleKit
import Testing
import XMLWriter

@Suite("Inner shadows (ShapeStyle.shadow(.inner))")
struct SVGInnerShadowTests {
    typealias F = SceneFixtures

    var shape: SceneShape {
        SceneShape(geometry: .rect(CGRect(x: 10, y: 10, width: 40, height: 20)), fill: .solid(RGBA.white),
                   shadows: [SceneShadow(color: RGBA.black.withAlpha(0.4), radius: 3, offset: CGSize(width: 0, height: 2), isInner: true),
                             SceneShadow(color: RGBA.black, radius: 1, offset: CGSize(width: 0, height: 1))],
                   role: "Rectangle")
    }

    @Test func innerShadowIsTheOutsideColourBlurredOffsetAndCutToTheShapeOverTheSource() throws {
        let filter = try #require(SVGTestSupport.document(F.scene([.shape(shape)])).first("filter"))
        let names = filter.children.compactMap { if case .element(let e) = $0 { e.name } else { nil } }
        #expect(names == ["feFlood", "feComposite", "feGaussianBlur", "feOffset", "feComposite",
                          "feGaussianBlur", "feOffset", "feFlood", "feComposite", "feMerge"])
        let composites = filter.all("feComposite")
        #expect(composites.map { $0[attribute: "operator"] } == ["out", "in", "in"])
        #expect(composites[0][attribute: "in2"] == "SourceAlpha" && composites[1][attribute: "in2"] == "SourceAlpha")
        // The first blur takes the previous primitive's result (the outside colour) without naming it.
        #expect(filter.all("feGaussianBlur").map { $0[attribute: "in"] } == [nil, "SourceAlpha"])
        // Drop shadows under the source graphic, inner shadows over it.
        #expect(filter.all("feMergeNode").map { $0[attribute: "in"] } == ["s2", "SourceGraphic", "s1"])
    }

    @Test func innerShadowsDoNotGrowTheDrawnBounds() {
        var inner = shape
        inner.shadows = [inner.shadows[0]]
        #expect(SceneNode.shape(inner).visualBounds == CGRect(x: 10, y: 10, width: 40, height: 20))
    }

    @Test func theFilterRegionReachesTheColourTheInnerShadowIsMadeFrom() throws {
        var inner = shape
        inner.shadows = [inner.shadows[0]]
        let filter = try #require(SVGTestSupport.document(F.scene([.shape(inner)])).first("filter"))
        // 3σ = 9 around, ±2 vertically, +1: x 10-9-1 = 0, y 10-9-2-1 = -2, width 40+20 = 60, height 20+18+4+2 = 44.
        #expect(filter.attributes.prefix(5).map(\.value) == ["sg-f1", "0", "-2", "60", "44"])
    }
}
