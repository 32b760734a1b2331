import Fonts
import Foundation
import GalleryAudit
import GalleryCatalog
import GalleryLayout
import GalleryRender
import GallerySVG
import StyleKit
import XMLWriter

/// The pages that summarise the whole site, written by every build that writes anything.
extension SiteBuilder {
    /// The home page, theme overviews, compare pages, search index, assets and manifest: written by every
    /// build (they summarise all groups) and recorded as the site's own files.
    func writeOverview(into root: URL, plan: BuildPlan, footer: String, pages: PageRenderer, assets: [(String, Data)],
                               renderer: VariantRenderer, fontFamily: String, compact: CompactRecords, reads: TokenReaders,
                               summary: inout Summary, index: inout BuildIndex, manifest: ManifestWriter) throws {
        let fm = FileManager.default
        var written: [String] = []
        try fm.createDirectory(at: root.appendingPathComponent("assets"), withIntermediateDirectories: true)
        for (path, data) in assets {
            try FileWriter.write(data, to: root.appendingPathComponent(path))
            written.append(path)
        }
        var search = SearchIndex()
        let totals = OverviewPages.Totals(variants: plan.variantsPerTheme, renders: summary.renders, failingRenders: summary.failingRenders)
        let configuration = self.configuration
        // The overview pages depend on every theme, so any change rewrites them: they are made on all cores
        // and each written as it is made (``OverviewPages/writeAll(_:into:)``).
        var pageJobs: [OverviewPages.Job] = []
        func page(_ path: String, title: String, description: String, crumbs: [(String, String?)],
                  themeLinks: [PageRenderer.ThemeLink], main: @escaping @Sendable () throws -> HTMLFragment) {
            pageJobs.append(OverviewPages.Job(path: path) {
                try pages.render(path: path, title: title, description: description, breadcrumbs: crumbs,
                                 themeLinks: themeLinks, main: try main(), footer: footer)
            })
        }
        let overviewLinks = plan.themes.map { PageRenderer.ThemeLink(title: $0.title, target: SitePaths.themeOverview($0), isCurrent: false) }
        page(SitePaths.home, title: configuration.title, description: "Design-system gallery of SwiftUI styles in every state and theme.",
             crumbs: [("Home", nil)], themeLinks: overviewLinks) {
            try OverviewPages.home(configuration: configuration, plan: plan, fontFamily: fontFamily, totals: totals, compact: compact)
        }
        page(SitePaths.audit, title: "Accessibility audit", description: "Renders failing each accessibility check, by component and theme.",
             crumbs: [("Home", SitePaths.home), ("Accessibility audit", nil)], themeLinks: overviewLinks) {
            try AuditSummaryPage.make(plan: plan, compact: compact, totals: totals)
        }
        search.addPage(name: "Accessibility audit", url: SitePaths.audit, words: ["audit", "accessibility", "wcag", "failures", "contrast", "target"])
        let specimenRenderer = TokenProbe(renderer: renderer).renderer
        for theme in plan.themes {
            // Font tokens as specimens, drawn by the gallery's renderer in the pinned faces.
            for token in ThemeToken.allCases where token.kind == .font {
                pageJobs.append(OverviewPages.Job(path: TokenPage.specimenPath(token, theme), isPage: false) {
                    try TokenPage.specimen(token, theme: theme, renderer: specimenRenderer)
                })
            }
            let provenance = configuration.provenance[theme.id] ?? ThemeProvenance()
            page(SitePaths.themeOverview(theme), title: "\(theme.title) theme", description: "Tokens and components of the \(theme.title) theme.",
                 crumbs: [("Home", SitePaths.home), (theme.title, nil)],
                 themeLinks: plan.themes.map { .init(title: $0.title, target: SitePaths.themeOverview($0), isCurrent: $0.id == theme.id) }) {
                try OverviewPages.theme(theme, plan: plan, provenance: provenance, readers: reads, fontFamily: fontFamily)
            }
            search.addPage(name: "\(theme.title) theme", url: SitePaths.themeOverview(theme), words: ["theme", theme.id, theme.colorScheme.rawValue])
        }
        for component in plan.components {
            let entry = component.entry
            page(SitePaths.compare(entry), title: "\(entry.displayName) in every theme", description: entry.summary,
                 crumbs: [("Home", SitePaths.home), ("\(entry.displayName) in every theme", nil)], themeLinks: overviewLinks) {
                try OverviewPages.compare(component, plan: plan, compact: compact)
            }
            for theme in plan.themes {
                search.addPage(name: "\(entry.displayName) — \(theme.title)", url: SitePaths.component(entry, theme),
                           words: [entry.id, entry.summary, theme.id, kindWords(entry.kind)] + entry.presets.map(\.usage)
                               + Self.teamWords(configuration.words(for: entry)))
            }
        }
        let library = renderer.engine.measurer.library
        summary.warnings.formUnion(library.pinnedFaceProblems)
        let measurer = renderer.engine.measurer
        if measurer.family != measurer.preferredFamily {
            summary.warnings.insert("warning: font.family \"\(measurer.preferredFamily)\" is neither a pinned face nor among the configuration's fonts"
                + (library.usesSystemFonts ? " nor installed" : " (font.systemFonts is off)") + "; text is set in \(measurer.family)")
        }
        summary.warnings.formUnion(summary.faces.compactMap { library.check($0) })
        // The overview pages (on all cores), the manifest and the search index need nothing of one another: the search
        // index is made on a thread of its own meanwhile, its words and postings held only there.
        let faces = summary.sortedFaces
        let (pagesOnly, jobs) = (search, pageJobs)
        let searchPaths = ConcurrentSlots<Result<[String], any Error>?>(count: 1, initial: nil)
        let pagesDone = ConcurrentSlots<(any Error)?>(count: 1, initial: nil)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                searchPaths[0] = Result { try writeSearchIndex(pagesOnly, into: root, plan: plan, compact: compact) }
                return
            }
            do {
                try OverviewPages.writeAll(jobs, into: root)
                try manifest.finish(into: root, plan: plan, configuration: configuration, fontFamily: fontFamily, faces: faces, reads: reads)
            } catch {
                pagesDone[0] = error
            }
        }
        if let error = pagesDone[0] { throw error }
        let searchFiles = try searchPaths[0]!.get()
        for job in pageJobs {
            if job.isPage { summary.pages += 1 }
            written.append(job.path)
        }
        written += searchFiles
        written.append(SitePaths.manifest)
        index.siteFiles = written.compactMap { path in
            FileStamp.of(root.appendingPathComponent(path).path).map { BuildIndex.File(path: path, stamp: $0) }
        }
    }

    /// The search index of every page (`search`) and every variant of every theme, written into `root`;
    /// returns the paths written.
    private func writeSearchIndex(_ pages: SearchIndex, into root: URL, plan: BuildPlan, compact: CompactRecords) throws -> [String] {
        var search = pages
        // Every variant of every theme: by component, kind, state words, theme, colour scheme, label and findings. The
        // words a group's variants share are looked up once for the group.
        var shared: (group: Int, terms: [Int32], team: ComponentWords) = (-1, [], ComponentWords())
        for job in plan.jobs {
            let group = plan.groups[job.group]
            let entry = group.component.entry
            let record = compact[job.index]
            if shared.group != job.group {
                // The team's status of the component ("deprecated" finds its variants) is the group's too.
                let team = configuration.words(for: entry)
                shared = (job.group, search.termNumbers(of: [entry.id, entry.displayName, kindWords(entry.kind), group.theme.id, group.theme.title,
                                                             group.component.label ?? entry.defaultLabel] + [team.own.status?.rawValue].compactMap { $0 }),
                          team)
            }
            // The theme as the state sets it (colour scheme, layout direction), read without copying the theme.
            let state = job.variant.state
            var words = [group.theme.colorScheme(under: state).rawValue]
            words += state.values.values
            if group.theme.layoutDirection(under: state) == .rightToLeft { words.append("rtl") }
            for rule in record.failedRuleList { words += ["fails", rule.rawValue, AuditPanel.shortTitle(rule)] }
            if record.failures > 0 { words.append("wcag") }
            // The variant's own status.
            if !shared.team.variants.isEmpty, let status = shared.team.variants[state.slug]?.status { words.append(status.rawValue) }
            search.addVariant(job.index, shared: shared.terms, words: words)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(SearchIndex.directory), withIntermediateDirectories: true)
        var written: [String] = []
        try search.forEachFile(variants: plan.jobs.count, themes: plan.themes.map(\.id), doc: { index in
            let job = plan.jobs[index]
            return ("\(job.variant.entry.displayName) · \(job.variant.state.slug) — \(job.theme.title)", SitePaths.variantURL(job.variant, job.theme),
                    job.group / max(1, plan.components.count))
        }) { path, bytes in
            try FileWriter.write(bytes, to: root.appendingPathComponent(path))
            written.append(path)
        }
        return written
    }

    /// What a component page is found by of the team's words: its status and owner (a variant's status
    /// finds the variant).
    static func teamWords(_ words: ComponentWords) -> [String] {
        [words.own.status?.rawValue, words.own.owner].compactMap { $0 }
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
