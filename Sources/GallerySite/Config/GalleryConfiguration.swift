import Fonts
import GalleryJSON
import Foundation
import GalleryAssets
import GalleryAudit
import GalleryCatalog
import GalleryRender
import GalleryLayout
import GallerySVG
import StyleKit

/// `gallery-config.json`, decoded and validated: what to render, under which themes, how, and where.
public struct GalleryConfiguration: Sendable {
    public var fileName: String
    /// The folder of the configuration file: relative paths in it (`output`, token files) start here.
    public var directory: URL
    public var title: String
    public var outputPath: String
    public var fontFamily: String
    /// `font.systemFonts`: match the machine's fonts too, not only the pinned faces and `fonts`.
    public var systemFonts = false
    /// A design system's font files (`fonts`, and those among its resources), and the names
    /// `Font.custom` may use for them.
    public var fontFiles: [String] = []
    /// The design system's asset catalogs as read (for the manifest: original colour spaces, image files).
    package var assetCatalog: AssetCatalog?
    public var fontAliases: [String: TextMeasurer.FontAlias] = [:]
    public var textMode: SVGOptions.TextMode
    public var thresholds: AuditThresholds
    /// When neighbouring states count as looking alike (docs/distinguishability.md).
    public var distinguishability = DistinguishabilitySettings()
    public var entries: [StyleEntry]
    public var themes: [GalleryTheme]
    /// Where each theme's tokens, palette and environment values come from (set, inherited, default), by theme id.
    var provenance: [String: ThemeProvenance] = [:]
    var settings: [String: EntrySettings]
    /// What of the file decides the renders, for the incremental build's keys.
    package var inputs = ConfigurationInputs()

    static let members = ["$schema", "title", "output", "font", "palette", "accessibility", "distinguishability", "styles", "themes", "sources", "assets", "fonts", "modules"]

    /// Loads the configuration at `path`, or `gallery-config.json` in the current folder. All problems
    /// are collected and reported together, each with its JSON path, line and column.
    public static func load(path: String?, catalog: Catalog = .builtIn) throws -> GalleryConfiguration {
        let url = URL(fileURLWithPath: path ?? "gallery-config.json")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigurationError(issues: [], summary: "cannot read configuration \(url.path)")
        }
        if let problem = UTF8Validation.problem(in: Array(data), file: path ?? "gallery-config.json", what: "a configuration") {
            throw ConfigurationError(issues: [], summary: problem)
        }
        let text = String(decoding: data, as: UTF8.self)
        return try parse(text, fileName: path ?? "gallery-config.json", baseURL: url.deletingLastPathComponent(), catalog: catalog)
    }

    public static func parse(_ text: String, fileName: String, baseURL: URL, catalog: Catalog = .builtIn) throws -> GalleryConfiguration {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: fileName)
        } catch {
            throw ConfigurationError(issues: [ConfigIssue(file: fileName, path: .root, position: error.position, message: error.message)])
        }
        var issues: [ConfigIssue] = []
        let cursor = JSONCursor(node: root, file: fileName)
        guard case .object = root.value else { throw ConfigurationError(issues: [cursor.typeMismatch(expected: "object")]) }
        issues += cursor.unknownMemberIssues(allowed: members)
        var configuration = GalleryConfiguration(
            fileName: fileName, directory: baseURL, title: "StyleGallery", outputPath: "output", fontFamily: "Inter", textMode: .outlines,
            thresholds: AuditThresholds(), entries: catalog.entries, themes: [], settings: [:])
        func attempt(_ body: () throws(ConfigIssue) -> Void) {
            do { try body() } catch { issues.append(error) }
        }
        attempt { () throws(ConfigIssue) in
            if let title = try cursor.member("title") { configuration.title = try title.text("title") }
            if let output = try cursor.member("output") { configuration.outputPath = try output.string() }
        }
        attempt { () throws(ConfigIssue) in
            guard let font = try cursor.member("font") else { return }
            issues += font.unknownMemberIssues(allowed: ["family", "text", "systemFonts"])
            if let family = try font.member("family") { configuration.fontFamily = try family.text("font family", maxLength: 100) }
            if let system = try font.member("systemFonts") { configuration.systemFonts = try system.bool() }
            if let mode = try font.member("text") {
                configuration.textMode = try mode.oneOf(["outlines", "text"]) == "text" ? .text : .outlines
            }
        }
        attempt { () throws(ConfigIssue) in
            guard let a11y = try cursor.member("accessibility") else { return }
            issues += a11y.unknownMemberIssues(allowed: ["textContrast", "largeTextContrast", "nonTextContrast", "minimumTargetSize", "recommendedTargetSize"])
            // Contrast ratios run from 1:1 to 21:1 (WCAG 2.2's definition); a target beyond 1,000 pt is no control.
            func read(_ key: String, _ keyPath: WritableKeyPath<AuditThresholds, Double>, _ range: ClosedRange<Double>) throws(ConfigIssue) {
                guard let member = try a11y.member(key) else { return }
                configuration.thresholds[keyPath: keyPath] = try member.number(key, in: range)
            }
            try read("textContrast", \.textContrast, 1...21)
            try read("largeTextContrast", \.largeTextContrast, 1...21)
            try read("nonTextContrast", \.nonTextContrast, 1...21)
            try read("minimumTargetSize", \.minimumTargetSize, 1...1000)
            try read("recommendedTargetSize", \.recommendedTargetSize, 1...1000)
        }
        attempt { () throws(ConfigIssue) in
            guard let member = try cursor.member("distinguishability") else { return }
            issues += member.unknownMemberIssues(allowed: ["pixelFraction", "deltaE", "rasterize"])
            if let fraction = try member.member("pixelFraction") {
                let value = try fraction.number("pixelFraction", in: 0...1)
                // "Fewer than 0 % of pixels differ" holds for no pair: a share must leave room for one.
                guard value > 0 else { throw fraction.issue("pixelFraction must be above 0 (0.005 is 0.5 % of the pixels)") }
                configuration.distinguishability.pixelFraction = value
            }
            // ΔE₀₀ between sRGB colours stays below about 120 (black to blue); 100 already allows nearly anything.
            if let deltaE = try member.member("deltaE") { configuration.distinguishability.deltaE = try deltaE.number("deltaE", in: 0...100) }
            if let rasterize = try member.member("rasterize") { configuration.distinguishability.rasterize = try rasterize.bool() }
        }
        attempt { () throws(ConfigIssue) in try parseStyles(cursor, catalog: catalog, into: &configuration, issues: &issues) }
        attempt { () throws(ConfigIssue) in
            let themes = try cursor.requiredMember("themes")
            let elements = try themes.elements()
            if elements.isEmpty { throw themes.issue("at least one theme is needed") }
            var palette = Palette.default
            do throws(ConfigIssue) {
                if let member = try cursor.member("palette") { palette = try member.enumCase(Palette.self) }
            } catch {
                issues.append(error)
            }
            let declarations = elements.compactMap { element in
                ThemeDeclaration.parse(element, catalog: catalog, issues: &issues) { (path: String, at: JSONCursor) throws(ConfigIssue) in
                    try DesignTokenFile.load(path: path, relativeTo: baseURL, referencedBy: at)
                }
            }
            configuration.themes = ThemeDeclaration.resolve(declarations, palette: palette, issues: &issues, provenance: &configuration.provenance)
            configuration.inputs = ConfigurationInputs.record(root: root, declarations: declarations, baseURL: baseURL)
        }
        attempt { () throws(ConfigIssue) in
            // Asset catalogs: the configuration's own `assets`, and those among a design system's resources.
            let paths = catalog.assetCatalogPaths
                + (try cursor.member("assets")?.existingPaths(relativeTo: baseURL, missing: "no asset catalog at") ?? []).map(\.path)
            guard !paths.isEmpty else { return }
            configuration.inputs.assetCatalogs = paths
            let assets: AssetCatalog
            do {
                assets = try AssetCatalog.read(catalogs: paths)
            } catch {
                throw cursor.issue("cannot read the asset catalogs: \(error)")
            }
            if let first = assets.errors.first { throw cursor.issue("asset catalog: \(first)") }
            let colors = assets.colors.catalog()
            configuration.assetCatalog = assets
            let drawn = AssetImages(assets)
            if let first = drawn.issues.first { throw cursor.issue("asset catalog: \(first)") }
            for index in configuration.themes.indices {
                configuration.themes[index].assetColors = colors
                configuration.themes[index].assetImages = drawn.images
                configuration.themes[index].symbolLibrary = drawn.symbols
            }
        }
        attempt { () throws(ConfigIssue) in
            let paths = catalog.fontPaths
                + (try cursor.member("fonts")?.existingPaths(relativeTo: baseURL, missing: "no font file or folder at") ?? []).map(\.path)
            guard !paths.isEmpty else { return }
            let fonts = FontFiles.scan(paths)
            if let problem = fonts.issues.first(where: { $0.severity == .error }) { throw cursor.issue("font files: \(problem)") }
            configuration.fontFiles = Array(Set(fonts.faces.map(\.path))).sorted()
            for face in fonts.faces {
                let alias = TextMeasurer.FontAlias(family: face.family, weight: FontFiles.weight(ofStyle: face.style),
                                                   italic: face.style.localizedCaseInsensitiveContains("italic"))
                for name in [face.postScriptName, face.fullName].compactMap({ $0 }) where configuration.fontAliases[name] == nil {
                    configuration.fontAliases[name] = alias
                }
            }
        }
        if !issues.isEmpty { throw ConfigurationError(issues: issues) }
        return configuration
    }

    private static func parseStyles(_ cursor: JSONCursor, catalog: Catalog, into configuration: inout GalleryConfiguration,
                                    issues: inout [ConfigIssue]) throws(ConfigIssue) {
        guard let styles = try cursor.member("styles") else { return }
        issues += styles.unknownMemberIssues(allowed: ["include", "settings"])
        let known = catalog.entries.map(\.id)
        if let include = try styles.member("include") {
            if case .string = include.value {
                _ = try include.oneOf(["all"])
            } else {
                var chosen: [StyleEntry] = []
                var seen: Set<String> = []
                for element in try include.elements() {
                    let id = try element.string()
                    guard let entry = catalog.entry(id: id) else {
                        issues.append(element.issue("unknown style id \(JSONText.quoted(id))" + DidYouMean.clause(DidYouMean.suggestions(for: id, among: known))))
                        continue
                    }
                    guard seen.insert(id).inserted else {
                        issues.append(element.issue("style id \(JSONText.quoted(id)) is listed twice"))
                        continue
                    }
                    chosen.append(entry)
                }
                configuration.entries = chosen
            }
        }
        if let settings = try styles.member("settings") {
            for (id, keyPosition, value) in try settings.members() {
                guard let entry = catalog.entry(id: id) else {
                    issues.append(settings.issue("unknown style id \(JSONText.quoted(id))" + DidYouMean.clause(DidYouMean.suggestions(for: id, among: known)),
                                                 at: keyPosition, path: value.path))
                    continue
                }
                let parsed = EntrySettings.parse(value, entry: entry, issues: &issues)
                configuration.settings[id] = parsed
                if !parsed.presets.isEmpty {
                    configuration.entries = configuration.entries.map { $0.id == id ? $0.addingPresets(parsed.presets) : $0 }
                }
                let environmentAxes = parsed.limits.keys.filter(\.isEnvironment)
                if !environmentAxes.isEmpty {
                    configuration.entries = configuration.entries.map { $0.id == id ? $0.addingEnvironmentAxes(environmentAxes) : $0 }
                }
            }
        }
    }

    // MARK: Queries

    /// A layout engine for the configured font (falls back to DejaVu Sans when it is not available) over the
    /// pinned faces, the design system's font files and, when `font.systemFonts` is set, the machine's fonts.
    /// Each call makes one, with its font look-ups: make it once per command and share it.
    public func makeLayoutEngine() -> LayoutEngine {
        let library = fontFiles.isEmpty && !systemFonts ? FontLibrary.shared
            : FontLibrary(applicationFonts: fontFiles, systemFonts: systemFonts)
        return LayoutEngine(measurer: TextMeasurer(preferredFamily: fontFamily, library: library, aliases: fontAliases))
    }

    /// What a build renders: every included style with its states and label under every theme, in page
    /// order. Computed once per command; `themes` and `styles` narrow it (`gallery export`).
    public func makePlan(themes themeIDs: Set<String>? = nil, styles styleIDs: Set<String>? = nil) -> BuildPlan {
        BuildPlan(
            themes: themes.filter { themeIDs?.contains($0.id) ?? true },
            components: entries.filter { styleIDs?.contains($0.id) ?? true }.map { entry in
                BuildPlan.Component(entry: entry, states: states(of: entry), label: label(for: entry),
                                    axisValues: Dictionary(uniqueKeysWithValues: entry.axes.map { ($0, values(of: $0, in: entry)) }))
            })
    }

    /// The renderer for this configuration: its layout engine, text mode and audit thresholds.
    public func makeRenderer(textMode: SVGOptions.TextMode? = nil, audited: Bool = true) -> VariantRenderer {
        VariantRenderer(engine: makeLayoutEngine(), textMode: textMode ?? self.textMode,
                        audit: audited ? AccessibilityAudit(thresholds: thresholds) : nil)
    }

    public func label(for entry: StyleEntry) -> String? { settings[entry.id]?.label }

    /// The team's words about a component and its variants (empty when the configuration has none).
    public func words(for entry: StyleEntry) -> ComponentWords { settings[entry.id]?.words ?? ComponentWords() }

    public func values(of axis: StateAxis, in entry: StyleEntry) -> [String] {
        let all = entry.values(of: axis)
        return settings[entry.id]?.limits[axis].map { limit in all.filter(limit.contains) } ?? all
    }

    public func states(of entry: StyleEntry) -> [VariantState] {
        entry.states(limitedTo: settings[entry.id]?.limits ?? [:])
    }

    /// The variant named by an id such as `gradient-style/rainbow-pressed-enabled`.
    public func variant(id: String) throws -> Variant {
        let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
        let known = entries.map(\.id)
        guard let entry = entries.first(where: { $0.id == parts.first }) else {
            throw ConfigurationError(summary: "unknown style \(JSONText.quoted(parts.first ?? id))"
                                     + DidYouMean.clause(DidYouMean.suggestions(for: parts.first ?? id, among: known))
                                     + "; styles: \(known.joined(separator: ", "))")
        }
        let states = self.states(of: entry)
        guard parts.count == 2 else {
            throw ConfigurationError(summary: "name a state too: \(entry.id)/\(states.first?.slug ?? "…"); states: \(states.map(\.slug).joined(separator: ", "))")
        }
        guard let state = states.first(where: { $0.slug == parts[1] }) else {
            throw ConfigurationError(summary: "\(entry.id) has no state \(JSONText.quoted(parts[1]))"
                                     + DidYouMean.clause(DidYouMean.suggestions(for: parts[1], among: states.map(\.slug)))
                                     + "; states: \(states.map(\.slug).joined(separator: ", "))")
        }
        return Variant(entry: entry, state: state)
    }
}

/// Everything wrong with a configuration, one problem per line.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    package let issues: [ConfigIssue]
    public var summary: String?
    /// One line per problem: `file:line:column: $.path: message`.
    public var messages: [String] { issues.map(\.description) }
    init(issues: [ConfigIssue] = [], summary: String? = nil) { self.issues = issues; self.summary = summary }
    public var description: String {
        ((summary.map { [$0] } ?? []) + issues.map { "\($0)" }).joined(separator: "\n")
    }
}
