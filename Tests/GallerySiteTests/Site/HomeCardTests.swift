import Foundation
import Testing
@testable import GallerySite

/// The home page's component cards: key states once, only the themes that change the look, and the audit
/// summary linked to the failures.
@Suite struct HomeCardTests {
    static let config = """
    {
      "title": "Home cards",
      "styles": { "include": ["my-button-style", "borderless", "check-mark-toggle-style"],
                  "settings": { "my-button-style": { "axes": { "preset": ["blue"] } },
                                "borderless": { "axes": { "role": ["none", "destructive"] } },
                                "check-mark-toggle-style": { "axes": { "layoutDirection": ["leftToRight", "rightToLeft"] } } } },
      "themes": [ { "id": "default", "title": "Default" },
                  { "id": "germany", "title": "Germany", "extends": "default", "accentColor": "#C8102E" },
                  { "id": "brazil", "title": "Brazil", "extends": "default", "accentColor": "#007A33" } ]
    }
    """

    /// The card of one component on the built home page (the `<article>` whose heading names it).
    func card(_ name: String, in home: String) throws -> String {
        let start = try #require(home.range(of: "<article class=\"component-card\"><h3><a href=\"themes/default/\(name).html\""))
        let end = try #require(home[start.upperBound...].range(of: "</article>"))
        return String(home[start.lowerBound..<end.upperBound])
    }

    @Test func keyStatesOnceThemesThatChangeTheLookAndFailuresLinked() async throws {
        let output = try temporaryDirectory("home-cards")
        defer { try? FileManager.default.removeItem(at: output) }
        try await buildSite(config: Self.config, output: output)
        let home = try read(output.appendingPathComponent("index.html"))

        // MyButtonStyle draws its own colour: the accent does not change it.
        let button = try card("my-button-style", in: home)
        #expect(button.contains("Looks the same in all 3 themes."), "\(button)")
        #expect(button.components(separatedBy: "<figure>").count - 1 == 3, "normal-enabled, normal-disabled, pressed-enabled once")
        for caption in ["normal-enabled", "normal-disabled", "pressed-enabled"] {
            #expect(button.contains("<figcaption>\(caption)</figcaption>"), "\(caption)")
        }

        // The borderless button is tinted by the accent: three looks; the key states use the first role only.
        let borderless = try card("borderless", in: home)
        #expect(borderless.contains("3 looks across 3 themes"), "\(borderless)")
        #expect(borderless.contains("<figcaption>Germany</figcaption>") && borderless.contains("<figcaption>Brazil</figcaption>"))
        #expect(!borderless.contains("destructive-normal-enabled.svg"), "only the default role among the key states")
        // Its system-blue label fails text contrast: the count links to the first theme's failures.
        #expect(borderless.contains("href=\"themes/default/borderless.html#accessibility\""), "\(borderless)")

        // Key states take the default of an expanded environment axis (left to right), captioned without it.
        let toggle = try card("check-mark-toggle-style", in: home)
        #expect(toggle.contains("<figcaption>on-enabled</figcaption>") && !toggle.contains("rightToLeft.svg\""), "\(toggle)")
        #expect(toggle.contains("8 states × 3 themes"), "\(toggle)")
    }
}
