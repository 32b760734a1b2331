import Foundation

/// The files of `Templates/assets/` every site (and the diff review) carries. `site.css` and `site.js` must be in
/// the templates folder; `interact.js` (overlay, zoom, press) is taken from the built-in templates when a
/// project's own folder predates it, so older templates keep building.
enum SiteAssets {
    static let required = ["site.css", "site.js"]
    static let optional = ["interact.js"]

    static func load(from templates: URL, builtIn: URL = SiteBuilder.builtInTemplates) throws -> [(String, Data)] {
        func read(_ name: String, in folder: URL) -> Data? {
            FileManager.default.contents(atPath: folder.appendingPathComponent("assets").appendingPathComponent(name).path)
        }
        var assets = try required.map { name -> (String, Data) in
            guard let data = read(name, in: templates) else {
                throw OutputError(path: templates.appendingPathComponent("assets/\(name)").path, message: "missing asset")
            }
            return ("assets/\(name)", data)
        }
        for name in optional {
            guard let data = read(name, in: templates) ?? read(name, in: builtIn) else {
                throw OutputError(path: builtIn.appendingPathComponent("assets/\(name)").path, message: "missing asset")
            }
            assets.append(("assets/\(name)", data))
        }
        return assets
    }
}
