import Foundation
@testable import GallerySite

/// A fresh temporary folder, removed by the caller.
func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stylegallery-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Builds a site from configuration text into `output` with the repository's templates.
@discardableResult
func buildSite(config text: String, output: URL, templates: URL = repositoryRoot.appendingPathComponent("Templates")) async throws -> SiteBuilder.Summary {
    let configuration = try GalleryConfiguration.parse(text, fileName: "site-test.json", baseURL: repositoryRoot)
    return try await SiteBuilder(configuration: configuration, templatesDirectory: templates, outputDirectory: output).build()
}

func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

/// A small configuration: two styles, two themes.
let smallSite = """
{
  "title": "Small gallery",
  "styles": { "include": ["gradient-style", "my-toggle-style"] },
  "themes": [ { "id": "default", "title": "Default" }, { "id": "dark", "title": "Dark", "extends": "default", "colorScheme": "dark" } ]
}
"""
