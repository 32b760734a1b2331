import Foundation
import Testing
import GalleryJSON
@testable import GallerySources

/// Design tokens (DTCG) feeding a design system's `environment` expressions: `{token.path}` becomes the
/// Swift literal of the token's value before the expression is compiled.
@Suite struct TokenReferencesTests {
    static let tokens = """
    {
      "color": {
        "$type": "color",
        "brand": { "$value": { "colorSpace": "srgb", "components": [0, 0.6, 0.2], "alpha": 1 } },
        "accent": { "$value": "{color.brand}" },
        "ink": { "$value": "#11223380" }
      },
      "radius": { "m": { "$type": "dimension", "$value": { "value": 0.75, "unit": "rem" } } },
      "type": { "button": { "$type": "typography", "$value": { "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 600 } } },
      "copy": { "cta": { "$type": "string", "$value": "Jetzt \\"kaufen\\" – 20 %" } },
      "shadow": { "card": { "$type": "shadow", "$value": { "color": "#000000", "offsetX": "0px" } } }
    }
    """

    /// Parses a configuration in a folder holding `tokens.json`; returns the theme environments or the error text.
    func parse(_ themes: String) throws -> Result<[SourcesConfiguration.ThemeEnvironment], SourcesError> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.tokens.utf8).write(to: folder.appendingPathComponent("tokens.json"))
        do {
            return .success(try SourcesConfiguration.parse(#"{"themes": \#(themes)}"#, fileName: "gallery-config.json", directory: folder).themes)
        } catch let error as SourcesError {
            return .failure(error)
        }
    }

    func swift(_ themes: String, theme: Int = 0) throws -> [String] {
        try parse(themes).get()[theme].values.map(\.value.swift)
    }

    @Test func eachTokenTypeBecomesItsSwiftLiteral() throws {
        let values = try swift(#"""
            [{"id": "a", "tokensFile": "tokens.json", "environment": {
              "\\.brand.primary": "{color.accent}", "\\.brand.ink": "{color.ink}", "\\.brand.radius": "{radius.m}",
              "\\.brand.buttonFont": "{type.button}", "\\.brand.cta": "{copy.cta}"}}]
            """#)
        #expect(values == [
            "Color(.sRGB, red: 0, green: 0.6, blue: 0.2, opacity: 1)",
            "Color(.sRGB, red: \(JSONText.number(0x11 / 255.0)), green: \(JSONText.number(0x22 / 255.0)), blue: \(JSONText.number(0x33 / 255.0)), opacity: \(JSONText.number(0x80 / 255.0)))",
            "12",
            "Font.system(size: 17, weight: .semibold)",
            #""Jetzt \"kaufen\" – 20 %""#,
        ])
    }

    @Test func referencesInsideLargerExpressionsAndInheritedTokenFiles() throws {
        let values = try swift(#"""
            [{"id": "base", "tokensFile": "tokens.json"},
             {"id": "child", "extends": "base", "environment": {
               "\\.theme": "Theme(accent: {color.brand}, radius: {radius.m}, items: [1, 2].map { $0 * 2 })"}}]
            """#)
        #expect(values == ["Theme(accent: Color(.sRGB, red: 0, green: 0.6, blue: 0.2, opacity: 1), radius: 12, items: [1, 2].map { $0 * 2 })"])
    }

    @Test func expressionsWithoutReferencesAreUnchanged() throws {
        #expect(try swift(#"[{"id": "a", "environment": {"\\.theme": ".blackFriday"}}]"#) == [".blackFriday"])
        #expect(try swift(#"[{"id": "a", "tokensFile": "tokens.json", "environment": {"\\.f": "{ x in x }(1)"}}]"#) == ["{ x in x }(1)"])
    }

    @Test func unknownTokensUnsupportedTypesAndMissingFilesAreLocatedErrors() throws {
        func error(_ themes: String) throws -> String {
            guard case .failure(let error) = try parse(themes) else { Issue.record("no error for \(themes)"); return "" }
            return error.description
        }
        let unknown = try error(#"[{"id": "a", "tokensFile": "tokens.json", "environment": {"\\.x": "{color.brnd}"}}]"#)
        #expect(unknown.contains(#"gallery-config.json:1:"#) && unknown.contains(#"no token "color.brnd" in tokens.json (did you mean "color.brand""#), "\(unknown)")
        let shadow = try error(#"[{"id": "a", "tokensFile": "tokens.json", "environment": {"\\.x": "{shadow.card}"}}]"#)
        #expect(shadow.contains(#"token "shadow.card" has $type "shadow""#), "\(shadow)")
        let noFile = try error(#"[{"id": "a", "environment": {"\\.x": "{color.brand}"}}]"#)
        #expect(noFile.contains(#"has no "tokensFile""#), "\(noFile)")
    }
}
