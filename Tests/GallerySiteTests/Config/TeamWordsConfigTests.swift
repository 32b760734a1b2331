import Foundation
import Testing
@testable import GallerySite

/// `styles.settings.<id>` team words: status, notes, do/don't, owner, links, and per-variant words.
@Suite struct TeamWordsConfigTests {
    static let theme = #"[{"id": "default"}]"#

    func parse(_ settings: String) throws -> GalleryConfiguration {
        try GalleryConfiguration.parse(config(themes: Self.theme, styles: #"{"settings": \#(settings)}"#), fileName: "test.json", baseURL: repositoryRoot)
    }

    func errors(_ settings: String) -> [String] {
        configErrors(config(themes: Self.theme, styles: #"{"settings": \#(settings)}"#))
    }

    @Test func readsEveryField() throws {
        let configuration = try parse("""
            {"primary-button-style": {
              "status": "deprecated", "owner": "Buttons squad", "notes": "Use **this**.\\n\\n- one\\n- two",
              "do": ["Use one per screen"], "dont": ["Stack two", "Use `red`"],
              "links": [{"title": "Figma", "url": "https://www.figma.com/design/x"}, {"title": "Guide", "url": "docs/buttons.html"}],
              "variants": {"pressed-enabled-large": {"status": "beta", "notes": "Pressed *darkens*.", "do": ["Hold"],
                                                     "links": [{"title": "Anchor", "url": "#states"}]}},
              "axes": {"dynamicTypeSize": ["large", "accessibility5"]}
            }}
            """)
        let entry = try #require(configuration.entries.first { $0.id == "primary-button-style" })
        let words = configuration.words(for: entry)
        #expect(words.own.status == .deprecated)
        #expect(words.own.owner == "Buttons squad")
        #expect(words.own.notes == "Use **this**.\n\n- one\n- two")
        #expect(words.own.dos == ["Use one per screen"])
        #expect(words.own.donts == ["Stack two", "Use `red`"])
        #expect(words.own.links == [.init(title: "Figma", url: "https://www.figma.com/design/x"), .init(title: "Guide", url: "docs/buttons.html")])
        let variant = try #require(words.variants["pressed-enabled-large"])
        #expect(variant.status == .beta && variant.notes == "Pressed *darkens*." && variant.dos == ["Hold"] && variant.owner == nil)
        #expect(variant.links.map(\.url) == ["#states"])
        // A style without words has none; the other settings still apply.
        let other = try #require(configuration.entries.first { $0.id == "plain" })
        #expect(configuration.words(for: other).isEmpty)
        #expect(configuration.states(of: entry).count == 6)
    }

    @Test func anUnknownStatusIsAnErrorWithTheClosestOne() {
        let messages = errors(#"{"plain": {"status": "deprecatd"}}"#)
        #expect(messages.count == 1)
        #expect(messages.first?.contains(#"test.json:3:47: $.styles.settings.plain.status: expected one of "stable", "beta", "deprecated", found "deprecatd" (did you mean "deprecated"?)"#) == true,
                "\(messages)")
    }

    @Test func anUnknownVariantSlugNamesTheStylesStates() {
        let messages = errors(#"{"plain": {"variants": {"none-presed-enabled": {"notes": "x"}}}}"#)
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.hasSuffix(#"test.json:3:50: $.styles.settings.plain.variants["none-presed-enabled"]: plain has no state "none-presed-enabled" (did you mean "none-pressed-enabled", "cancel-pressed-enabled" or "none-normal-enabled"?); "#
            + "its states: none-normal-enabled, none-normal-disabled, none-pressed-enabled, destructive-normal-enabled, destructive-normal-disabled, "
            + "destructive-pressed-enabled, cancel-normal-enabled, cancel-normal-disabled, cancel-pressed-enabled"), "\(message)")
    }

    @Test func aVariantSlugCountsConfiguredPresetsAndAxes() throws {
        // `sunset` is a preset of the configuration; a limited axis leaves its other values' slugs out.
        let configuration = try parse("""
            {"gradient-style": {"presets": [{"id": "sunset", "parameters": {"colors": ["orange", "pink"]}}],
                                "variants": {"sunset-pressed-enabled": {"status": "beta"}}}}
            """)
        let entry = try #require(configuration.entries.first { $0.id == "gradient-style" })
        #expect(configuration.words(for: entry).variants["sunset-pressed-enabled"]?.status == .beta)
        #expect(errors(#"{"plain": {"axes": {"role": ["none"]}, "variants": {"destructive-normal-enabled": {"status": "beta"}}}}"#).count == 1)
    }

    @Test func unsafeLinksAreRefused() {
        for url in ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>", "java\\tscript:alert(1)", " javascript:x",
                    "//evil.example", "/handbook/x.html", "../beside.html", "docs/../../up.html", "file:///etc/passwd", "mailto:a@b.c", "https://", "http:\\\\\\\\evil", "vbscript:x"] {
            let messages = errors(#"{"plain": {"links": [{"title": "x", "url": "\#(url)"}]}}"#)
            #expect(messages.count == 1 && messages[0].contains("$.styles.settings.plain.links[0].url"), "\(url): \(messages)")
        }
        #expect(errors(#"{"plain": {"links": [{"title": "x", "url": "javascript:alert(1)"}]}}"#).first?
            .contains(#"the URL scheme "javascript:" is not allowed"#) == true)
        for url in ["https://a.example/x?y#z", "http://a.example", "docs/a.html", "docs/../a.html", "./a.html", "#states", "?q=1", "a/b:c"] {
            #expect(errors(#"{"plain": {"links": [{"title": "x", "url": "\#(url)"}]}}"#).isEmpty, "\(url)")
        }
        #expect(errors(#"{"plain": {"links": [{"title": "x", "url": "../b.html"}]}}"#).first?.contains("leads out of the site") == true)
        // A Markdown link in notes or a list item is held to the same rule.
        let notes = errors(#"{"plain": {"notes": "See [this](javascript:alert(1))", "do": ["[x](data:text/html,1)"]}}"#)
        #expect(notes.count == 2, "\(notes)")
        #expect(notes.contains { $0.contains("$.styles.settings.plain.notes: the link to \"javascript:alert(1)\"") })
        #expect(notes.contains { $0.contains("$.styles.settings.plain.do[0]: the link to \"data:text/html,1\"") })
    }

    @Test func badShapesAreLocatedErrors() {
        #expect(errors(#"{"plain": {"do": "one"}}"#).first?.contains("$.styles.settings.plain.do: expected array, found string") == true)
        #expect(errors(#"{"plain": {"dont": [3]}}"#).first?.contains("$.styles.settings.plain.dont[0]: expected string") == true)
        #expect(errors(#"{"plain": {"links": {"Figma": "https://f.example"}}}"#).first?.contains("$.styles.settings.plain.links: expected array") == true)
        #expect(errors(#"{"plain": {"links": [{"url": "https://f.example"}]}}"#).first?.contains(#"missing required member "title""#) == true)
        #expect(errors(#"{"plain": {"links": [{"title": "F", "url": "https://f.example", "titel": "x"}]}}"#).first?.contains(#"unknown member "titel""#) == true)
        #expect(errors(#"{"plain": {"notes": ""}}"#).first?.contains("notes must not be empty") == true)
        #expect(errors(#"{"plain": {"owner": "a\u0007b"}}"#).first?.contains("control character") == true)
        #expect(errors(#"{"plain": {"notse": "x"}}"#).first?.contains(#"unknown member "notse" (did you mean "notes"?)"#) == true)
        // A variant's words take no owner (that is the component's).
        #expect(errors(#"{"plain": {"variants": {"none-pressed-enabled": {"owner": "x"}}}}"#).first?.contains(#"unknown member "owner""#) == true)
        #expect(errors(#"{"plain": {"variants": {"none-pressed-enabled": "x"}}}"#).first?.contains("expected object, found string") == true)
        let long = String(repeating: "a", count: TeamWords.maximumNotesLength + 1)
        #expect(errors(#"{"plain": {"notes": "\#(long)"}}"#).first?.contains("at most 4000") == true)
    }

    @Test func theShippedConfigurationHasTeamWords() throws {
        let configuration = try shippedConfiguration()
        let byID = Dictionary(uniqueKeysWithValues: configuration.entries.map { ($0.id, $0) })
        let primary = configuration.words(for: try #require(byID["primary-button-style"]))
        #expect(primary.own.status == .stable && primary.own.owner != nil && !primary.own.dos.isEmpty && !primary.own.donts.isEmpty)
        #expect(primary.own.links.contains { $0.url.hasPrefix("https://www.figma.com/") })
        #expect(!primary.variants.isEmpty)
        #expect(configuration.words(for: try #require(byID["my-button-style"])).own.status == .deprecated)
    }
}
