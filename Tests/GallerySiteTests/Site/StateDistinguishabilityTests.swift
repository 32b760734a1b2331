import Foundation
import Testing
import GalleryCatalog
@testable import GallerySite
import StyleKit

/// A style whose pressed state draws nothing different, next to one whose every state differs.
private struct FlatStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12).background(Color.blue)
    }
}

private struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12).background(configuration.isPressed ? Color.red : Color.blue)
    }
}

@Suite struct StateDistinguishabilityTests {
    static var catalog: Catalog {
        var catalog = Catalog.builtIn
        catalog.register(.buttonStyle(id: "flat", name: "FlatStyle", summary: "Ignores pressing.", usage: ".buttonStyle(FlatStyle())",
                                      label: "Go", roles: false) { FlatStyle() })
        catalog.register(.buttonStyle(id: "pressable", name: "PressableStyle", summary: "Turns red when pressed.",
                                      usage: ".buttonStyle(PressableStyle())", label: "Go", roles: false) { PressableStyle() })
        return catalog
    }

    @Test func theFingerprintIgnoresTitleAndDescriptionOnly() {
        let a = Array("<svg>\n <title id=\"t\">Flat — normal</title>\n <desc>normal</desc>\n <rect/>\n</svg>\n".utf8)
        let b = Array("<svg>\n <title id=\"t\">Flat — pressed</title>\n <desc>pressed</desc>\n <rect/>\n</svg>\n".utf8)
        let c = Array("<svg>\n <title id=\"t\">Flat — pressed</title>\n <desc>pressed</desc>\n <rect fill=\"red\"/>\n</svg>\n".utf8)
        #expect(StateDistinguishability.drawingFingerprint(a) == StateDistinguishability.drawingFingerprint(b))
        #expect(StateDistinguishability.drawingFingerprint(a) != StateDistinguishability.drawingFingerprint(c))
    }

    @Test func statesThatDrawAlikeAreListedOnThePageAndInTheManifest() async throws {
        let root = try temporaryDirectory("distinguishability")
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try GalleryConfiguration.parse(#"{"styles": {"include": ["flat", "pressable"]}, "themes": [{"id": "default"}]}"#,
                                                           fileName: "c.json", baseURL: repositoryRoot, catalog: Self.catalog)
        let output = root.appendingPathComponent("output")
        _ = try await SiteBuilder(configuration: configuration, templatesDirectory: repositoryRoot.appendingPathComponent("Templates"),
                                  outputDirectory: output).build()
        let flat = try String(contentsOf: output.appendingPathComponent("themes/default/flat.html"), encoding: .utf8)
        #expect(flat.contains("States that look alike"))
        #expect(flat.contains("2 states draw exactly like a neighbouring state"), "pressed and disabled both look normal")
        #expect(flat.contains(##"<a href="#pressed-enabled">pressed-enabled</a> draws exactly like <a href="#normal-enabled">normal-enabled</a> (interaction makes no visible difference)"##))
        #expect(flat.contains(##"<a href="#normal-disabled">normal-disabled</a> draws exactly like"##), "disabled looks enabled too")
        let pressable = try String(contentsOf: output.appendingPathComponent("themes/default/pressable.html"), encoding: .utf8)
        #expect(!pressable.contains(##"<a href="#pressed-enabled">pressed-enabled</a> draws exactly like"##))
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("manifest.json"))) as? [String: Any])
        let variants = manifest["variants"] as? [[String: Any]] ?? []
        func looksLike(_ id: String) -> [String: String]? { variants.first { $0["id"] as? String == id }?["looksLike"] as? [String: String] }
        #expect(looksLike("flat/pressed-enabled") == ["state": "normal-enabled", "axis": "interaction"])
        #expect(looksLike("pressable/pressed-enabled") == nil)
        #expect(looksLike("flat/normal-enabled") == nil, "the earlier state of a pair is not the one flagged")
    }
}
