import Foundation
import GallerySite

extension GalleryCommand {
    static let buildCommand = CommandSpec(
        name: "build", operands: "",
        summary: "build the site: every style in every state under every theme, pages, search and manifest",
        options: [
            .init("--config", "PATH", "the configuration (default gallery-config.json)"),
            .init("--output", "DIR", "the site folder (default: the configuration's output, else output/)"),
            .init("--templates", "DIR", "page templates (default: Templates/ beside the configuration, else the built-in ones)"),
        ],
        examples: ["gallery build", "gallery build --config brand/gallery-config.json --output public"],
        run: { args, context in
            let configuration = try GalleryConfiguration.load(path: args.value("--config"), catalog: context.catalog)
            try expectNoOperands(args, "build")
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
            let summary = try await builder.build()
            for warning in summary.warnings.sorted() { context.stderr(warning + "\n") }
            context.stdout("built \(output): \(summary.pages) pages, \(summary.svgFiles) SVG files (\(summary.svgBytes) bytes), "
                           + "\(summary.failingRenders) of \(summary.renders) renders with WCAG failures, "
                           + String(format: "%.2f s", Date().timeIntervalSince(start)) + "\n")
            return .success
        })
}
