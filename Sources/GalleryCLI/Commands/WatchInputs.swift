import Foundation
import GalleryJSON
import GallerySources

/// What `gallery watch` watches: everything a build reads. The configuration file and the token files its
/// themes name (`themes[].tokensFile`), the templates folder, and the design system's `sources`, `assets`
/// and `fonts` (the configuration's, the command line's, and those compiled into this gallery).
struct WatchInputs: Equatable {
    var files: [URL] = []
    var trees: [URL] = []

    init(configPath: String?, templates: URL, extraAssets: [String], extraFonts: [String]) {
        let config = URL(fileURLWithPath: configPath ?? "gallery-config.json").standardizedFileURL
        let directory = config.deletingLastPathComponent()
        files.append(config)
        trees.append(templates.standardizedFileURL)
        var paths = (extraAssets + extraFonts).map { URL(fileURLWithPath: $0) }
        if let data = FileManager.default.contents(atPath: config.path),
           let root = try? JSONParser.parse(String(decoding: data, as: UTF8.self), file: config.lastPathComponent),
           case .object = root.value {
            let cursor = JSONCursor(node: root, file: config.lastPathComponent)
            for theme in (try? cursor.member("themes")?.elements()) ?? [] {
                guard let file = try? theme.member("tokensFile")?.string() else { continue }
                files.append((file.hasPrefix("/") ? URL(fileURLWithPath: file) : directory.appendingPathComponent(file)).standardizedFileURL)
            }
        }
        // The paths as the sources reader resolves them (existing ones only); a configuration it rejects
        // still has its file and templates watched, so fixing it starts a build.
        if let sources = try? SourcesConfiguration.load(path: config.path) {
            paths += sources.sources.map(\.url) + sources.assets + sources.fonts
        }
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else { continue }
            // An asset catalog (`.xcassets`) is a folder; a font or a Swift file is watched as a file.
            if isFolder.boolValue { trees.append(path.standardizedFileURL) } else { files.append(path.standardizedFileURL) }
        }
        files = Self.unique(files)
        trees = Self.unique(trees)
    }

    private static func unique(_ urls: [URL]) -> [URL] {
        var seen: Set<String> = []
        return urls.filter { seen.insert($0.path).inserted }
    }
}
