import Testing
@testable import GalleryJSON

@Suite("JSONCursor typed access")
struct JSONCursorTests {
    static let config = """
        {
          "themes": [
            {
              "name": "light",
              "colorScheme": "light"
            },
            {
              "name": "night",
              "accent": "#ff0000",
              "radius": 4.5,
              "tags": ["a"],
          "colorScheme": "darkk"
            }
          ]
        }
        """

    enum Scheme: String, CaseIterable { case light, dark }

    func root() throws -> JSONCursor {
        try JSONParser.parse(Self.config, file: "gallery-config.json").cursor(file: "gallery-config.json")
    }

    @Test func enumMismatchProducesLocatedSuggestion() throws {
        let themes = try root().requiredMember("themes").elements()
        #expect(try themes[0].requiredMember("colorScheme").enumCase(Scheme.self) == .light)
        #expect(throws: ConfigIssue.self) { try themes[1].requiredMember("colorScheme").oneOf(["light", "dark"]) }
        do {
            _ = try themes[1].requiredMember("colorScheme").enumCase(Scheme.self)
        } catch {
            #expect(error.path.description == "$.themes[1].colorScheme")
            #expect(error.position == pos(12, 18))
            #expect(
                error.description
                    == #"gallery-config.json:12:18: $.themes[1].colorScheme: expected one of "light", "dark", found "darkk" (did you mean "dark"?)"#
            )
        }
    }

    @Test func typedReads() throws {
        let theme = try root().requiredMember("themes").elements()[1]
        #expect(try theme.requiredMember("name").string() == "night")
        #expect(try theme.requiredMember("radius").number() == 4.5)
        #expect(try theme.requiredMember("tags").elements().map { try $0.string() } == ["a"])
        #expect(try theme.member("missing") == nil)
        #expect(try theme.members().map(\.key) == ["name", "accent", "radius", "tags", "colorScheme"])
        #expect(try theme.members()[2].keyPosition == pos(10, 7))
        #expect(try theme.members()[2].value.path.description == "$.themes[1].radius")
    }

    @Test func typeMismatchMessages() throws {
        let theme = try root().requiredMember("themes").elements()[1]
        #expect(configFailure { _ = try theme.requiredMember("radius").int() }
            == "gallery-config.json:10:17: $.themes[1].radius: expected integer, found number 4.5")
        #expect(configFailure { _ = try theme.requiredMember("name").bool() }
            == #"gallery-config.json:8:15: $.themes[1].name: expected boolean, found string "night""#)
        #expect(configFailure { _ = try theme.requiredMember("tags").members() }
            == "gallery-config.json:11:15: $.themes[1].tags: expected object, found array")
        #expect(configFailure { _ = try theme.requiredMember("tags").string() }
            == "gallery-config.json:11:15: $.themes[1].tags: expected string, found array")
        #expect(configFailure { _ = try theme.requiredMember("fontSize") }
            == #"gallery-config.json:7:5: $.themes[1]: missing required member "fontSize""#)
        #expect(configFailure { _ = try theme.requiredMember("radius").oneOf(["a", "b"]) }
            == #"gallery-config.json:10:17: $.themes[1].radius: expected one of "a", "b", found 4.5"#)
    }

    @Test func unknownMembersAreReportedAtTheirKeys() throws {
        let theme = try root().requiredMember("themes").elements()[1]
        let issues = theme.unknownMemberIssues(allowed: ["name", "accents", "radius", "tags", "colorScheme", "tag"])
        #expect(issues.map(\.description) == [
            #"gallery-config.json:9:7: $.themes[1].accent: unknown member "accent" (did you mean "accents"?)"#
        ])
        // "accentColor" is 5 edits away (threshold 2): no suggestion; present keys are never suggested.
        #expect(theme.unknownMemberIssues(allowed: ["accentColor", "tags"]).map(\.message) == [
            #"unknown member "name""#, #"unknown member "accent""#, #"unknown member "radius""#,
            #"unknown member "colorScheme""#,
        ])
        #expect(theme.unknownMemberIssues(allowed: ["name", "accent", "radius", "tags", "colorScheme"]) == [])
        #expect(try theme.requiredMember("tags").unknownMemberIssues(allowed: []) == [])
    }

    @Test func issueWithoutPosition() {
        let issue = ConfigIssue(file: "c.json", path: JSONPath.root.appending("a"), position: nil, message: "boom")
        #expect(issue.description == "c.json: $.a: boom")
    }
}
