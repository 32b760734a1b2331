import Foundation
@testable import GalleryLayout
import GallerySVG
@testable import StyleKit
import Testing
import XMLWriter

@Suite("Asset images")
struct SVGImageTests {
    typealias F = SceneFixtures

    static let png = AssetImage(name: "logo", fileName: "logo@3x.png", format: .png, data: Data([0x89, 0x50, 0x4E, 0x47]),
                                size: CGSize(width: 44, height: 20))

    static func scene(template: ScenePaint? = nil, opacity: Double = 1) -> Scene {
        F.scene([.image(SceneImage(image: png, frame: CGRect(x: 4, y: 6, width: 44, height: 20), templatePaint: template,
                                   opacity: opacity, shadows: []))])
    }

    @Test func anImageEmbedsItsFileStretchedOverItsFrame() throws {
        let doc = SVGTestSupport.document(Self.scene(opacity: 0.5))
        #expect(doc[attribute: "xmlns:xlink"] == "http://www.w3.org/1999/xlink")
        let image = try #require(doc.first("image"))
        #expect(image.attributes.map(\.name) == ["id", "x", "y", "width", "height", "preserveAspectRatio", "xlink:href", "opacity"])
        #expect(image[attribute: "x"] == "4" && image[attribute: "width"] == "44" && image[attribute: "preserveAspectRatio"] == "none")
        #expect(image[attribute: "xlink:href"] == "data:image/png;base64,iVBORw==")
        // Well-formed and parseable as XML, namespace included.
        let bytes = Array(try SVGTestSupport.string(Self.scene()).utf8)
        let reparsed = try XMLDocumentReader.parse(bytes, fileName: "image.svg")
        #expect(reparsed.descendants { $0.name == "image" }.count == 1)
    }

    @Test func documentsWithoutImagesDoNotDeclareXLink() {
        let doc = SVGTestSupport.document(F.scene([F.shape(.rect(CGRect(x: 0, y: 0, width: 8, height: 8)))]))
        #expect(doc[attribute: "xmlns:xlink"] == nil)
    }

    @Test func aTemplateImageMasksItsFrameFilledWithThePaint() throws {
        let doc = SVGTestSupport.document(Self.scene(template: .solid(F.red)))
        let mask = try #require(doc.first("mask"))
        #expect(mask.first("image") != nil, "the image is the mask")
        let group = try #require(doc.all("g").first { $0[attribute: "mask"] != nil })
        let filled = try #require(group.first("rect"))
        #expect(filled[attribute: "fill"] != nil && filled[attribute: "width"] == "44")
        #expect(SVGTestSupport.references(in: doc).allSatisfy { SVGTestSupport.ids(in: doc).contains($0) })
    }
}
