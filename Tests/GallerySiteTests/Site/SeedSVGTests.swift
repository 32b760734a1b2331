import Foundation
import FoundationXML
import Testing
@testable import GalleryCatalog
import GalleryRender
@testable import GallerySite

/// Every seed style in every state, light and dark: the SVG is well-formed XML and byte-identical
/// across two renders.
@Suite struct SeedSVGTests {
    static let seedIDs = Catalog.seedEntries.map(\.id)

    @Test(arguments: seedIDs)
    func seedSVGsAreWellFormedAndStable(entryID: String) throws {
        let configuration = try shippedConfiguration()
        let entry = try #require(configuration.entries.first { $0.id == entryID })
        let renderer = VariantRenderer(engine: configuration.makeLayoutEngine())
        for theme in configuration.themes where ["default", "dark"].contains(theme.id) {
            for state in configuration.states(of: entry) {
                let variant = Variant(entry: entry, state: state)
                let first = try renderer.render(variant, theme: theme).svg
                let second = try renderer.render(variant, theme: theme).svg
                #expect(first == second, "\(variant.id) under \(theme.id) is not byte-stable")
                let document = try XMLDocument(data: Data(first))
                #expect(document.rootElement()?.name == "svg")
                #expect(document.rootElement()?.attributes?.contains { $0.name == "viewBox" } == true)
                #expect(document.rootElement()?.elements(forName: "title").first?.stringValue?.contains(entry.displayName) == true)
            }
        }
    }
}
