import Foundation

extension JSONCursor {
    /// A path or a list of paths (`"sources": "."`, `"fonts": ["Fonts", "Brand.ttf"]`), relative ones
    /// starting at `base`, each of which must exist; `missing` words the error for one that does not
    /// (`"no asset catalog at"`), which is located at that string and quotes the resolved path.
    package func existingPaths(relativeTo base: URL, missing: String) throws(ConfigIssue) -> [URL] {
        let values: [JSONCursor]
        if case .string = value { values = [self] } else { values = try elements() }
        var urls: [URL] = []
        for value in values {
            let path = try value.string()
            let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw value.issue("\(missing) \(Escaped.quoted(url.path))")
            }
            urls.append(url)
        }
        return urls
    }
}
