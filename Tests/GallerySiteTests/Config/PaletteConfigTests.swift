import Foundation
import Testing
import StyleKit
import GalleryCatalog
@testable import GallerySite

@Suite struct PaletteConfigTests {
    func themes(_ text: String) throws -> [GalleryTheme] {
        try GalleryConfiguration.parse(text, fileName: "test.json", baseURL: repositoryRoot).themes
    }

    @Test func topLevelPaletteAppliesToThemesThatDoNotChooseAndThemesInherit() throws {
        let text = """
        {"palette": "ios26", "themes": [{"id": "a"}, {"id": "old", "palette": "ios18"}, {"id": "old-dark", "extends": "old", "colorScheme": "dark"}]}
        """
        let resolved = try themes(text)
        #expect(resolved.map(\.palette) == [.ios26, .ios18, .ios18])
        #expect(Color.blue.resolve(in: resolved[0].environment) == RGBA(hex: 0x0088FF))
        #expect(Color.blue.resolve(in: resolved[2].environment) == RGBA(hex: 0x0A84FF))
    }

    @Test func withoutPaletteThemesUseTheDefault() throws {
        #expect(try themes(#"{"themes": [{"id": "a"}]}"#).map(\.palette) == [Palette.default])
        #expect(try shippedConfiguration().themes.allSatisfy { $0.palette == .default })
    }

    @Test func unknownPaletteNamesAreLocatedWithASuggestion() {
        let top = configErrors(#"{"palette": "ios25", "themes": [{"id": "a"}]}"#)
        #expect(top == [#"test.json:1:13: $.palette: expected one of "ios18", "ios26", found "ios25" (did you mean "ios26" or "ios18"?)"#], "\(top)")
        let theme = configErrors(config(themes: #"[{"id": "a", "palette": "iOS18"}]"#))
        #expect(theme.contains { $0.contains(#"$.themes[0].palette: expected one of "ios18", "ios26", found "iOS18" (did you mean "ios18"?)"#) }, "\(theme)")
    }
}
