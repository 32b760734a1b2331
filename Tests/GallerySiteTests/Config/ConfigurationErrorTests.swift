import Foundation
import Testing
@testable import GallerySite

/// Each class of configuration error, with where and why.
@Suite struct ConfigurationErrorTests {
    @Test func syntaxErrorsCarryLineAndColumn() {
        let errors = configErrors("{\n  \"title\": \"T\",\n  \"themes\": [ { \"id\": \"a\" }, ]\n}")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("test.json:3:") == true, "\(errors)")
    }

    @Test func unknownStyleIDSuggestsTheClosest() {
        let errors = configErrors(config(themes: #"[{"id": "a"}]"#, styles: #"{"include": ["gradient-styl", "plain"]}"#))
        #expect(errors == [#"test.json:3:26: $.styles.include[0]: unknown style id "gradient-styl" (did you mean "gradient-style"?)"#])
    }

    @Test func unknownTokenNamesKnownOnes() {
        let errors = configErrors(config(themes: #"[{"id": "a", "tokens": {"button.primry.color": "red"}}]"#))
        #expect(errors.count == 1)
        #expect(errors[0].contains(#"$.themes[0].tokens["button.primry.color"]: unknown token "button.primry.color" (did you mean "button.primary.color""#), "\(errors)")
    }

    @Test func colorThatIsNotAColor() {
        #expect(configErrors(config(themes: ##"[{"id": "a", "accentColor": "#12345"}]"##))
                == [##"test.json:3:41: $.themes[0].accentColor: "#12345" is not a color (use #RRGGBB or #RRGGBBAA)"##])
        #expect(configErrors(config(themes: #"[{"id": "a", "tokens": {"button.primary.color": "tael"}}]"#)).first?
            .contains(#""tael" is not a color (did you mean "teal""#) == true)
    }

    @Test func themesThatExtendThemselvesOrEachOther() {
        #expect(configErrors(config(themes: #"[{"id": "a", "extends": "a"}]"#))
                == [#"test.json:3:37: $.themes[0].extends: theme "a" extends itself"#])
        let cycle = configErrors(config(themes: #"[{"id": "a", "extends": "b"}, {"id": "b", "extends": "a"}]"#))
        #expect(cycle.first?.contains("themes extend each other in a cycle: a → b → a") == true, "\(cycle)")
        let unknown = configErrors(config(themes: #"[{"id": "dark", "extends": "defualt"}, {"id": "default"}]"#))
        #expect(unknown.first?.contains(#"theme extends unknown theme "defualt" (did you mean "default"?)"#) == true, "\(unknown)")
    }

    @Test func duplicateIDs() {
        let errors = configErrors(config(themes: #"[{"id": "a"}, {"id": "a"}]"#))
        #expect(errors == [#"test.json:3:27: $.themes[1]: duplicate theme id "a" (first declared at line 3)"#])
        let styles = configErrors(config(themes: #"[{"id": "a"}]"#, styles: #"{"include": ["plain", "plain"]}"#))
        #expect(styles.first?.contains(#"style id "plain" is listed twice"#) == true)
    }

    @Test func wrongTypesAndUnknownMembers() {
        let errors = configErrors(config(themes: #"[{"id": "a", "colorScheme": "darkk", "titel": "x"}]"#))
        #expect(errors.contains { $0.contains(#"$.themes[0].titel: unknown member "titel" (did you mean "title"?)"#) }, "\(errors)")
        #expect(errors.contains { $0.contains(#"$.themes[0].colorScheme: expected one of "light", "dark", found "darkk" (did you mean "dark"?)"#) }, "\(errors)")
        let types = configErrors(#"{"title": 3, "themes": "default"}"#)
        #expect(types.count == 2, "\(types)")
        #expect(types.contains { $0.contains("$.title: expected string") }, "\(types)")
        #expect(types.contains { $0.contains("$.themes: expected array") }, "\(types)")
    }

    @Test func axesMustExistOnTheEntry() {
        let errors = configErrors(config(themes: #"[{"id": "a"}]"#,
            styles: #"{"settings": {"gradient-style": {"axes": {"isOn": ["on"], "interaction": ["presed"]}}}}"#))
        #expect(errors.contains { $0.contains(#"gradient-style has no axis "isOn""#) }, "\(errors)")
        #expect(errors.contains { $0.contains(#"found "presed" (did you mean "pressed"?)"#) }, "\(errors)")
    }

    @Test func designTokenErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dtcg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"button": {"primary": {"color": {"$type": "color", "$value": "{button.primary.color}"}}}}"#
            .write(to: directory.appendingPathComponent("cycle.json"), atomically: true, encoding: .utf8)
        try #"{"button": {"primary": {"borderWidth": {"$type": "dimension", "$value": {"value": 2, "unit": "em"}}}}}"#
            .write(to: directory.appendingPathComponent("unit.json"), atomically: true, encoding: .utf8)
        func errors(_ file: String) -> [String] {
            do {
                _ = try GalleryConfiguration.parse(config(themes: #"[{"id": "a", "tokensFile": "\#(file)"}]"#), fileName: "test.json", baseURL: directory)
                return []
            } catch let error as ConfigurationError { return error.messages } catch { return ["\(error)"] }
        }
        #expect(errors("cycle.json").first?.contains("alias cycle") == true)
        #expect(errors("unit.json").first?.contains(#"dimension unit "em" is not supported"#) == true)
        #expect(errors("missing.json").first?.contains("cannot read design-token file") == true)
    }
}
