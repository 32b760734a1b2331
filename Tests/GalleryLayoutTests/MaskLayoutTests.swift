import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout

/// `.mask(alignment:_:)`: the child drawn through the opacity of a layer sized and aligned like an overlay.
@Suite struct MaskLayoutTests {
    let engine = LayoutEngine()

    func maskedGroups(_ group: SceneGroup) -> [SceneGroup] {
        (group.mask == nil ? [] : [group]) + group.children.flatMap { node -> [SceneGroup] in
            if case .group(let g) = node { return maskedGroups(g) }
            return []
        }
    }

    @Test func maskIsALayerThatIsNotDrawn() throws {
        let view = Color.red.frame(width: 100, height: 40)
            .mask(alignment: .leading) { Capsule().frame(width: 60) }
        let scene = try engine.layout(try view.resolveNode(in: ResolveContext()))
        #expect(scene.size == CGSize(width: 100, height: 40), "a mask does not change layout")
        let groups = maskedGroups(scene.root)
        #expect(groups.count == 1)
        let masked = try #require(groups.first)
        #expect(allShapes(masked).map(\.geometry.bounds) == [CGRect(x: 0, y: 0, width: 100, height: 40)], "only the child is drawn")
        let mask = try #require(masked.mask)
        #expect(mask.bounds == CGRect(x: 0, y: 0, width: 60, height: 40), "the mask is aligned leading in the child's frame")
        #expect(scene.root.visualBounds == CGRect(x: 0, y: 0, width: 60, height: 40), "nothing shows outside the mask")
    }

    @Test func opacityAboveAMaskGoesOnTheGroupAroundIt() throws {
        let view = Color.blue.frame(width: 20, height: 20).mask(Circle()).opacity(0.5)
        let scene = try engine.layout(try view.resolveNode(in: ResolveContext()))
        guard case .group(let outer) = scene.root.children.first else { Issue.record("no group"); return }
        #expect(outer.opacity == 0.5 && outer.role == "masked")
        #expect(allShapes(outer).allSatisfy { $0.opacity == 1 })
    }

    @Test func maskContentIsNeitherAnElementNorAHitRegion() throws {
        let view = Button("Tap") {}.mask { Button("Inner") {} }
        let scene = try engine.layout(try view.resolveNode(in: ResolveContext()))
        #expect(scene.elements.map(\.label) == ["Tap"])
        #expect(scene.elements.first?.hitRegions.count == 1)
        #expect(try view.resolveNode(in: ResolveContext()).textContent == "Tap", "a mask's text is not read")
        #expect(try view.resolveNode(in: ResolveContext()).dump.contains("└─ mask: "))
    }
}
