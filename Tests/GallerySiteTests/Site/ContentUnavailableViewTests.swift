import Foundation
import Testing
import GalleryLayout
import GalleryRender
@testable import GalleryCatalog
import StyleKit

/// `ContentUnavailableView` (iOS 17) as style code uses it: label, description and actions, centred in the space.
@Suite struct ContentUnavailableViewTests {
    let renderer = VariantRenderer(engine: LayoutEngine())

    func render(_ view: some View) throws -> Scene {
        try renderer.render(view: view, theme: GalleryTheme(id: "default", title: "Default"), canvas: .fixed(width: 390, height: 400),
                            title: "empty state").scene
    }

    @Test func aTitledEmptyStateIsTheIconTheBoldTitleAndTheDescriptionCentred() throws {
        let scene = try render(ContentUnavailableView("No Favorites", systemImage: "star.fill", description: Text("Starred items appear here.")))
        let texts = allTexts(scene.root)
        #expect(texts.map(\.string) == ["No Favorites", "Starred items appear here."])
        let (title, description) = (texts[0], texts[1])
        #expect(title.font.size == 22 && title.font.weight == 700, "title2, bold")
        #expect(description.font.size == 16 && description.font.weight == 400, "callout")
        #expect(abs(title.frame.midX - 195) < 0.5 && abs(description.frame.midX - 195) < 0.5, "centred across the width")
        #expect(title.frame.maxY <= description.frame.minY, "the description below the title")
        #expect(title.frame.midY > 100 && description.frame.midY < 300, "centred in the height")
        #expect(scene.missingSymbols.isEmpty, "star.fill is drawn")
    }

    @Test func customLabelsActionsAndSearch() throws {
        let scene = try render(ContentUnavailableView {
            Label("Offline", systemImage: "wifi.slash")
        } description: {
            Text("Check your connection.")
        } actions: {
            Button("Retry") {}
        })
        #expect(allTexts(scene.root).map(\.string) == ["Offline", "Check your connection.", "Retry"])
        let search = try render(ContentUnavailableView.search(text: "kiwi"))
        #expect(allTexts(search.root).map(\.string) == ["No Results for \u{201C}kiwi\u{201D}", "Check the spelling or try a new search."])
        #expect(search.missingSymbols.isEmpty, "magnifyingglass is drawn")
        let labelOnly = try render(ContentUnavailableView { Text("Nothing here") })
        #expect(allTexts(labelOnly.root).map(\.string) == ["Nothing here"])
    }
}
