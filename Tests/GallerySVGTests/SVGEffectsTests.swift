import Foundation
@testable import GalleryLayout
import GallerySVG
@testable import StyleKit
import Testing
import XMLWriter

@Suite("Groups, shadows and clips")
struct SVGEffectsTests {
    typealias F = SceneFixtures

    var button: XMLElement { SVGTestSupport.document(F.kitchenSink).all("g").first! }

    @Test func groupWithTransformOpacityAndShadowsIsOneG() {
        #expect(button.attributes.map { "\($0.name)=\($0.value)" } == [
            "id=button", "transform=matrix(1 0 0 1 10 5)", "opacity=0.8", "filter=url(#sg-f1)"])
    }

    @Test func clipGoesInsideTheShadowedGroup() throws {
        // Filters run before clipping in SVG, so the clip sits on an inner <g> to keep the shadow.
        let inner = try #require(button.children.first.flatMap { if case .element(let e) = $0 { e } else { nil } })
        #expect(inner.name == "g")
        #expect(inner.attributes.map(\.name) == ["clip-path"])
        let clip = try #require(SVGTestSupport.document(F.kitchenSink).first("clipPath"))
        #expect(clip.attributes.map { "\($0.name)=\($0.value)" } == ["id=sg-c1", "clipPathUnits=userSpaceOnUse"])
        #expect(clip.first("rect")?[attribute: "rx"] == "12")
    }

    @Test func clipWithoutShadowsGoesOnTheSameG() {
        let group = SceneGroup(opacity: 0.5, clip: SceneClip(geometry: .ellipse(CGRect(x: 0, y: 0, width: 8, height: 8)), evenOdd: true),
                               children: [F.shape(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)))])
        let document = SVGTestSupport.document(F.scene([.group(group)]))
        #expect(document.all("g").map { $0.attributes.map(\.name) } == [["id", "opacity", "clip-path"]])
        #expect(document.first("clipPath")?.first("circle")?[attribute: "clip-rule"] == "evenodd")
    }

    @Test func twoShadowsInOneFilterFromPrimitives() throws {
        let filter = try #require(SVGTestSupport.document(F.kitchenSink).first("filter"))
        #expect(filter[attribute: "filterUnits"] == "userSpaceOnUse")
        #expect(filter[attribute: "color-interpolation-filters"] == "sRGB")
        let names = filter.children.compactMap { if case .element(let e) = $0 { e.name } else { nil } }
        #expect(names == ["feGaussianBlur", "feOffset", "feFlood", "feComposite",
                          "feGaussianBlur", "feOffset", "feFlood", "feComposite", "feMerge"])
        #expect(filter.all("feGaussianBlur").map { $0[attribute: "stdDeviation"] } == ["4", "12"])
        #expect(filter.all("feGaussianBlur").allSatisfy { $0[attribute: "in"] == "SourceAlpha" })
        #expect(filter.all("feComposite").allSatisfy { $0[attribute: "operator"] == "in" })
        #expect(filter.all("feFlood").map { $0[attribute: "flood-opacity"] } == ["0.33", "0.1"])
        #expect(filter.all("feMergeNode").map { $0[attribute: "in"] } == ["s1", "s2", "SourceGraphic"])
        // Region: group content (0,0,120,44) clipped, shadow 2 reaches 36 around and 8 down; +1; in group space.
        #expect(filter.attributes.prefix(5).map(\.value) == ["sg-f1", "-37", "-29", "194", "118"])
    }

    @Test func filtersThatDifferOnlyInRegionAreOneWithTheUnionRegion() throws {
        let shadow = SceneShadow(color: F.shadowBlack, radius: 2, offset: CGSize(width: 0, height: 1))
        let other = SceneShadow(color: F.shadowBlack, radius: 3, offset: CGSize(width: 0, height: 1))
        let document = SVGTestSupport.document(F.scene([
            F.shape(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), shadows: [shadow]),
            F.shape(.rect(CGRect(x: 50, y: 20, width: 10, height: 10)), shadows: [shadow]),
            F.shape(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), shadows: [other]),
        ]))
        let filters = document.all("filter")
        #expect(filters.count == 2)
        // 0…10 and 50…60 wide, 0…10 and 20…30 high; 3σ = 6 around (the shadow 1 lower), and 1 more each side.
        #expect(filters[0].attributes.prefix(5).map(\.value) == ["sg-f1", "-7", "-6", "74", "44"])
        #expect(filters[1].attributes.prefix(5).map(\.value) == ["sg-f2", "-10", "-9", "30", "30"])
        #expect(document.all("rect").map { $0[attribute: "filter"] } == ["url(#sg-f1)", "url(#sg-f1)", "url(#sg-f2)"])
        // An offset of 0 is left out (the default).
        #expect(filters[0].first("feOffset")?[attribute: "dx"] == nil)
        #expect(filters[0].first("feOffset")?[attribute: "dy"] == "1")
    }

    @Test func zeroRadiusShadowSkipsTheBlur() throws {
        let filter = try #require(SVGTestSupport.document(F.kitchenSink).all("filter").last)
        #expect(filter.all("feGaussianBlur").isEmpty)
        #expect(filter.first("feOffset")?[attribute: "in"] == "SourceAlpha")
    }

    @Test func nestedGroupsNestAndPlainGroupsFlatten() {
        let leaf = F.shape(.rect(CGRect(x: 0, y: 0, width: 4, height: 4)))
        let scene = F.scene([.group(SceneGroup(children: [
            .group(SceneGroup(transform: CGAffineTransform(scaleX: 2, y: 2), children: [
                .group(SceneGroup(opacity: 0.5, children: [.group(SceneGroup(children: [leaf]))])),
            ])),
        ]))])
        let document = SVGTestSupport.document(scene)
        let outer = document.all("g")
        #expect(outer.count == 2)
        #expect(outer[0][attribute: "transform"] == "matrix(2 0 0 2 0 0)")
        #expect(outer[1][attribute: "opacity"] == "0.5")
        #expect(outer[1].children.count == 1)
        #expect(outer[0].all("rect").count == 1)
    }

    @Test func rotationIsWrittenAsMatrix() {
        let group = SceneGroup(transform: CGAffineTransform(rotationAngle: .pi / 2), children: [F.shape(.rect(CGRect(x: 0, y: 0, width: 4, height: 4)))])
        #expect(SVGTestSupport.document(F.scene([.group(group)])).first("g")?[attribute: "transform"] == "matrix(0 1 -1 0 0 0)")
    }

    @Test func translucentGroupOpacityIsOnTheG() {
        let nested = SVGTestSupport.document(F.kitchenSink).all("g").first { $0[attribute: "opacity"] == "0.5" }
        #expect(nested?.all("circle").count == 1)
        #expect(nested?.all("ellipse").count == 1)
    }
}

@Suite("Clip edge cases")
struct SVGClipEdgeCaseTests {
    @Test func emptyClipPathHidesTheGroup() {
        let group = SceneGroup(clip: SceneClip(geometry: .path(Path())),
                               children: [SceneFixtures.shape(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)))])
        let document = SVGTestSupport.document(SceneFixtures.scene([.group(group)]))
        #expect(document.all("rect").isEmpty)
        #expect(document.all("g").isEmpty)
    }
}
