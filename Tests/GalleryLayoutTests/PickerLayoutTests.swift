import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout

enum PickerFlavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

/// Pickers and menus as iOS draws them at rest (PickerDrawing.swift, docs/reference/controls.md "Pickers").
@Suite struct PickerLayoutTests {
    let engine = LayoutEngine()
    let blue = ScenePaint.solid(RGBA(hex: 0x007AFF))

    func scene(_ view: some View, width: CGFloat = 300, scheme: ColorScheme = .light) throws -> Scene {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return try engine.layout(try view.resolveNode(in: ResolveContext(environment: environment)), width: width)
    }

    func flavors(_ chosen: PickerFlavor) -> some View {
        Picker("Flavor", selection: .constant(chosen)) {
            ForEach(PickerFlavor.allCases) { Text($0.title).tag($0) }
        }
    }

    func shapes(_ scene: Scene, role: String) -> [SceneShape] { allShapes(scene.root).filter { $0.role == role } }

    @Test func segmentedControlsSplitTheWidthIntoEqualSegmentsOnATrack() throws {
        let result = try scene(flavors(.chocolate).pickerStyle(.segmented))
        #expect(result.size == CGSize(width: 300, height: 32))
        let rounded = allShapes(result.root).filter { $0.role == "RoundedRectangle" }
        #expect(rounded.count == 2, "the track and the thumb: \(rounded.map(\.geometry.bounds))")
        #expect(rounded.first?.geometry.bounds == CGRect(x: 0, y: 0, width: 300, height: 32))
        let thumb = try #require(rounded.last)
        let third = (300 - 4) / 3.0
        #expect(abs(thumb.geometry.bounds.minX - (2 + third)) < 1e-9 && abs(thumb.geometry.bounds.width - third) < 1e-9)
        #expect(thumb.geometry.bounds.minY == 2 && thumb.geometry.bounds.height == 28)
        #expect(thumb.fill == .solid(RGBA(hex: 0xFFFFFF)) && thumb.shadows.count == 2)
        let texts = allTexts(result.root)
        #expect(texts.map(\.string) == ["Vanilla", "Chocolate", "Mint"], "the label is not drawn")
        for (index, text) in texts.enumerated() {
            #expect(text.font.size == 13)
            #expect(text.font.weight == (index == 1 ? 600 : 500))
            #expect(abs(text.frame.midX - (2 + third * (CGFloat(index) + 0.5))) < 1e-6, "centred in its segment")
        }
        #expect(result.elements.map(\.label) == ["Vanilla", "Chocolate", "Mint"])
        #expect(result.elements.map { $0.traits.contains(.isSelected) } == [false, true, false])
        #expect(result.elements.allSatisfy { $0.role == .button })
    }

    @Test func separatorsSitOnlyBetweenSegmentsThatAreNotChosen() throws {
        let thin = { (scene: Scene) in allShapes(scene.root).filter { $0.role == "Rectangle" && $0.geometry.bounds.width == 1 } }
        #expect(thin(try scene(flavors(.chocolate).pickerStyle(.segmented))).isEmpty)
        let first = thin(try scene(flavors(.vanilla).pickerStyle(.segmented)))
        #expect(first.count == 1, "between chocolate and mint only")
        let third = (300 - 4) / 3.0
        let line = try #require(first.first).geometry.bounds
        #expect(abs(line.minX - (2 + 2 * third)) < 1e-6, "at the start of the third segment")
        #expect(abs(line.minY - (2 + 6)) < 1e-9 && abs(line.height - (28 - 12)) < 1e-9, "inset 6 pt from the segment's top and bottom")
    }

    @Test func theDarkThumbIsGray() throws {
        let thumb = allShapes(try scene(flavors(.mint).pickerStyle(.segmented), scheme: .dark).root).filter { $0.role == "RoundedRectangle" }.last
        #expect(thumb?.fill == .solid(RGBA(hex: 0x636366)))
    }

    @Test func aMenuPickerOutsideAListIsTheChosenOptionAndChevronsInTheTint() throws {
        let result = try scene(flavors(.mint))
        let texts = allTexts(result.root)
        #expect(texts.map(\.string) == ["Mint"], "the label is not drawn")
        #expect(texts.first?.paint == blue)
        #expect(result.missingSymbols.isEmpty, "chevron.up.chevron.down is drawn")
        let chevrons = try #require(shapes(result, role: "symbol chevron.up.chevron.down").first)
        let textEnd = try #require(texts.first).frame.maxX
        #expect(chevrons.fill == blue)
        #expect(chevrons.geometry.bounds.minX >= textEnd + 6 - 1e-9)
        let element = try #require(result.elements.first)
        #expect(element.role == .button && element.label == "Flavor" && element.value == "Mint")
    }

    @Test func inAFormAMenuPickerIsARowWithTheValueTrailing() throws {
        let result = try scene(Form { flavors(.chocolate) }, width: 390)
        let texts = allTexts(result.root)
        #expect(texts.map(\.string) == ["Flavor", "Chocolate"])
        #expect(texts[0].frame.minX == 40)
        #expect(texts[1].paint != blue && texts[1].frame.maxX > 300, "secondary, at the trailing end")
        #expect(result.elements.first?.value == "Chocolate")
    }

    @Test func anInlinePickerInAListMakesItsOptionsRowsWithACheckmark() throws {
        let result = try scene(List { flavors(.mint).pickerStyle(.inline) }, width: 390)
        #expect(allTexts(result.root).map(\.string) == ["Vanilla", "Chocolate", "Mint"])
        let separators = allShapes(result.root).filter { $0.role == "paint" && $0.geometry.bounds.height < 1 }
        #expect(separators.count == 2, "three rows")
        let checks = shapes(result, role: "symbol checkmark")
        #expect(checks.count == 1, "one checkmark")
        let mint = try #require(allTexts(result.root).last)
        #expect(checks.first.map { abs($0.geometry.bounds.midY - mint.frame.midY) < 2 } == true, "on the chosen row")
        #expect(result.elements.map { $0.traits.contains(.isSelected) } == [false, false, true])
    }

    @Test func aWheelShowsTheChosenOptionInItsMiddle() throws {
        let result = try scene(flavors(.chocolate).pickerStyle(.wheel))
        #expect(result.size.height == 216)
        let chocolate = try #require(allTexts(result.root).first { $0.string == "Chocolate" })
        #expect(abs(chocolate.frame.midY - 108) < 1)
        #expect(chocolate.font.size == 20, "title3")
        let opacities = allTexts(result.root).map { ($0.string, $0.opacity) }
        #expect(opacities.first { $0.0 == "Vanilla" }?.1 == 0.6)
        #expect(result.elements.first?.role == .adjustable && result.elements.first?.value == "Chocolate")
    }

    @Test func tagsMatchOptionalSelectionsAndElementIDs() throws {
        let optional = Picker("Size", selection: .constant(Optional("M"))) {
            Text("Small").tag("S")
            Text("Medium").tag("M")
        }
        #expect(allTexts(try scene(optional).root).map(\.string) == ["Medium"])
        // Under a ForEach with no `.tag`, the element's id is the tag.
        let byID = Picker("Flavor", selection: .constant("mint")) { ForEach(PickerFlavor.allCases) { Text($0.title) } }
        #expect(allTexts(try scene(byID).root).map(\.string) == ["Mint"])
        // Nothing chosen: the menu shows its chevrons only, the segmented control no thumb.
        let none = Picker("Flavor", selection: .constant("none")) { ForEach(PickerFlavor.allCases) { Text($0.title) } }
        #expect(allTexts(try scene(none).root).isEmpty)
        #expect(allShapes(try scene(none.pickerStyle(.segmented)).root).filter { $0.role == "RoundedRectangle" }.count == 1)
    }

    @Test func aNavigationLinkPickerEndsInADisclosureChevron() throws {
        let result = try scene(Form { flavors(.vanilla).pickerStyle(.navigationLink) }, width: 390)
        #expect(allTexts(result.root).map(\.string) == ["Flavor", "Vanilla"])
        #expect(result.missingSymbols.isEmpty)
        let vanilla = allTexts(result.root)[1]
        let chevron = try #require(shapes(result, role: "symbol chevron.right").first)
        #expect(chevron.geometry.bounds.minX > vanilla.frame.maxX && chevron.geometry.bounds.maxX <= 370 + 1e-9)
    }

    @Test func aMenuIsItsLabelAsAButtonAndNotItsContent() throws {
        let menu = Menu("Sort") {
            Button("By name") {}
            Button("By date") {}
        }
        let plain = try scene(menu)
        #expect(allTexts(plain.root).map(\.string) == ["Sort"])
        #expect(allTexts(plain.root).first?.paint == blue, "a borderless button's label in the tint")
        #expect(plain.elements.map(\.role) == [.button] && plain.elements.first?.label == "Sort")
        let bordered = try scene(menu.buttonStyle(.borderedProminent))
        #expect(allShapes(bordered.root).contains { $0.fill == blue }, "the label in the environment's button style")
        #expect(allTexts(bordered.root).first?.paint == .solid(RGBA(hex: 0xFFFFFF)))
    }
}
