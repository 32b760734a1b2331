import Foundation
@testable import GalleryLayout
import GallerySVG
@testable import StyleKit
import Testing

@Suite("viewBox")
struct SVGViewBoxTests {
    typealias F = SceneFixtures

    @Test func includesShadowBleedAndMargin() {
        // Shape fills the scene; shadow radius 10 (3σ = 30) offset 5 down.
        let scene = F.scene([F.shape(.rect(CGRect(x: 0, y: 0, width: 100, height: 40)),
                                     shadows: [SceneShadow(color: F.shadowBlack, radius: 10, offset: CGSize(width: 0, height: 5))])])
        let document = SVGTestSupport.document(scene)
        // Bleed: x −30…130, y −25…75; margin 8.
        #expect(document[attribute: "viewBox"] == "-38 -33 176 116")
        #expect(document[attribute: "width"] == "176")
        #expect(document[attribute: "height"] == "116")
    }

    @Test func groupShadowBleedThroughTransform() {
        let group = SceneGroup(transform: CGAffineTransform(translationX: 50, y: 0),
                               shadows: [SceneShadow(color: F.shadowBlack, radius: 4, offset: .zero)],
                               children: [F.shape(.rect(CGRect(x: 0, y: 0, width: 100, height: 40)))])
        let document = SVGTestSupport.document(F.scene([.group(group)]), SVGOptions(title: "T", margin: 0))
        // x: 50 − 12 … 150 + 12; y: −12 … 52.
        #expect(document[attribute: "viewBox"] == "0 -12 162 64")
    }

    @Test func roundsOutwardsToWholePoints() {
        let scene = F.scene([F.shape(.rect(CGRect(x: -0.25, y: 0, width: 100.5, height: 40.2)))])
        let document = SVGTestSupport.document(scene, SVGOptions(title: "T", margin: 1.5))
        // x −1.75…101.75 → −2…102; y −1.5…41.7 → −2…42.
        #expect(document[attribute: "viewBox"] == "-2 -2 104 44")
        #expect(document[attribute: "width"] == "104")
    }

    @Test func floatNoiseDoesNotGrowTheBox() {
        let scene = F.scene([F.shape(.rect(CGRect(x: 0, y: 0, width: 100.000000001, height: 40)))])
        #expect(SVGTestSupport.document(scene, SVGOptions(title: "T", margin: 0))[attribute: "viewBox"] == "0 0 100 40")
    }

    @Test func backgroundCoversTheViewBoxBehindEverything() {
        let document = SVGTestSupport.document(F.scene([F.shape(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)))]),
                                               SVGOptions(title: "T", background: RGBA(hex: 0x111111, alpha: 0.5)))
        let elements = document.children.compactMap { if case .element(let e) = $0 { e } else { nil } }
        #expect(elements.map(\.name) == ["title", "desc", "rect", "rect"])
        let background = elements[2]
        #expect(background.attributes.map(\.name) == ["id", "x", "y", "width", "height", "fill", "fill-opacity"])
        #expect(background[attribute: "id"] == "background")
        #expect(background[attribute: "x"] == "-8")
        #expect(background[attribute: "width"] == "116")
        #expect(background[attribute: "fill"] == "#111111")
        #expect(background[attribute: "fill-opacity"] == "0.5")
    }

    @Test func rootAttributesInFixedOrder() {
        let document = SVGTestSupport.document(F.scene([]))
        #expect(document.attributes.map(\.name) == ["xmlns", "version", "width", "height", "viewBox", "role", "aria-labelledby"])
        #expect(document[attribute: "role"] == "img")
    }
}
