import Foundation
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
        ],
        examples: ["gallery build", "gallery build --config brand/gallery-config.json --output public",
                   "gallery build --sources ../BrandKit --assets ../BrandKit/Assets.xcassets --fonts Fonts",
                   "gallery build --shard 2/4 --output shard-2    # then: gallery merge --output output shard-1 shard-2 shard-3 shard-4"],
        run: { args, context in
            // `--sources` were compiled into this gallery already (GalleryCommand); assets and fonts are read here.
            var catalog = context.catalog
            catalog.assetCatalogPaths += try existingPaths(args.all("--assets"), option: "--assets")
            catalog.fontPaths += try existingPaths(args.all("--fonts"), option: "--fonts")
            let configuration = try GalleryConfiguration.load(path: args.value("--config"), catalog: catalog)
            if args.flag("--dry-run") {
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
            // `--output` is relative to the current folder, the configuration's `output` to the configuration's.
            let outputFlag = args.value("--output")
            let output = outputFlag ?? configuration.outputPath
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let builder = SiteBuilder(
                configuration: configuration,
                templatesDirectory: args.value("--templates").map { URL(fileURLWithPath: $0) }
                    ?? SiteBuilder.templates(besides: configuration),
                outputPath: output, relativeTo: outputFlag == nil ? configuration.directory : cwd)
            let start = Date()
            let summary = try await builder.build(shard: shard)
            report(summary, output: shard.map { "\(output) (shard \($0))" } ?? output, since: start, context: context)
            return .success
        })
}

extension GalleryCommand {
    /// The lines `build` and `merge` print: notes and warnings on standard error, one summary line.
    static func report(_ summary: SiteBuilder.Summary, output: String, since start: Date, merged shards: Int? = nil, context: CommandContext) {
        for note in summary.notes { context.stderr(note + "\n") }
        for warning in summary.warnings.sorted() { context.stderr(warning + "\n") }
        let figures = "\(summary.pages) pages, \(summary.svgFiles) SVG files (\(summary.svgBytes) bytes), "
            + "\(summary.failingRenders) of \(summary.renders) renders with WCAG failures"
        let time = String(format: "%.2f s", Date().timeIntervalSince(start))
        if summary.unchanged {
            context.stdout("\(output) is up to date: nothing changed since the previous build (\(figures)), \(time)\n")
            return
        }
        if let shards {
            context.stdout("merged \(shards) shards into \(output): \(figures), \(time)\n")
            return
        }
        let reuse = summary.reusedRenders == 0 ? "" : "; \(summary.renders - summary.reusedRenders) rendered, \(summary.reusedRenders) unchanged"
        context.stdout("built \(output): \(figures)\(reuse), \(time)\n")
    }
}
