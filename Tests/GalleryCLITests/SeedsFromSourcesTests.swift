import Foundation
import GoldenTestSupport
import Testing

/// The seed articles' own files (Sources/GalleryCatalog/Seeds) built as a design system from sources, with
/// no registration code: their `Theme` is one team's type like any other, switched per configuration theme
/// through `environment` expressions. Compiles for real (minutes on a cold build folder).
@Suite("The seed catalog as a design system from sources", .serialized)
struct SeedsFromSourcesTests {
    /// Variants per theme: buttons normal/pressed × enabled/disabled minus pressed+disabled, toggles on/off ×
    /// enabled/disabled, the triple toggles' three levels × enabled/disabled; × the presets (the initialiser and
    /// a static accessor, or the configuration's `init` preset).
    static let expectedStates: [String: Int] = [
        "my-button-style": 3, "my-primitive-button-style": 3, "primary-button-style": 3 * 2, "secondary-button-style": 3 * 2,
        "tertiary-button-style": 3 * 2, "gradient-style": 3 * 2,
        "my-toggle-style": 4, "my-toggle-style2": 4, "purple-text-toggle-style": 4, "check-mark-toggle-style": 4, "colored-toggle-style": 4,
        "default-triple-toggle-style": 3 * 2, "knob-triple-toggle-style": 3 * 2,
    ]

    @Test func everySeedStyleRendersUnderTheTeamsOwnThemeValues() throws {
        let sandbox = try Sandbox(config: #"""
            {
              "sources": "\#(repositoryRoot.appendingPathComponent("Sources/GalleryCatalog/Seeds").path)",
              "styles": {"settings": {
                "knob-triple-toggle-style": {"presets": [{"id": "default", "init": "KnobTripleToggleStyle(dotColor: .red)"}]},
                "my-primitive-button-style": {"presets": [{"id": "default", "init": "MyPrimitiveButtonStyle(color: .red)"}]}
              }},
              "themes": [
                {"id": "default"},
                {"id": "dark", "colorScheme": "dark"},
                {"id": "black-friday", "environment": {"\\.theme": "Theme.blackFriday"}},
                {"id": "pink", "environment": {"\\.theme.button.primary.color": ".pink"}}
              ]
            }
            """#)
        defer { sandbox.remove() }
        let build = try GalleryProcess.run(["build"], in: sandbox.project, home: sandbox.home, timeout: 1200)
        try #require(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("discovered 1 modules (Seeds), 16 Swift files, 13 styles"), "\(build.stderr)")

        let variants = try manifestVariants(sandbox.project.appendingPathComponent("output"))
        let components = Set(variants.compactMap { $0["component"] as? String })
        #expect(components == Set(Self.expectedStates.keys), "\(components.sorted())")
        for (component, states) in Self.expectedStates {
            for theme in ["default", "dark", "black-friday", "pink"] {
                let count = variants.filter { $0["component"] as? String == component && $0["theme"] as? String == theme }.count
                #expect(count == states, "\(component) under \(theme): \(count) variants, expected \(states)")
            }
        }
        func svg(_ theme: String, _ path: String) throws -> String {
            try String(contentsOf: sandbox.project.appendingPathComponent("output/themes/\(theme)/svg/\(path).svg"), encoding: .utf8)
        }
        // The third seed's point: the team's Theme per theme (teal by default, black on Black Friday, one token pink).
        let primary = "primary-button-style/default-normal-enabled"
        #expect(try svg("default", primary).contains("stroke=\"#30B0C7\""), "Theme.default: .teal")
        #expect(try svg("dark", primary).contains("stroke=\"#40C8E0\""), "teal in dark")
        #expect(try svg("black-friday", primary).contains("stroke=\"#000000\""), "\\.theme = Theme.blackFriday")
        #expect(try svg("pink", primary).contains("stroke=\"#FF2D55\""), "\\.theme.button.primary.color = .pink")
        // A custom control's style that needs an argument, through the configuration's preset, in each level.
        for level in ["low", "med", "high"] {
            #expect(try svg("default", "knob-triple-toggle-style/default-\(level)-enabled").contains("#FF3B30"), "the red dot at \(level)")
        }
    }
}
