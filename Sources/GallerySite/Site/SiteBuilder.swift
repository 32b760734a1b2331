import Fonts
import Foundation
import GalleryAudit
import GalleryCatalog
import GalleryLayout
import GalleryRender
import GallerySVG
import StyleKit
import XMLWriter

/// Builds the static site: renders every variant under every theme on all cores, audits each, writes
/// component pages as soon as their variants are done, then the overview pages, search index and
/// manifest — all into a staging folder that replaces the output folder only on success.
public struct SiteBuilder: Sendable {
    public let configuration: GalleryConfiguration
    public let templatesDirectory: URL
    /// The output folder as the user wrote it (`~` and relative paths allowed) and the folder a relative
    /// path starts from.
    public let outputPath: String
    public let outputBase: URL

    /// The output is checked when the build starts (``OutputFolder``): it must be a folder that replacing
    /// loses nothing of, and neither the configuration's folder, the templates, the current folder nor
    /// one of their parents. A relative `outputPath` starts at `outputBase` (by default the folder of the
    /// configuration file).
    public init(configuration: GalleryConfiguration, templatesDirectory: URL, outputPath: String, relativeTo outputBase: URL? = nil) {
        self.configuration = configuration
        self.templatesDirectory = templatesDirectory
        self.outputPath = outputPath
        self.outputBase = outputBase ?? configuration.directory
    }

    public init(configuration: GalleryConfiguration, templatesDirectory: URL, outputDirectory: URL) {
        self.init(configuration: configuration, templatesDirectory: templatesDirectory, outputPath: outputDirectory.path)
    }

    /// The templates StyleGallery ships (`Templates/` of the checkout it was built from), used when the
    /// configuration's folder has none of its own.
    public static let builtInTemplates: URL = {
        var url = URL(fileURLWithPath: #filePath)  // Sources/GallerySite/Site/SiteBuilder.swift
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Templates")
    }()

    /// `Templates/` beside the configuration when it has a page template, else the built-in ones.
    public static func templates(besides configuration: GalleryConfiguration) -> URL {
        let own = configuration.directory.appendingPathComponent("Templates")
        return FileManager.default.fileExists(atPath: own.appendingPathComponent("page.html").path) ? own : builtInTemplates
    }

    /// The paths no build may replace.
    var protectedPaths: [OutputFolder.Protected] {
        [.init(configuration.directory, "the configuration's folder"),
         .init(templatesDirectory, "the templates folder"),
         .init(URL(fileURLWithPath: FileManager.default.currentDirectoryPath), "the current folder")]
    }

    public struct Summary: Sendable {
        public var pages = 0
        public var svgFiles = 0
        public var svgBytes = 0
        public var renders = 0
        public var failingRenders = 0
        /// Distinct warnings about the styles' sources (missing symbols with their file and line), missing
        /// glyphs, and font files that are not the pinned ones or not those of the previous build.
        public var warnings: Set<String> = []
        /// Every face file the renders used.
        public var faces: Set<FaceRecord> = []

        /// `faces` in a fixed order (family, style, file, face index).
        public var sortedFaces: [FaceRecord] {
            faces.sorted { ($0.family, $0.style, $0.file, $0.faceIndex) < ($1.family, $1.style, $1.file, $1.faceIndex) }
        }
    }

    /// Builds the site; `progress` hears of each finished render.
    public func build(progress: BuildProgress? = nil) async throws -> Summary {
        // Everything that can fail on input is checked before the output folder is touched.
        let pages = try PageRenderer(templatesDirectory: templatesDirectory, siteTitle: configuration.title)
        let assets = try ["site.css", "site.js"].map { name -> (String, Data) in
            let url = templatesDirectory.appendingPathComponent("assets").appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else { throw OutputError(path: url.path, message: "missing asset") }
            return ("assets/\(name)", data)
        }
        let output = try OutputFolder(path: outputPath, relativeTo: outputBase, protecting: protectedPaths)
        let staging = try StagingDirectory(for: output)
        let previousFaces = FaceHistory.previousFaces(in: output.url)
        do {
            var summary = try await write(into: staging.url, pages: pages, assets: assets, progress: progress)
            if let previousFaces { summary.warnings.formUnion(FaceHistory.changes(previous: previousFaces, current: summary.sortedFaces)) }
            try staging.commit()
            return summary
        } catch {
            staging.discard()
            throw error
        }
    }

    private func write(into root: URL, pages: PageRenderer, assets: [(String, Data)], progress: BuildProgress?) async throws -> Summary {
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("assets"), withIntermediateDirectories: true)
        for (path, data) in assets { try FileWriter.write(data, to: root.appendingPathComponent(path)) }
        let configuration = self.configuration
        let plan = configuration.makePlan()
        let renderer = configuration.makeRenderer()
        let fontFamily = renderer.engine.measurer.family
        for group in plan.groups {
            try fm.createDirectory(at: root.appendingPathComponent("themes/\(group.theme.id)/svg/\(group.component.entry.id)"),
                                   withIntermediateDirectories: true)
        }

        var summary = Summary()
        var manifest = try ManifestWriter(staging: root)
        var compact: [String: CompactRecord] = [:]
        var pending: [Int: [(index: Int, record: VariantRecord)]] = [:]
        var search = SearchIndex()
        let footer = "Generated by StyleGallery from \(configuration.fileName); text set in \(fontFamily); "
            + "\(plan.jobs.count) renders under \(plan.themes.count) themes."

        try await ParallelRenderer(renderer: renderer).run(plan.jobs, work: { job, rendered in
            try FileWriter.write(rendered.svg, to: root.appendingPathComponent(SitePaths.svg(job.variant, job.theme)))
            let canvas = SVGWriter.viewBox(for: rendered.scene, options: SVGOptions(title: ""))
            guard let audit = rendered.audit else { preconditionFailure("the site's renderer audits every variant") }
            return VariantRecord(variant: job.variant, theme: job.theme, canvas: canvas, audit: audit, bytes: rendered.svg.count,
                                 faces: rendered.scene.faces, drawing: StateDistinguishability.drawingFingerprint(rendered.svg))
        }, consume: { job, record -> ParallelRenderer.FollowUp? in
            pending[job.group, default: []].append((job.index, record))
            compact[OverviewPages.key(record.variant, record.theme)] = record.compact
            summary.svgFiles += 1
            summary.svgBytes += record.bytes
            summary.renders += 1
            if record.compact.failures > 0 { summary.failingRenders += 1 }
            summary.warnings.formUnion(record.audit.findings.compactMap(\.warning))
            summary.faces.formUnion(record.faces)
            progress?(BuildStep(done: summary.renders, total: plan.jobs.count, variantID: job.variant.id, themeID: job.theme.id))
            let group = plan.groups[job.group]
            guard pending[job.group]!.count == group.jobs.count else { return nil }
            // The component page for this theme is complete: write it (on the pool) and let its records go.
            let records = pending.removeValue(forKey: job.group)!.sorted { $0.index < $1.index }.map(\.record)
            let (entry, theme, order) = (group.component.entry, group.theme, job.group)
            summary.pages += 1
            let manifestDirectory = manifest.directory
            manifest.register(order: order)
            return {
                // States that draw like a neighbour: on the page and in the manifest, found once.
                let lookAlike = StateDistinguishability.identicalPairs(records)
                let path = SitePaths.component(entry, theme)
                let bytes = try pages.render(
                    path: path, title: "\(entry.displayName) — \(theme.title)", description: entry.summary,
                    breadcrumbs: [("Home", SitePaths.home), (theme.title, SitePaths.themeOverview(theme)), (entry.displayName, nil)],
                    themeLinks: plan.themes.map { .init(title: $0.title, target: SitePaths.component(entry, $0), isCurrent: $0.id == theme.id) },
                    main: ComponentPage.main(component: group.component, theme: theme, records: records, lookAlike: lookAlike, page: path),
                    footer: footer)
                try FileWriter.write(bytes, to: root.appendingPathComponent(path))
                try ManifestWriter.writeGroup(order: order, entry: entry, theme: theme, records: records, lookAlike: lookAlike, in: manifestDirectory)
            }
        })

        // Overview pages and the search index.
        let totals = OverviewPages.Totals(variants: plan.variantsPerTheme, renders: summary.renders, failingRenders: summary.failingRenders)
        func writePage(_ path: String, title: String, description: String, crumbs: [(String, String?)],
                       themeLinks: [PageRenderer.ThemeLink], main: [XMLWriter.XMLNode]) throws {
            let url = root.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileWriter.write(try pages.render(path: path, title: title, description: description, breadcrumbs: crumbs,
                                                  themeLinks: themeLinks, main: main, footer: footer), to: url)
            summary.pages += 1
        }
        let overviewLinks = plan.themes.map { PageRenderer.ThemeLink(title: $0.title, target: SitePaths.themeOverview($0), isCurrent: false) }
        try writePage(SitePaths.home, title: configuration.title, description: "Design-system gallery of SwiftUI styles in every state and theme.",
                      crumbs: [("Home", nil)], themeLinks: overviewLinks,
                      main: OverviewPages.home(configuration: configuration, plan: plan, fontFamily: fontFamily, totals: totals, compact: compact))
        for theme in plan.themes {
            try writePage(SitePaths.themeOverview(theme), title: "\(theme.title) theme", description: "Tokens and components of the \(theme.title) theme.",
                          crumbs: [("Home", SitePaths.home), (theme.title, nil)],
                          themeLinks: plan.themes.map { .init(title: $0.title, target: SitePaths.themeOverview($0), isCurrent: $0.id == theme.id) },
                          main: OverviewPages.theme(theme, plan: plan))
            search.add(name: "\(theme.title) theme", url: SitePaths.themeOverview(theme), words: ["theme", theme.id, theme.colorScheme.rawValue])
        }
        for component in plan.components {
            let entry = component.entry
            try writePage(SitePaths.compare(entry), title: "\(entry.displayName) in every theme", description: entry.summary,
                          crumbs: [("Home", SitePaths.home), ("\(entry.displayName) in every theme", nil)], themeLinks: overviewLinks,
                          main: OverviewPages.compare(component, plan: plan, compact: compact))
            for theme in plan.themes {
                search.add(name: "\(entry.displayName) — \(theme.title)", url: SitePaths.component(entry, theme),
                           words: [entry.id, entry.summary, theme.id, kindWords(entry.kind)] + entry.presets.map(\.usage))
            }
        }
        let firstTheme = plan.themes[0]
        for component in plan.components {
            for state in component.states {
                let variant = Variant(entry: component.entry, state: state)
                search.add(name: "\(component.entry.displayName) · \(state.slug)", url: SitePaths.variantURL(variant, firstTheme),
                           words: [variant.id] + state.values.values.sorted())
            }
        }
        try FileWriter.write(search.bytes, to: root.appendingPathComponent(SitePaths.searchIndex))
        let library = renderer.engine.measurer.library
        summary.warnings.formUnion(library.pinnedFaceProblems)
        let measurer = renderer.engine.measurer
        if measurer.family != measurer.preferredFamily {
            summary.warnings.insert("warning: font.family \"\(measurer.preferredFamily)\" is neither a pinned face nor among the configuration's fonts"
                + (library.usesSystemFonts ? " nor installed" : " (font.systemFonts is off)") + "; text is set in \(measurer.family)")
        }
        summary.warnings.formUnion(summary.faces.compactMap { library.check($0) })
        try manifest.finish(into: root, plan: plan, configuration: configuration, fontFamily: fontFamily, faces: summary.sortedFaces)
        return summary
    }

    private func kindWords(_ kind: StyleEntry.Kind) -> String {
        switch kind {
        case .button: return "button ButtonStyle"
        case .primitiveButton: return "button PrimitiveButtonStyle"
        case .toggle: return "toggle ToggleStyle switch"
        case .customControl: return "custom control"
        case .preview: return "preview"
        case .label: return "label LabelStyle"
        case .progressView: return "progress ProgressViewStyle"
        case .groupBox: return "group box GroupBoxStyle"
        case .disclosureGroup: return "disclosure group DisclosureGroupStyle"
        }
    }
}
