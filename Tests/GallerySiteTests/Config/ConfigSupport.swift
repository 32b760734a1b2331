import Foundation
@testable import GallerySite

/// The repository root (for the shipped configuration and schema).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

func shippedConfiguration() throws -> GalleryConfiguration {
    try GalleryConfiguration.load(path: repositoryRoot.appendingPathComponent("gallery-config.json").path)
}

/// Parses a configuration text and returns the error messages (empty when it is valid).
func configErrors(_ text: String) -> [String] {
    do {
        _ = try GalleryConfiguration.parse(text, fileName: "test.json", baseURL: repositoryRoot)
        return []
    } catch let error as ConfigurationError {
        return error.messages
    } catch {
        return ["unexpected \(error)"]
    }
}

/// A minimal valid configuration with `themes` replaced.
func config(themes: String, styles: String = "") -> String {
    """
    {
      "title": "T",\(styles.isEmpty ? "" : "\n  \"styles\": \(styles),")
      "themes": \(themes)
    }
    """
}
