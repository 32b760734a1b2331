import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout

/// Layout of the built-in label, progress, group box, disclosure and labeled-content styles.
@Suite struct ControlLayoutTests {
    let engine = LayoutEngine()

    func scene(_ view: some View, width: CGFloat? = nil) throws -> Scene {
        try engine.layout(try view.resolveNode(in: ResolveContext()), width: width)
    }

    @Test func linearProgressFillsItsFractionOfTheTrack() throws {
        let shapes = allShapes(try scene(ProgressView(value: 0.25), width: 200).root)
        let capsules = shapes.filter { $0.role == "Capsule" }
        #expect(capsules.count == 2)
        #expect(capsules[0].geometry.bounds == CGRect(x: 0, y: 0, width: 200, height: 4), "the track: as wide as offered, 4 pt tall")
        #expect(capsules[1].geometry.bounds == CGRect(x: 0, y: 0, width: 50, height: 4), "the fill: a quarter, from the leading edge")
        #expect(capsules[1].fill == .solid(RGBA(hex: 0x007AFF)), "in the tint")
    }

    @Test func linearProgressLabelsAboveAndBelowTheBar() throws {
        let view = ProgressView(value: 0.5) { Text("Upload") } currentValueLabel: { Text("50 %") }
        let result = try scene(view, width: 240)
        let texts = allTexts(result.root)
        let track = try #require(allShapes(result.root).first { $0.role == "Capsule" })
        #expect(texts.map(\.string) == ["Upload", "50 %"])
        #expect(texts[0].frame.maxY <= track.geometry.bounds.minY && texts[1].frame.minY >= track.geometry.bounds.maxY)
        #expect(result.elements.map(\.role) == [.progressIndicator])
        #expect(result.elements.first?.value == "50 %")
    }

    @Test func circularSpinnerIsTwentyPointsWithEightSpokes() throws {
        let result = try scene(ProgressView())
        #expect(result.size == CGSize(width: 20, height: 20))
        let spokes = allShapes(result.root).filter { $0.role == "SpinnerSpoke" }
        #expect(spokes.count == 8)
        #expect(spokes.allSatisfy { CGRect(x: 0, y: 0, width: 20, height: 20).contains($0.geometry.bounds.insetBy(dx: 0.01, dy: 0.01)) })
    }

    @Test func labeledContentPutsTheLabelLeadingAndTheValueTrailing() throws {
        let texts = allTexts(try scene(LabeledContent("Version", value: "2.1"), width: 300).root)
        #expect(texts.map(\.string) == ["Version", "2.1"])
        #expect(texts[0].frame.minX == 0)
        #expect(abs(texts[1].frame.maxX - 300) < 0.001)
    }

    @Test func groupBoxPadsItsContentOnARoundedBackground() throws {
        let result = try scene(GroupBox("Title") { Text("Body") })
        let background = try #require(allShapes(result.root).first)
        #expect(background.geometry.bounds == CGRect(origin: .zero, size: result.size))
        let texts = allTexts(result.root)
        #expect(texts.map(\.frame.minX) == [16, 16])
        #expect(texts[0].frame.minY == 16)
    }

    @Test func containerRelativeShapeTakesTheGroupBoxCorner() throws {
        let view = GroupBox { ContainerRelativeShape().fill(Color.red).frame(width: 40, height: 40) }
        let shapes = allShapes(try scene(view).root)
        #expect(shapes.count == 2)
        // Continuous corners become a path; a rectangle would be a plain rect.
        guard case .path = shapes[1].geometry else { Issue.record("expected the group box's rounded shape, got \(shapes[1].geometry)"); return }
        let bare = allShapes(try scene(ContainerRelativeShape().fill(Color.red).frame(width: 40, height: 40)).root)
        #expect(bare.first?.geometry == .rect(CGRect(x: 0, y: 0, width: 40, height: 40)), "no container: a rectangle")
        let circular = allShapes(try scene(Color.blue.clipShape(ContainerRelativeShape()).frame(width: 20, height: 10)
            .containerShape(RoundedRectangle(cornerRadius: 4, style: .circular))).root)
        #expect(circular.count == 1)
        let clipped = try scene(Color.blue.clipShape(ContainerRelativeShape()).frame(width: 20, height: 10)
            .containerShape(RoundedRectangle(cornerRadius: 4, style: .circular)))
        #expect(clipGeometries(clipped.root) == [.roundedRect(CGRect(x: 0, y: 0, width: 20, height: 10), rx: 4, ry: 4)])
    }

    @Test func iconOnlyButtonIsStillNamedByItsTitle() throws {
        let result = try scene(Button {} label: { Label("Delete", systemImage: "xmark") }.labelStyle(.iconOnly))
        #expect(result.elements.map(\.label) == ["Delete"])
        #expect(allTexts(result.root).isEmpty)
    }

    @Test func disclosureChevronSitsAtTheTrailingEdge() throws {
        let result = try scene(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Inside") }, width: 300)
        let chevron = try #require(allShapes(result.root).first { $0.role.hasPrefix("symbol chevron") })
        #expect(chevron.geometry.bounds.maxX > 280)
        #expect(allTexts(result.root).map(\.string) == ["More", "Inside"])
        #expect(result.elements.first?.value == "expanded")
    }
}

func clipGeometries(_ group: SceneGroup) -> [SceneGeometry] {
    (group.clip.map { [$0.geometry] } ?? []) + group.children.flatMap { node -> [SceneGeometry] in
        if case .group(let g) = node { return clipGeometries(g) }
        return []
    }
}
