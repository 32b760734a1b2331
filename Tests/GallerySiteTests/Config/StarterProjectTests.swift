import Foundation
import Testing
import GalleryJSON
@testable import GallerySite

/// The configuration `gallery init` writes: valid against the schema it points at, read by the
/// configuration reader (`$schema` included), and its sources path relative to the folder.
@Suite struct StarterProjectTests {
    @Test(arguments: [nil, "../BrandKit"])
    func theStarterConfigurationIsValidAgainstTheSchemaAndReadable(_ sources: String?) throws {
        let project = StarterProject(folder: URL(fileURLWithPath: "/tmp/starter"), sources: sources)
        let schemaText = try String(contentsOf: StarterProject.builtInSchema, encoding: .utf8)
        let validator = try JSONSchemaValidator(schema: try JSONParser.parse(schemaText, file: "schema.json"), file: "schema.json")
        let issues = validator.validate(try JSONParser.parse(project.configText, file: "gallery-config.json"), file: "gallery-config.json")
        #expect(issues.isEmpty, "\(issues)")
        #expect(project.configText.contains("\"$schema\": \"./gallery-config.schema.json\""))
        if sources == nil {
            let configuration = try GalleryConfiguration.parse(project.configText, fileName: "gallery-config.json", baseURL: repositoryRoot)
            #expect(configuration.themes.map(\.id) == ["light", "dark"] && configuration.outputPath == "site")
        } else {
            #expect(project.configText.contains("\"sources\": [\"../BrandKit\"],"))
        }
    }

    @Test func relativePaths() {
        func relative(_ target: String, _ base: String) -> String {
            StarterProject.relativePath(of: URL(fileURLWithPath: target), from: URL(fileURLWithPath: base))
        }
        #expect(relative("/a/BrandKit", "/a/gallery") == "../BrandKit")
        #expect(relative("/a/gallery/Sources/Brand", "/a/gallery") == "Sources/Brand")
        #expect(relative("/a/gallery", "/a/gallery") == ".")
        #expect(relative("/x/Kit", "/a/b/c") == "../../../x/Kit")
    }

    @Test func writesNothingWhenAnyTargetExists() throws {
        let folder = try temporaryDirectory("starter")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("gallery-config.schema.json"))
        #expect(throws: OutputError.self) { try StarterProject(folder: folder).write(shownAs: "starter") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["gallery-config.schema.json"])
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("gallery-config.schema.json").path) == Data("mine".utf8))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("gallery-config.schema.json"))
        let written = try StarterProject(folder: folder.appendingPathComponent("new/deeper")).write(shownAs: "new/deeper")
        #expect(written.contains("Templates/page.html") && written.contains("GALLERY.md"))
    }
}
