import Foundation
import GalleryJSON

/// The parts of `gallery-config.json` that bring a team's design system in, read before anything is
/// compiled: where its code, asset catalogs and fonts are, and the Swift expressions the generated
/// package compiles (preset initialisers, theme environment values). Everything else in the file is
/// read — and checked — by the gallery built from those sources.
package struct SourcesConfiguration: Sendable {
    /// A Swift expression from the configuration, with where it was written (for compiler errors).
    package struct Expression: Sendable, Hashable {
        package let swift: String
        package let location: ConfigLocation
    }

    /// `file:line:column` of a value in the configuration.
    package struct ConfigLocation: Sendable, Hashable, CustomStringConvertible {
        package let file: String
        package let line: Int
        package let column: Int
        package let path: String
        package var description: String { "\(file):\(line):\(column): \(path)" }
    }

    /// `styles.settings.<style>.presets[]` with `"init"`: the style made by a Swift expression.
    package struct InitPreset: Sendable, Hashable {
        package let styleID: String
        package let id: String
        package let title: String
        package let initializer: Expression
    }

    /// `themes[].environment` and `themes[].environmentObjects`.
    package struct ThemeEnvironment: Sendable, Hashable {
        package let themeID: String
        /// `("\.theme.button.primary.color", ".pink")`, in the order written.
        package let values: [(keyPath: String, value: Expression)]
        package let objects: [Expression]

        package static func == (a: ThemeEnvironment, b: ThemeEnvironment) -> Bool {
            a.themeID == b.themeID && a.objects == b.objects && a.values.map(\.keyPath) == b.values.map(\.keyPath)
                && a.values.map(\.value) == b.values.map(\.value)
        }
        package func hash(into hasher: inout Hasher) { hasher.combine(themeID) }
    }

    /// One entry of `sources`: a path (`"../Brand"`), or an object that also selects a package's
    /// targets and leaves files out: `{"path": "../Brand", "targets": ["BrandUI"], "exclude": ["**/UIKit/**"]}`.
    package struct SourceEntry: Sendable, Hashable {
        package let url: URL
        /// Library targets of a package to compile (with what they need), each with where it was written;
        /// nil: every library target.
        package var targets: [(name: String, location: ConfigLocation)]? = nil
        /// Globs relative to the entry's folder (``PathGlob``).
        package var exclude: [String] = []
        package var location: ConfigLocation? = nil

        package init(url: URL, targets: [(name: String, location: ConfigLocation)]? = nil, exclude: [String] = [], location: ConfigLocation? = nil) {
            self.url = url
            self.targets = targets
            self.exclude = exclude
            self.location = location
        }

        package static func == (a: SourceEntry, b: SourceEntry) -> Bool {
            a.url == b.url && a.exclude == b.exclude && a.targets?.map(\.name) == b.targets?.map(\.name)
        }
        package func hash(into hasher: inout Hasher) { hasher.combine(url) }
    }

    /// One entry of `modules`: a folder (`"../tokens/Sources/Tokens"`), or an object that also leaves files
    /// out: `{"path": "../tokens/Sources/Tokens", "exclude": ["UIKit/**"]}`.
    package struct ModuleEntry: Sendable, Hashable {
        package let url: URL
        /// Globs relative to the folder (``PathGlob``).
        package var exclude: [String] = []

        package init(url: URL, exclude: [String] = []) {
            self.url = url
            self.exclude = exclude
        }
    }

    /// The configuration file's folder: relative paths start here.
    package let directory: URL
    package let fileName: String
    package var sources: [SourceEntry] = []
    package var assets: [URL] = []
    package var fonts: [URL] = []
    /// `"modules": {"DesignTokens": "../tokens/Sources/DesignTokens"}`: where a dependency's code is.
    package var modules: [String: ModuleEntry] = [:]
    package var presets: [InitPreset] = []
    package var themes: [ThemeEnvironment] = []

    /// Whether the configuration brings a design system of its own.
    package var hasSources: Bool { !sources.isEmpty }

    package static let topLevelMembers = ["sources", "assets", "fonts", "modules"]

    /// Reads the configuration at `path`. Errors carry the file, line, column and JSON path.
    package static func load(path: String) throws -> SourcesConfiguration {
        let url = URL(fileURLWithPath: path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SourcesError("cannot read configuration \(url.path)")
        }
        if let problem = UTF8Validation.problem(in: Array(data), file: path, what: "a configuration") { throw SourcesError(problem) }
        let text = String(decoding: data, as: UTF8.self)
        return try parse(text, fileName: path, directory: url.deletingLastPathComponent())
    }

    package static func parse(_ text: String, fileName: String, directory: URL) throws -> SourcesConfiguration {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: fileName)
        } catch {
            throw SourcesError(issues: [ConfigIssue(file: fileName, path: .root, position: error.position, message: error.message)])
        }
        var result = SourcesConfiguration(directory: directory, fileName: fileName)
        var issues: [ConfigIssue] = []
        let cursor = root.cursor(file: fileName)
        func attempt(_ body: () throws(ConfigIssue) -> Void) {
            do { try body() } catch { issues.append(error) }
        }
        func paths(_ key: String) throws(ConfigIssue) -> [URL] {
            try cursor.member(key)?.existingPaths(relativeTo: directory, missing: "\(key): no file or folder at") ?? []
        }
        attempt { () throws(ConfigIssue) in result.sources = try sourceEntries(cursor.member("sources"), directory: directory) }
        attempt { () throws(ConfigIssue) in result.assets = try paths("assets") }
        attempt { () throws(ConfigIssue) in result.fonts = try paths("fonts") }
        attempt { () throws(ConfigIssue) in
            guard let modules = try cursor.member("modules") else { return }
            for (name, _, value) in try modules.members() {
                var pathValue = value, exclude: [String] = []
                if case .object = value.value {
                    if let issue = value.unknownMemberIssues(allowed: ["path", "exclude"]).first { throw issue }
                    pathValue = try value.requiredMember("path")
                    exclude = try excludePatterns(value.member("exclude"), base: "\"path\"")
                }
                let path = try pathValue.string()
                let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)).standardizedFileURL
                result.modules[name] = ModuleEntry(url: url, exclude: exclude)
            }
        }
        attempt { () throws(ConfigIssue) in
            guard let settings = try cursor.member("styles")?.member("settings") else { return }
            for (styleID, _, setting) in try settings.members() {
                guard let presets = try setting.member("presets") else { continue }
                for preset in try presets.elements() {
                    guard let initializer = try preset.member("init") else { continue }
                    let id = try preset.requiredMember("id").string()
                    result.presets.append(InitPreset(
                        styleID: styleID, id: id, title: try preset.member("title")?.string() ?? id,
                        initializer: Expression(swift: try initializer.string(), location: location(initializer))))
                }
            }
        }
        attempt { () throws(ConfigIssue) in
            guard let themes = try cursor.member("themes") else { return }
            // `tokensFile` and `extends` of every theme: `{token.path}` in an environment expression reads the
            // theme's own token file, else the one of the theme it extends.
            var tokenFiles: [String: JSONCursor] = [:], parents: [String: String] = [:]
            for theme in try themes.elements() {
                guard let id = try? theme.requiredMember("id").string() else { continue }
                if let file = try theme.member("tokensFile") { tokenFiles[id] = file }
                if let parent = try theme.member("extends") { parents[id] = try parent.string() }
            }
            var loaded: [String: DesignTokens] = [:]
            func tokens(for id: String) throws(ConfigIssue) -> DesignTokens? {
                var current: String? = id, seen: Set<String> = []
                while let theme = current, seen.insert(theme).inserted {
                    if let file = tokenFiles[theme] {
                        let path = try file.string()
                        if let done = loaded[path] { return done }
                        let read = try DesignTokens.load(path: path, relativeTo: directory, referencedBy: file)
                        loaded[path] = read
                        return read
                    }
                    current = parents[theme]
                }
                return nil
            }
            for theme in try themes.elements() {
                let environment = try theme.member("environment")
                let objects = try theme.member("environmentObjects")
                guard environment != nil || objects != nil else { continue }
                let id = try theme.requiredMember("id").string()
                var values: [(String, Expression)] = []
                for (keyPath, _, value) in try environment?.members() ?? [] {
                    guard keyPath.hasPrefix("\\."), keyPath.count > 2 else {
                        throw value.issue("an environment key path starts with \\. (\"\\\\.theme\" in JSON), not \(Escaped.quoted(keyPath))")
                    }
                    let swift = try TokenReferences.substitute(in: try value.string(), tokens: { () throws(ConfigIssue) in try tokens(for: id) }, at: value)
                    values.append((keyPath, Expression(swift: swift, location: location(value))))
                }
                let injected = try objects?.elements().map { object throws(ConfigIssue) in
                    Expression(swift: try object.string(), location: location(object))
                } ?? []
                result.themes.append(ThemeEnvironment(themeID: id, values: values, objects: injected))
            }
        }
        if !issues.isEmpty { throw SourcesError(issues: issues) }
        return result
    }

    /// `"sources"`: a path, or a list of paths and `{"path", "targets", "exclude"}` objects.
    private static func sourceEntries(_ member: JSONCursor?, directory: URL) throws(ConfigIssue) -> [SourceEntry] {
        guard let member else { return [] }
        let values: [JSONCursor]
        if case .string = member.value { values = [member] } else { values = try member.elements() }
        var entries: [SourceEntry] = []
        for value in values {
            if case .object = value.value {
                if let issue = value.unknownMemberIssues(allowed: ["path", "targets", "exclude"]).first { throw issue }
                let path = try value.requiredMember("path")
                guard let url = try path.existingPaths(relativeTo: directory, missing: "sources: no file or folder at").first else { continue }
                var entry = SourceEntry(url: url, location: location(value))
                if let targets = try value.member("targets") {
                    entry.targets = try targets.elements().map { target throws(ConfigIssue) in (try target.string(), location(target)) }
                }
                entry.exclude = try excludePatterns(value.member("exclude"), base: "\"path\"")
                entries.append(entry)
            } else {
                for url in try value.existingPaths(relativeTo: directory, missing: "sources: no file or folder at") {
                    entries.append(SourceEntry(url: url, location: location(value)))
                }
            }
        }
        return entries
    }

    /// `"exclude"`: globs relative to the entry's folder.
    private static func excludePatterns(_ member: JSONCursor?, base: String) throws(ConfigIssue) -> [String] {
        try member?.elements().map { pattern throws(ConfigIssue) in
            let text = try pattern.string()
            guard !text.isEmpty, !text.hasPrefix("/") else { throw pattern.issue("an exclude pattern is a glob relative to \(base), such as \"Sources/Brand/UIKit/**\"") }
            return text
        } ?? []
    }

    private static func location(_ cursor: JSONCursor) -> ConfigLocation {
        ConfigLocation(file: cursor.file, line: cursor.position.line, column: cursor.position.column, path: cursor.path.description)
    }
}

/// A design system that cannot be read, compiled or run: what and where.
package struct SourcesError: Error, CustomStringConvertible, Sendable {
    package let issues: [ConfigIssue]
    package let summary: String?
    package init(_ summary: String) { self.summary = summary; issues = [] }
    package init(issues: [ConfigIssue]) { self.issues = issues; summary = nil }
    package var description: String { ((summary.map { [$0] } ?? []) + issues.map(\.description)).joined(separator: "\n") }
}
