import Foundation
import Testing
import GalleryCatalog
import GalleryCLI
import GallerySite
import StyleKit

private struct OutlineStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.orange, lineWidth: 2))
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// A style of the kind real design systems write, which is not `Sendable`: it holds a class instance.
private final class BrandPalette {
    var tint = Color(red: 0.9, green: 0.1, blue: 0.5)
}

private struct PaletteStyle: ButtonStyle {
    let palette: BrandPalette
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8).background(palette.tint)
    }
}

/// A user's own style, registered through the public API only (no @testable), reaches every command.
@Suite struct RegistrationTests {
    @Test func aStyleThatIsNotSendableRegistersAndRenders() async throws {
        var catalog = Catalog.builtIn
        catalog.register(.buttonStyle(id: "palette", name: "PaletteStyle", summary: "Holds a class.",
                                      usage: ".buttonStyle(PaletteStyle(palette: BrandPalette()))") { PaletteStyle(palette: BrandPalette()) })
        var svg: [UInt8] = []
        let rendered = await GalleryCommand.run(["render", "palette/normal-enabled", "--config",
                                                 repositoryRoot.appendingPathComponent("gallery-config.json").path], catalog: catalog,
                                                stdout: { _ in }, stdoutBytes: { svg += $0 }, stderr: { _ in })
        #expect(rendered == 0)
        #expect(String(decoding: svg, as: UTF8.self).contains("#E61A80"), "the palette's tint")
    }

    @Test func registeredStylesAreListedRenderedAndConfigurable() async throws {
        var catalog = Catalog.builtIn
        catalog.register(.buttonStyle(id: "outline", name: "OutlineStyle", summary: "An orange outline.",
                                      usage: ".buttonStyle(OutlineStyle())", label: "Go", roles: true) { OutlineStyle() })
        let config = repositoryRoot.appendingPathComponent("gallery-config.json").path
        var listed = ""
        let status = await GalleryCommand.run(["list", "--config", config], catalog: catalog,
                                              stdout: { listed += $0 }, stdoutBytes: { _ in }, stderr: { _ in })
        #expect(status == 0)
        #expect(listed.contains("outline") && listed.contains("role(3) × interaction(2) × enabled(2)"))
        var svg: [UInt8] = []
        let rendered = await GalleryCommand.run(["render", "outline/destructive-pressed-enabled", "--config", config], catalog: catalog,
                                                stdout: { _ in }, stdoutBytes: { svg += $0 }, stderr: { _ in })
        #expect(rendered == 0)
        #expect(String(decoding: svg, as: UTF8.self).contains("OutlineStyle — destructive-pressed-enabled"))
        let pinned = try GalleryConfiguration.parse(#"{"styles": {"include": ["outline"], "settings": {"outline": {"axes": {"role": ["none"]}}}}, "themes": [{"id": "a"}]}"#,
                                                    fileName: "c.json", baseURL: repositoryRoot, catalog: catalog)
        #expect(pinned.entries.map(\.id) == ["outline"])
        #expect(pinned.states(of: pinned.entries[0]).count == 3)
    }

    @Test func commandErrorsExitNonZeroWithWhereAndWhy() async throws {
        var errors = ""
        let status = await GalleryCommand.run(["render", "gradient-style/mint-normal-enabld", "--config",
                                               repositoryRoot.appendingPathComponent("gallery-config.json").path],
                                              stdout: { _ in }, stdoutBytes: { _ in }, stderr: { errors += $0 })
        #expect(status == 3, "input errors exit 3")
        #expect(errors.contains(#"gradient-style has no state "mint-normal-enabld" (did you mean "mint-normal-enabled", "#), "\(errors)")
        var usage = ""
        #expect(await GalleryCommand.run(["render", "x/y", "--colour", "red"], stdout: { _ in }, stdoutBytes: { _ in }, stderr: { usage += $0 }) != 0)
        #expect(await GalleryCommand.run(["frobnicate"], stdout: { _ in }, stdoutBytes: { _ in }, stderr: { usage += $0 }) == 2)
        #expect(usage.contains("unknown command \"frobnicate\""))
    }
}

/// A design system's catalog already holds its `init` presets (compiled from the configuration); the site's
/// configuration finds them by id, a custom control's as `<id>-<case>`.
@Suite struct CompiledPresetTests {
    @Test func initPresetsAreFoundAmongTheCompiledMakersAndOthersAreAnError() throws {
        var catalog = Catalog(entries: [])
        let makers: [StyleEntry.Maker] = ["red-low", "red-high"].map { id in
            .init(id: id, title: id, usage: "DialStyle: KnobDialStyle(dotColor: .red)", make: { _, label in AnyView(Text(label)) })
        }
        catalog.register(StyleEntry.discovered(kind: .customControl, id: "knob-dial-style", name: "KnobDialStyle", summary: "A dial.",
                                     source: "Dials", label: "Control", axes: [.enabled], makers: makers))
        let found = try GalleryConfiguration.parse(#"""
            {"sources": "Dials", "themes": [{"id": "a"}],
             "styles": {"settings": {"knob-dial-style": {"presets": [{"id": "red", "init": "KnobDialStyle(dotColor: .red)"}]}}}}
            """#, fileName: "c.json", baseURL: repositoryRoot, catalog: catalog)
        #expect(found.states(of: found.entries[0]).count == 4, "2 makers × enabled")
        #expect(throws: (any Error).self) {
            try GalleryConfiguration.parse(#"""
                {"sources": "Dials", "themes": [{"id": "a"}],
                 "styles": {"settings": {"knob-dial-style": {"presets": [{"id": "blue", "init": "KnobDialStyle(dotColor: .blue)"}]}}}}
                """#, fileName: "c.json", baseURL: repositoryRoot, catalog: catalog)
        }
    }
}
