import Foundation
import Testing
import GalleryJSON
@testable import GallerySite

/// `gallery-config.schema.json` against the shipped configuration and broken ones.
@Suite struct SchemaTests {
    func validator() throws -> JSONSchemaValidator {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("gallery-config.schema.json"), encoding: .utf8)
        return try JSONSchemaValidator(schema: try JSONParser.parse(text, file: "gallery-config.schema.json"), file: "gallery-config.schema.json")
    }

    func issues(_ text: String) throws -> [String] {
        try validator().validate(try JSONParser.parse(text, file: "c.json"), file: "c.json").map(\.description)
    }

    @Test func schemaUsesOnlySupportedKeywords() throws {
        #expect(try validator().unsupportedKeywords().isEmpty)
    }

    @Test func acceptsTheShippedConfiguration() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("gallery-config.json"), encoding: .utf8)
        #expect(try issues(text) == [])
    }

    @Test func rejectsBrokenConfigurations() throws {
        #expect(try !issues(#"{"themes": []}"#).isEmpty, "no theme")
        #expect(try !issues(#"{"title": "x"}"#).isEmpty, "themes missing")
        #expect(try issues(#"{"themes": [{"id": "Bad Id"}]}"#).contains { $0.contains("$.themes[0].id") })
        #expect(try issues(#"{"themes": [{"id": "a", "colorScheme": "sepia"}]}"#).contains { $0.contains("$.themes[0].colorScheme") })
        #expect(try issues(##"{"themes": [{"id": "a", "accentColor": "#12"}]}"##).contains { $0.contains("$.themes[0].accentColor") })
        #expect(try issues(#"{"themes": [{"id": "a", "tokens": {"button.primary.colour": "red"}}]}"#).contains { $0.contains("colour") })
        #expect(try issues(#"{"font": {"text": "svg"}, "themes": [{"id": "a"}]}"#).contains { $0.contains("$.font.text") })
        #expect(try issues(#"{"styles": {"settings": {"plain": {"axes": {"size": ["large"]}}}}, "themes": [{"id": "a"}]}"#)
            .contains { $0.contains("size") })
    }

    @Test func acceptsDesignSystemSourcesAndRejectsMisspelledSelections() throws {
        #expect(try issues("""
            {"sources": ["Sources/Brand", {"path": "../pay", "targets": ["PayUI"], "exclude": ["**/UIKit/**"]}],
             "modules": {"Tokens": "../tokens"}, "assets": "Brand.xcassets", "fonts": ["Fonts"], "themes": [{"id": "a"}]}
            """) == [])
        #expect(try issues(#"{"sources": "Brand", "themes": [{"id": "a"}]}"#) == [])
        #expect(try !issues(#"{"sources": [{"path": "../pay", "exlude": []}], "themes": [{"id": "a"}]}"#).isEmpty)
        #expect(try !issues(#"{"sources": [{"targets": ["PayUI"]}], "themes": [{"id": "a"}]}"#).isEmpty, "path is required")
        #expect(try !issues(#"{"modules": {"Tokens": 3}, "themes": [{"id": "a"}]}"#).isEmpty)
        #expect(try issues(#"{"modules": {"Tokens": {"path": "../tokens", "exclude": ["UIKit/**"]}}, "themes": [{"id": "a"}]}"#) == [])
        #expect(try !issues(#"{"modules": {"Tokens": {"path": "../tokens", "exlude": []}}, "themes": [{"id": "a"}]}"#).isEmpty)
        #expect(try !issues(#"{"modules": {"Tokens": {"exclude": []}}, "themes": [{"id": "a"}]}"#).isEmpty, "path is required")
    }

    @Test func teamWordsFollowTheSchema() throws {
        func settings(_ body: String) -> String { #"{"styles": {"settings": {"plain": \#(body)}}, "themes": [{"id": "a"}]}"# }
        #expect(try issues(settings(#"{"status": "beta", "notes": "**x**", "do": ["a"], "dont": ["b"], "owner": "o", "#
            + ##""links": [{"title": "F", "url": "https://f.example"}, {"title": "R", "url": "docs/x.html"}, {"title": "A", "url": "#a"}], "##
            + #""variants": {"none-pressed-enabled": {"status": "deprecated", "notes": "n"}}}"#)) == [])
        #expect(try issues(settings(#"{"status": "gone"}"#)).contains { $0.contains("$.styles.settings.plain.status") })
        for url in ["javascript:alert(1)", "data:text/html,x", "//evil.example", "https://", "/handbook/x.html"] {
            #expect(try issues(settings(#"{"links": [{"title": "x", "url": "\#(url)"}]}"#)).contains { $0.contains("links[0].url") }, "\(url)")
        }
        #expect(try !issues(settings(#"{"links": {"Figma": "https://f.example"}}"#)).isEmpty, "links is an array")
        #expect(try !issues(settings(#"{"variants": {"none-pressed-enabled": {"owner": "x"}}}"#)).isEmpty, "no owner per variant")
    }
}
