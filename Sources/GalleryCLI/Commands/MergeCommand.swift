import Foundation
import GallerySite

extension GalleryCommand {
    static let mergeCommand = CommandSpec(
        name: "merge", operands: "SHARD…",
        summary: "join the folders of gallery build --shard I/N into one site, as one build writes it",
        options: [
            .init("--config", "PATH", "the configuration the shards were built from (default gallery-config.json)"),
            .init("--output", "DIR", "the site folder (default: the configuration's output, else output/)"),
            .init("--templates", "DIR", "page templates (default: Templates/ beside the configuration, else the built-in ones)"),
        ] + consoleOptions,
        examples: ["gallery merge --output output shard-1 shard-2 shard-3 shard-4",
                   "gallery merge --config brand/gallery-config.json --output public shards/*"],
        run: { args, context in
            let console = try Console(args, context)
            let configuration = try GalleryConfiguration.load(path: args.value("--config"), catalog: context.catalog)
            guard !args.positional.isEmpty else {
                throw CLIError("merge needs the shard folders: gallery merge --output DIR SHARD…; see gallery help merge")
            }
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let shards = try existingPaths(args.positional, option: "shard folder").map { URL(fileURLWithPath: $0) }
            let outputFlag = args.value("--output")
            let output = outputFlag ?? configuration.outputPath
            let builder = SiteBuilder(
                configuration: configuration,
                templatesDirectory: args.value("--templates").map { URL(fileURLWithPath: $0) } ?? SiteBuilder.templates(besides: configuration),
                outputPath: output, relativeTo: outputFlag == nil ? configuration.directory : cwd)
            let start = Date()
            let summary = try await builder.merge(shards: shards)
            report(summary, output: output, since: start, merged: shards.count, console: console, context: context)
            return .success
        })
}
