import Foundation
import GalleryJSON

/// A site `gallery build` wrote, as its `manifest.json` and the variant files it lists describe it: every
/// variant under every theme with its SVG file and its WCAG failures. Read for `gallery diff`.
public struct BuiltSite: Sendable {
    /// One variant under one theme.
    public struct Variant: Sendable {
        public var key: VariantKey
        public var component: String
        /// The SVG file, relative to the site folder (`themes/default/svg/my-button-style/normal-enabled.svg`).
        public var svg: String
        public var failures: [CheckFinding]
    }

    /// The site folder (absolute) and the path as the user wrote it, for messages.
    public let folder: URL
    public let shownAs: String
    public let title: String
    /// In the manifest's order: theme, then component, then state — the site's page order.
    public let variants: [Variant]

    /// Reads the site at `path` (relative paths against `base`). A folder without a readable
    /// `manifest.json`, or whose manifest names files that are not there, is an input error that names
    /// the path and what is missing.
    public static func read(_ path: String, relativeTo base: URL) throws -> BuiltSite {
        let folder = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw ConfigurationError(summary: "\(path): no such folder (\(folder.path)); give two folders that gallery build wrote")
        }
        guard isFolder.boolValue else {
            throw ConfigurationError(summary: "\(path): is a file, not a site folder; give two folders that gallery build wrote")
        }
        let manifestURL = folder.appendingPathComponent(SitePaths.manifest)
        guard FileManager.default.isReadableFile(atPath: manifestURL.path) else {
            throw ConfigurationError(summary: "\(path): not a built site: it has no \(SitePaths.manifest) (\(manifestURL.path)); "
                                     + "give two folders that gallery build wrote")
        }
        let fileName = path.hasSuffix("/") ? path + SitePaths.manifest : path + "/" + SitePaths.manifest
        var variants: [Variant] = []
        var title = ""
        var seen: Set<VariantKey> = []
        let reader = ManifestReader(url: manifestURL, fileName: fileName)
        do throws(ManifestReader.Failure) {
            try reader.read(header: { (cursor: JSONCursor) throws(ConfigIssue) in
                guard try cursor.member("generator")?.string() == "StyleGallery" else {
                    throw cursor.issue("not a manifest gallery build wrote (no \"generator\": \"StyleGallery\")")
                }
                title = try cursor.member("title")?.string() ?? ""
            }, variant: { (element: JSONCursor) throws(ConfigIssue) in
                let variant = try Self.variant(element)
                guard seen.insert(variant.key).inserted else {
                    throw element.issue("variant \(variant.key.variant) under theme \(variant.key.theme) is listed twice")
                }
                variants.append(variant)
            })
        } catch {
            // The file as the site names it: `manifest.json`, or a variant file it lists.
            let folder = reader.folderName
            func file(_ issue: ConfigIssue) -> String { issue.file.hasPrefix(folder) ? String(issue.file.dropFirst(folder.count)) : issue.file }
            switch error {
            case .syntax(let issue):
                throw ConfigurationError(issues: [issue], summary: "\(path): \(file(issue)) is not valid JSON")
            case .content(let issue):
                throw ConfigurationError(issues: [issue], summary: "\(path): \(file(issue)) is not the manifest of a built site"
                                         + (file(issue) == SitePaths.manifest ? "" : " (a variant file its \(SitePaths.manifest) lists)"))
            }
        }
        return BuiltSite(folder: folder, shownAs: path, title: title, variants: variants)
    }

    /// One entry of the manifest's `variants`: what a diff needs of it.
    private static func variant(_ element: JSONCursor) throws(ConfigIssue) -> Variant {
        let key = VariantKey(theme: try element.requiredMember("theme").string(), variant: try element.requiredMember("id").string())
        let component = try element.requiredMember("component").string()
        let svgMember = try element.requiredMember("svg")
        let svg = try svgMember.string()
        guard isSafeRelativePath(svg, suffix: ".svg") else { throw svgMember.issue("not a relative path to an .svg file inside the site: \(JSONText.quoted(svg))") }
        var failures: [CheckFinding] = []
        for item in try element.requiredMember("findings").elements() {
            let found = CheckFinding(
                manifestRule: try item.requiredMember("rule").string(), wcagFailure: try item.requiredMember("wcagFailure").bool(),
                component: component, variant: key.variant, theme: key.theme, element: try item.requiredMember("subject").string(),
                measured: try item.requiredMember("measured").string(), required: try item.requiredMember("required").string(),
                detail: try item.requiredMember("detail").string(), suggestion: try suggestion(of: item))
            if let found { failures.append(found) }
        }
        return Variant(key: key, component: component, svg: svg, failures: failures)
    }

    private static func suggestion(of finding: JSONCursor) throws(ConfigIssue) -> String? {
        guard let member = try finding.member("suggestion"), !member.isNull else { return nil }
        return try member.string()
    }

    /// The bytes of the SVG file `svg` (relative to the site) of the variant `key`; a missing one is an
    /// input error naming it.
    func svgBytes(_ svg: String, of key: VariantKey) throws -> Data {
        let url = folder.appendingPathComponent(svg)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigurationError(summary: "\(shownAs): \(SitePaths.manifest) lists \(svg) for \(key.variant) "
                                     + "(theme \(key.theme)), but the file is missing (\(url.path))")
        }
        return data
    }

    /// `a/b/c.svg` (for `suffix` ".svg"): no leading slash, no `.` or `..` component, no backslash or control character.
    static func isSafeRelativePath(_ path: String, suffix: String) -> Bool {
        guard path.hasSuffix(suffix), !path.hasPrefix("/"), !path.contains("\\"),
              !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}

/// A variant's identity across builds: its theme and its id (`my-button-style/normal-enabled`).
public struct VariantKey: Sendable, Hashable, Comparable {
    public var theme: String
    public var variant: String

    public static func < (a: VariantKey, b: VariantKey) -> Bool { (a.theme, a.variant) < (b.theme, b.variant) }
}
