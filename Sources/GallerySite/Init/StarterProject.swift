import Foundation
import GalleryJSON
#if canImport(Glibc)
import Glibc
#endif

/// What `gallery init [DIR]` writes: a starter `gallery-config.json` (with `$schema` pointing at the
/// schema copied beside it), a copy of the built-in `Templates/` to edit, and `GALLERY.md`, a README
/// section to paste. Nothing is ever overwritten: when any of these exists, nothing at all is written.
public struct StarterProject: Sendable {
    /// The schema StyleGallery ships (beside the built-in templates in the checkout it was built from).
    public static let builtInSchema = SiteBuilder.builtInTemplates.deletingLastPathComponent().appendingPathComponent("gallery-config.schema.json")
    public static let configName = "gallery-config.json"
    public static let schemaName = "gallery-config.schema.json"
    public static let snippetName = "GALLERY.md"
    public static let templatesName = "Templates"

    /// The folder to write into (created when missing).
    public let folder: URL
    /// The design system's sources as the configuration writes them (relative to `folder`), if any.
    public let sources: String?

    public init(folder: URL, sources: String? = nil) {
        self.folder = folder.standardizedFileURL
        self.sources = sources
    }

    /// The configuration's text: every style under a light and a dark theme, the site in `site/`.
    public var configText: String {
        var lines = ["{", "  \"$schema\": \"./\(Self.schemaName)\",", "  \"title\": \"Design system gallery\",", "  \"output\": \"site\","]
        if let sources { lines.append("  \"sources\": [\(JSONText.quoted(sources))],") }
        lines += [
            "  \"styles\": { \"include\": \"all\" },",
            "  \"themes\": [",
            "    { \"id\": \"light\", \"title\": \"Light\" },",
            "    { \"id\": \"dark\", \"title\": \"Dark\", \"extends\": \"light\", \"colorScheme\": \"dark\" }",
            "  ]",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The README section, in Markdown.
    public var snippet: String {
        """
        ## Component gallery

        Every style of the design system in every state, under every theme, with accessibility verdicts:
        a static site built by StyleGallery from `\(Self.configName)`. Run these in the folder that holds it
        (or add `--config PATH/\(Self.configName)`):

        ```sh
        gallery build                             # writes site/; open site/index.html
        gallery check                             # the CI gate: exit 1 on a WCAG failure not accepted
        gallery diff previous-site site --output review   # what changed, old and new side by side
        ```

        - `\(Self.configName)`: what is rendered and under which themes; editors complete it from
          `\(Self.schemaName)` (`$schema`).\(sources.map { "\n- Styles come from `\($0)` (`sources`)." } ?? "")
        - `\(Self.templatesName)/`: the page template and stylesheet of the site; edit freely.

        """
    }

    /// The files to write, relative to `folder`, with their bytes.
    public func files(templates: URL = SiteBuilder.builtInTemplates, schema: URL = StarterProject.builtInSchema) throws -> [(path: String, bytes: Data)] {
        guard let schemaBytes = FileManager.default.contents(atPath: schema.path) else {
            throw OutputError(path: schema.path, message: "cannot read the configuration schema StyleGallery ships")
        }
        var result: [(path: String, bytes: Data)] = [(Self.configName, Data(configText.utf8)), (Self.schemaName, schemaBytes)]
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: templates.path) else {
            throw OutputError(path: templates.path, message: "cannot read the built-in templates")
        }
        var templateFiles: [String] = []
        while let path = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            if fm.fileExists(atPath: templates.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue { templateFiles.append(path) }
        }
        for path in templateFiles.sorted() {
            guard let data = fm.contents(atPath: templates.appendingPathComponent(path).path) else {
                throw OutputError(path: templates.appendingPathComponent(path).path, message: "cannot read the built-in template")
            }
            result.append(("\(Self.templatesName)/\(path)", data))
        }
        result.append((Self.snippetName, Data(snippet.utf8)))
        return result
    }

    /// Writes the files; throws, having written nothing, when any of them (or `Templates/`) exists.
    /// Returns the paths written, relative to `folder`.
    @discardableResult
    public func write(shownAs shown: String, templates: URL = SiteBuilder.builtInTemplates, schema: URL = StarterProject.builtInSchema) throws -> [String] {
        let fm = FileManager.default
        let files = try self.files(templates: templates, schema: schema)
        var isFolder: ObjCBool = false
        if fm.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw OutputError(path: shown, message: "is a file, not a folder; nothing was written")
        }
        let existing = ([Self.templatesName] + files.map(\.path).filter { !$0.hasPrefix(Self.templatesName + "/") })
            .filter { Self.exists(folder.appendingPathComponent($0)) }.map { $0 == Self.templatesName ? $0 + "/" : $0 }
        guard existing.isEmpty else {
            throw OutputError(path: shown, message: "already has \(existing.joined(separator: ", ")); gallery init never overwrites "
                              + "a file, and wrote nothing. Choose another folder, or move \(existing.count == 1 ? "it" : "them") away")
        }
        var created: [URL] = []  // files and folders, in creation order: removed in reverse if a write fails
        do {
            for (path, bytes) in files {
                let url = folder.appendingPathComponent(path)
                created += try Self.createFolders(url.deletingLastPathComponent())
                try Self.writeNew(bytes, to: url, shownAs: path)
                created.append(url)
            }
        } catch {
            for url in created.reversed() { try? fm.removeItem(at: url) }
            throw error
        }
        return files.map(\.path)
    }

    /// Whether anything (file, folder, link, even a dangling one) is at `url`.
    static func exists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    /// Creates `url` and missing parents; returns those it created, outermost first.
    private static func createFolders(_ url: URL) throws -> [URL] {
        var missing: [URL] = []
        var cursor = url
        while !exists(cursor), cursor.path != "/" {
            missing.insert(cursor, at: 0)
            cursor.deleteLastPathComponent()
        }
        for folder in missing {
            guard mkdir(folder.path, 0o755) == 0 else {
                throw OutputError(path: folder.path, message: "cannot create the folder: \(String(cString: strerror(errno)))")
            }
        }
        return missing
    }

    /// Creates `url` exclusively (`O_EXCL`): a file that appeared since the check is not overwritten.
    private static func writeNew(_ bytes: Data, to url: URL, shownAs: String) throws(OutputError) {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError(path: shownAs, message: "cannot create: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let bytes = [UInt8](bytes)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputError(path: shownAs, message: "cannot write: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// `target` relative to `base` (both absolute folders): `../BrandKit`, `Sources/Brand`, `.`.
    public static func relativePath(of target: URL, from base: URL) -> String {
        let t = target.standardizedFileURL.pathComponents, b = base.standardizedFileURL.pathComponents
        var common = 0
        while common < t.count, common < b.count, t[common] == b[common] { common += 1 }
        let parts = Array(repeating: "..", count: b.count - common) + t[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
