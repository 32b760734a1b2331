import Foundation
import GalleryCatalog
import GalleryJSON
import GallerySite

extension GalleryCommand {
    static let buildCommand = CommandSpec(
        name: "build", operands: "",
        summary: "build the site: every style in every state under every theme, pages, search and manifest",
        options: [
            .init("--config", "PATH", "the configuration (default gallery-config.json)"),
            .init("--output", "DIR", "the site folder (default: the configuration's output, else output/)"),
            .init("--templates", "DIR", "page templates (default: Templates/ beside the configuration, else the built-in ones)"),
            .init("--sources", "PATH", "a design system's package, folder or .swift file, with the configuration's sources "
                  + "(relative to the current folder; repeatable)", repeatable: true),
            .init("--assets", "PATH", "an asset catalog (.xcassets), with the configuration's assets (repeatable)", repeatable: true),
            .init("--fonts", "PATH", "a font file or folder, with the configuration's fonts (repeatable)", repeatable: true),
            .init("--shard", "I/N", "build slice I of N (whole component pages, about equal in variants) for gallery merge to join"),
            .init("--dry-run", nil, "discover the design system and write its generated package, then stop: no compiling, no site"),
        ] + consoleOptions,
        examples: ["gallery build", "gallery build --config brand/gallery-config.json --output public",
                   "gallery build --sources ../BrandKit --assets ../BrandKit/Assets.xcassets --fonts Fonts",
                   "gallery build --quiet --color never",
                   "gallery build --shard 2/4 --output shard-2    # then: gallery merge --output output shard-1 shard-2 shard-3 shard-4"],
        run: { args, context in
            let console = try Console(args, context)
            let request = try BuildRequest(args, context)
            if args.flag("--dry-run") {
                let configuration = try request.loadConfiguration()
                context.stdout("\(configuration.fileName) is valid: \(configuration.entries.count) components under \(configuration.themes.count) themes; "
                               + "nothing built (--dry-run)\n")
                return .success
            }
            try expectNoOperands(args, "build")
            let shard = try args.value("--shard").map { text throws(CLIError) in
                guard let shard = BuildShard(text) else {
                    throw CLIError("--shard takes I/N with 1 ≤ I ≤ N (such as 2/4), not \(Escaped.quoted(text))")
                }
                return shard
            }
            let builder = try request.makeBuilder()
            let start = Date()
            let summary: SiteBuilder.Summary
            do {
                summary = try await builder.build(shard: shard, progress: console.progress())
                console.finish()
            } catch {
                console.finish()
                throw error
            }
            let output = request.shownOutput(builder)
            report(summary, output: shard.map { "\(output) (shard \($0))" } ?? output, since: start, console: console, context: context)
            return .success
        })
}

/// What `build` (and each rebuild of `watch`) reads from its options: the configuration, the output and
/// templates folders, extra asset catalogs and fonts. The configuration is read afresh by each
/// ``makeBuilder()``.
struct BuildRequest {
    let configPath: String?
    let outputFlag: String?
    let templatesFlag: String?
    var catalog: GalleryCatalog.Catalog

    init(_ args: Arguments, _ context: CommandContext) throws {
        configPath = args.value("--config")
        outputFlag = args.value("--output")
        templatesFlag = args.value("--templates")
        // `--sources` were compiled into this gallery already (GalleryCommand); assets and fonts are read here.
        catalog = context.catalog
        catalog.assetCatalogPaths += try GalleryCommand.existingPaths(args.all("--assets"), option: "--assets")
        catalog.fontPaths += try GalleryCommand.existingPaths(args.all("--fonts"), option: "--fonts")
    }

    func loadConfiguration() throws -> GalleryConfiguration {
        try GalleryConfiguration.load(path: configPath, catalog: catalog)
    }

    /// `--output` is relative to the current folder, the configuration's `output` to the configuration's.
    func makeBuilder() throws -> SiteBuilder {
        let configuration = try loadConfiguration()
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return SiteBuilder(
            configuration: configuration,
            templatesDirectory: templatesFlag.map { URL(fileURLWithPath: $0) } ?? SiteBuilder.templates(besides: configuration),
            outputPath: outputFlag ?? configuration.outputPath, relativeTo: outputFlag == nil ? configuration.directory : cwd)
    }

    /// The output as the user wrote it (flag or configuration).
    func shownOutput(_ builder: SiteBuilder) -> String { outputFlag ?? builder.configuration.outputPath }
}

extension GalleryCommand {
    /// What `build` and `merge` print: notes and warnings on standard error, one summary line.
    static func report(_ summary: SiteBuilder.Summary, output: String, since start: Date, merged shards: Int? = nil,
                       console: Console, context: CommandContext) {
        for note in summary.notes { console.note(note) }
        if console.verbose { for decision in summary.decisions { console.note(decision) } }
        for warning in summary.warnings.sorted() { console.warning(warning) }
        let figures = "\(summary.pages) pages, \(summary.svgFiles) SVG files (\(summary.svgBytes) bytes), "
            + "\(summary.failingRenders) of \(summary.renders) renders with WCAG failures"
        let time = String(format: "%.2f s", Date().timeIntervalSince(start))
        if summary.unchanged {
            context.stdout("\(output) is up to date: nothing changed since the previous build (\(figures)), \(time)\n")
        } else if let shards {
            context.stdout("merged \(shards) shards into \(output): \(figures), \(time)\n")
        } else {
            let reuse = summary.reusedRenders == 0 ? "" : "; \(summary.renders - summary.reusedRenders) rendered, \(summary.reusedRenders) unchanged"
            context.stdout("built \(output): \(figures)\(reuse), \(time)\n")
        }
    }
}
