import Foundation
import Testing
@testable import GalleryCatalog
@testable import GallerySite
@testable import StyleKit

@Suite struct ShippedConfigurationTests {
    @Test func expandsTheSeedMatrixUnderAtLeastFiveThemes() throws {
        let configuration = try shippedConfiguration()
        #expect(configuration.themes.count >= 5)
        #expect(Set(configuration.themes.map(\.id)).isSuperset(of: ["default", "dark", "black-friday", "germany", "brazil"]))
        let seedIDs = ["my-button-style", "my-primitive-button-style", "my-toggle-style", "my-toggle-style-2",
                       "default-triple-toggle-style", "knob-triple-toggle-style", "purple-text-toggle-style",
                       "check-mark-toggle-style", "colored-toggle-style", "primary-button-style", "gradient-style"]
        for id in seedIDs {
            let entry = try #require(configuration.entries.first { $0.id == id }, "\(id) missing")
            // Every value of the style's own axes is shown (the configuration may add environment axes).
            for axis in entry.axes where !axis.isEnvironment {
                #expect(configuration.values(of: axis, in: entry) == entry.values(of: axis), "\(id) pins \(axis) in the shipped config")
            }
        }
        #expect(configuration.label(for: try #require(configuration.entries.first { $0.id == "gradient-style" })) == "Gradient Button")
    }

    @Test func axisExpansionExcludesImpossibleCombinations() throws {
        let entry = try #require(Catalog.builtIn.entry(id: "my-button-style"))
        // 2 presets × 2 interactions × 2 enabled = 8, minus pressed+disabled for each preset.
        #expect(entry.states.count == 6)
        #expect(!entry.states.contains { $0.isPressed && $0.isDisabled })
        let bordered = try #require(Catalog.builtIn.entry(id: "bordered"))
        #expect(bordered.states.count == 3 * 5 * 3)
        #expect(bordered.states(limitedTo: [.controlSize: ["small", "large"], .role: ["none"]]).count == 2 * 3)
    }

    @Test func variantIDsAreStableReadableAndUnique() throws {
        let configuration = try shippedConfiguration()
        var ids: [String] = []
        for entry in configuration.entries {
            for state in configuration.states(of: entry) { ids.append(Variant(entry: entry, state: state).id) }
        }
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("gradient-style/rainbow-pressed-enabled"))
        #expect(ids.contains("bordered/destructive-large-pressed-enabled"))
        #expect(ids.contains("my-toggle-style-2/macOS-on-enabled-form-rightToLeft"))
        #expect(ids.contains("settings-item/pressed-enabled-leftToRight-accessibility5"))
        #expect(ids.allSatisfy { $0.range(of: "^[a-z0-9-]+/[A-Za-z0-9-]+$", options: .regularExpression) != nil })
        let again = configuration.entries.flatMap { e in configuration.states(of: e).map { Variant(entry: e, state: $0).id } }
        #expect(again == ids)
    }

    @Test func anyVariantRendersByID() throws {
        let configuration = try shippedConfiguration()
        let variant = try configuration.variant(id: "knob-triple-toggle-style/black-low")
        #expect(variant.state[.level] == "low")
        #expect(throws: (any Error).self) { try configuration.variant(id: "knob-triple-toggle-style/black-lo") }
        do {
            _ = try configuration.variant(id: "gradiant-style/mint-normal-enabled")
        } catch {
            #expect("\(error)".contains("did you mean \"gradient-style\""))
        }
    }
}

@Suite struct ThemeTests {
    func theme(_ id: String) throws -> GalleryTheme {
        try #require(try shippedConfiguration().themes.first { $0.id == id })
    }

    func primaryStroke(_ theme: GalleryTheme) throws -> String {
        let entry = try #require(Catalog.builtIn.entry(id: "primary-button-style"))
        let tree = try Variant(entry: entry, state: entry.states[0]).resolve(in: theme.environment)
        var paint = ""
        tree.visit { if case .shape(let s) = $0, case .stroke = s.drawing { paint = s.paint.description } }
        return paint
    }

    @Test func inheritanceAndOverridesReachTheStyles() throws {
        #expect(try primaryStroke(theme("default")) == "#30B0C7", "teal, light")
        #expect(try primaryStroke(theme("dark")) == "#40C8E0", "dark inherits teal and resolves it dark")
        #expect(try primaryStroke(theme("black-friday")) == "#000000")
        #expect(try primaryStroke(theme("pink-promo")) == "#FF2D55", "the seed's ad-hoc .pink override")
        #expect(try theme("dark").colorScheme == .dark)
        #expect(try theme("germany").colorScheme == .light)
    }

    @Test func countryAccentsTintTheSystemStyles() throws {
        let entry = try #require(Catalog.builtIn.entry(id: "borderless"))
        let state = entry.states[0]
        func labelPaint(_ t: GalleryTheme) throws -> String {
            var paint = ""
            try Variant(entry: entry, state: state).resolve(in: t.environment).visit {
                if case .text(let run) = $0 { paint = run.paint.description }
            }
            return paint
        }
        #expect(try labelPaint(theme("default")) == "#007AFF")
        #expect(try labelPaint(theme("germany")) == "#C8102E")
        #expect(try labelPaint(theme("brazil")) == "#007A33")
    }

    @Test func designTokenFileDrivesATheme() throws {
        let holiday = try theme("holiday")
        let env = holiday.environment
        #expect(holiday.tokens.primaryColor.resolve(in: env).hexString == "#145A32")
        #expect(holiday.tokens.primaryBorderWidth == 4)
        #expect(holiday.accentColor?.resolve(in: env).hexString == "#B00E28", "alias {palette.berry}")
        #expect(holiday.tokens.settingsItemBackground.resolve(in: env).hexString == "#F9F9FA")
    }
}

@Suite struct TypographyAndShapeTokenTests {
    func theme(_ id: String) throws -> GalleryTheme {
        try #require(try shippedConfiguration().themes.first { $0.id == id })
    }

    func fontsAndRadius(_ entryID: String, _ theme: GalleryTheme) throws -> (fonts: [String], shapes: [String]) {
        let entry = try #require(Catalog.builtIn.entry(id: entryID))
        var fonts: [String] = [], shapes: [String] = []
        try Variant(entry: entry, state: entry.states[0]).resolve(in: theme.environment).visit {
            if case .text(let run) = $0 { fonts.append(run.font.description) }
            if case .shape(let s) = $0 { shapes.append("\(s.shape.geometry(in: CGRect(x: 0, y: 0, width: 100, height: 40)))") }
        }
        return (fonts, shapes)
    }

    @Test func typographyAndCornerRadiusTokensReachTheStyles() throws {
        #expect(try fontsAndRadius("secondary-button-style", theme("default")).fonts == ["headline 17pt w600"])
        #expect(try fontsAndRadius("secondary-button-style", theme("black-friday")).fonts == ["headline 17pt w800"])
        #expect(try fontsAndRadius("settings-item", theme("pink-promo")).fonts == ["body 17pt w400 rounded"])
        #expect(try fontsAndRadius("settings-item", theme("default")).shapes.first?.contains("width: 10.0") == true)
        #expect(try fontsAndRadius("settings-item", theme("black-friday")).shapes.first?.contains("rectangle") == true
                || fontsAndRadius("settings-item", theme("black-friday")).shapes.first?.contains("width: 0.0") == true)
        let holiday = try theme("holiday")
        #expect(holiday.tokens.settingsItemCornerRadius == 16, "1 rem")
        #expect(holiday.tokens.buttonFont.resolve().description == "system 19pt w700")
    }

    @Test func fontErrorsNameTheWrongWord() {
        let errors = configErrors(config(themes: #"[{"id": "a", "tokens": {"typography.button": "headline bolt"}}]"#))
        #expect(errors.first?.contains(#""bolt" in font "headline bolt" is not a weight or design (did you mean "bold""#) == true, "\(errors)")
    }
}

@Suite struct ConfiguredPresetTests {
    @Test func configurationPresetsAddStatesBuiltWithTheirParameters() throws {
        let configuration = try shippedConfiguration()
        let gradient = try #require(configuration.entries.first { $0.id == "gradient-style" })
        #expect(gradient.presets.map(\.id) == ["mint", "rainbow", "sunset"])
        #expect(gradient.usage(for: try configuration.variant(id: "gradient-style/sunset-normal-enabled").state)
                == ".buttonStyle(GradientStyle(colors: [.orange, .pink, Color(red: 0.369, green: 0.361, blue: 0.902)]))")
        var stops = ""
        try configuration.variant(id: "gradient-style/sunset-normal-enabled").resolve(in: GalleryTheme.default.environment).visit {
            if case .paint(let paint) = $0 { stops = paint.description }
        }
        #expect(stops == "linear[#FF9500@0 #FF2D55@0.5 #5E5CE6@1] (0,0)→(1,1)")
        let colored = try GalleryConfiguration.parse(
            #"{"styles": {"include": ["colored-toggle-style"], "settings": {"colored-toggle-style": {"presets": [{"id": "brand", "parameters": {"onColor": "indigo"}}]}}}, "themes": [{"id": "a"}]}"#,
            fileName: "c.json", baseURL: repositoryRoot)
        let entry = colored.entries[0]
        #expect(colored.states(of: entry).map(\.slug).contains("brand-on-enabled"), "the preset axis is added")
        #expect(entry.presets.last?.usage == ".toggleStyle(ColoredToggleStyle(onColor: .indigo))")
    }

    @Test func presetErrors() {
        let unknownParameter = configErrors(config(themes: #"[{"id": "a"}]"#,
            styles: #"{"settings": {"my-button-style": {"presets": [{"id": "x", "parameters": {"colour": "red"}}]}}}"#))
        #expect(unknownParameter.first?.contains(#"my-button-style has no parameter "colour" (did you mean "color"?)"#) == true, "\(unknownParameter)")
        let noParameters = configErrors(config(themes: #"[{"id": "a"}]"#,
            styles: #"{"settings": {"plain": {"presets": [{"id": "x", "parameters": {}}]}}}"#))
        #expect(noParameters.first?.contains("plain has no parameters a configuration can set") == true, "\(noParameters)")
        let duplicate = configErrors(config(themes: #"[{"id": "a"}]"#,
            styles: #"{"settings": {"my-button-style": {"presets": [{"id": "blue", "parameters": {"color": "red"}}]}}}"#))
        #expect(duplicate.first?.contains(#"my-button-style already has a preset "blue""#) == true, "\(duplicate)")
    }
}
