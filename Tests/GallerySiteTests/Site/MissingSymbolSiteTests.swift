import Foundation
import Testing
import GalleryCatalog
import GalleryCLI
@testable import GallerySite
import StyleKit

private let typoLine = #line + 4
private struct TypoStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: "chevron.rigth")
            configuration.label
        }
        .padding(12)
    }
}

/// A style that names a symbol no one has still builds: the site shows the placeholder render and the
/// finding next to the others, the manifest lists it, and the commands warn with the file and line.
@Suite struct MissingSymbolSiteTests {
    static var catalog: Catalog {
        var catalog = Catalog.builtIn
        catalog.register(.buttonStyle(id: "typo", name: "TypoStyle", summary: "Names a symbol that does not exist.",
                                      usage: ".buttonStyle(TypoStyle())", label: "Next", roles: false) { TypoStyle() })
        return catalog
    }
    static let warning = "GallerySiteTests/MissingSymbolSiteTests.swift:\(typoLine): warning: unknown system symbol \"chevron.rigth\", "
        + "drawn as a placeholder (did you mean \"chevron.right\" or \"chevron.left\"?)"

    @Test func missingSymbolReachesThePageTheManifestAndTheBuildLog() async throws {
        let root = try temporaryDirectory("missing-symbol")
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try GalleryConfiguration.parse(#"{"styles": {"include": ["typo"]}, "themes": [{"id": "default"}]}"#,
                                                           fileName: "c.json", baseURL: repositoryRoot, catalog: Self.catalog)
        let output = root.appendingPathComponent("output")
        let summary = try await SiteBuilder(configuration: configuration, templatesDirectory: repositoryRoot.appendingPathComponent("Templates"),
                                            outputDirectory: output).build()
        #expect(summary.warnings == [Self.warning], "one warning however many variants name the symbol")
        #expect(summary.failingRenders == 0, "a missing symbol is not a WCAG failure")

        let page = try read(output.appendingPathComponent("themes/default/typo.html"))
        #expect(page.contains("StyleGallery: named symbols exist"))
        #expect(page.contains("Symbol ✗"))
        #expect(page.contains(#"unknown system symbol "chevron.rigth", drawn as a placeholder"#))
        #expect(page.contains("named at GallerySiteTests/MissingSymbolSiteTests.swift:\(typoLine)"))

        let variants = try read(output.appendingPathComponent("themes/default/typo.json"))
        #expect(variants.contains(#""rule":"missingSymbol","verdict":"fail","wcagFailure":false"#))
        #expect(variants.contains(#""subject":"Image(systemName: \"chevron.rigth\")""#))
        let manifest = try read(output.appendingPathComponent("manifest.json"))
        #expect(manifest.contains(#""missingSymbol":{"standard":"stylegallery","reference":"StyleGallery: named symbols exist","url":null}"#))
    }

    @Test func renderCommandWarnsOnStandardError() async throws {
        var errors = "", svg: [UInt8] = []
        let status = await GalleryCommand.run(["render", "typo/normal-enabled", "--config", repositoryRoot.appendingPathComponent("gallery-config.json").path],
                                              catalog: Self.catalog, stdout: { _ in }, stdoutBytes: { svg += $0 }, stderr: { errors += $0 })
        #expect(status == 0, "\(errors)")
        #expect(errors == Self.warning + "\n")
        #expect(svg.count > 500, "the placeholder render is written")
    }
}
