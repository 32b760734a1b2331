import Foundation
import Testing
import GalleryLayout
import GalleryRender
@testable import GalleryCatalog
import StyleKit

/// A `PreviewProvider`'s `previews` as Xcode's canvas shows them: each view a preview of its own, named by
/// `.previewDisplayName(_:)`.
@Suite @MainActor struct PreviewMakersTests {
    let renderer = VariantRenderer(engine: LayoutEngine())

    func texts(_ view: AnyView) throws -> [String] {
        let scene = try renderer.render(view: view, theme: GalleryTheme(id: "default", title: "Default"), title: "preview").scene
        return allTexts(scene.root).map(\.string)
    }

    @Test func eachViewOfAGroupIsAPresetNamedAsXcodeNamesIt() throws {
        let makers = StyleEntry.previewMakers(title: "Badge_Previews", usage: "Badge_Previews") {
            Group {
                Text("A").previewDisplayName("Light")
                Text("B").previewDisplayName("Dark Mode (SE)")
                Text("C")
                Text("D").previewDisplayName("Light")
            }
            .padding()
        }
        #expect(makers.map(\.id) == ["light", "dark-mode-se", "preview-3", "light-4"])
        #expect(makers.map(\.title) == ["Light", "Dark Mode (SE)", "Badge_Previews 3", "Light"])
        let state = VariantState([])
        #expect(try makers.map { try texts($0.make(state, "")) } == [["A"], ["B"], ["C"], ["D"]], "each preset draws its own view")
    }

    @Test func aForEachGivesAPreviewPerElement() throws {
        let makers = StyleEntry.previewMakers(title: "Sizes", usage: "Sizes") {
            ForEach(["S", "M", "L"], id: \.self) { Text($0).previewDisplayName("Size \($0)") }
        }
        #expect(makers.map(\.id) == ["size-s", "size-m", "size-l"])
    }

    @Test func oneViewIsOnePresetOfTheWhole() throws {
        let makers = StyleEntry.previewMakers(title: "Rating_Previews", usage: "Rating_Previews") {
            VStack { Text("1"); Text("2") }.previewDisplayName("Two")
        }
        #expect(makers.map(\.id) == ["default"] && makers.map(\.title) == ["Rating_Previews"])
        #expect(try texts(makers[0].make(VariantState([]), "")) == ["1", "2"])
    }

    @Test func presetIDsAreSlugsOfTheName() {
        #expect(StyleEntry.presetID(from: "  Dark — Large!  ") == "dark-large")
        #expect(StyleEntry.presetID(from: "עברית") == nil, "no ASCII letter: the preview is numbered instead")
    }
}
