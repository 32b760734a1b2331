import Foundation
import GallerySite

extension GalleryCommand {
    static let exportCommand = CommandSpec(
        name: "export", operands: "",
        summary: "every variant as a standalone SVG file: DIR/<theme>/<style>/<state>.svg",
        options: [
            .init("--output", "DIR", "the folder to write (required; new, empty, or one an export wrote)"),
            .init("--config", "PATH", "the configuration (default gallery-config.json)"),
            .init("--themes", "A,B", "only these themes"),
            .init("--styles", "X,Y", "only these styles"),
            .init("--text-mode", "MODE", "outlines (same pixels everywhere) or text (<text> elements)"),
        ] + consoleOptions,
        examples: ["gallery export --output svgs", "gallery export --output svgs --themes default,dark --styles gradient-style"],
        run: { args, context in
            let configuration = try GalleryConfiguration.load(path: args.value("--config"), catalog: context.catalog)
            guard let output = args.value("--output") else { throw CLIError("export needs --output DIR") }
            let themeFilter = args.value("--themes").map { Set($0.split(separator: ",").map(String.init)) }
            let styleFilter = args.value("--styles").map { Set($0.split(separator: ",").map(String.init)) }
            let textMode = try args.value("--text-mode").map(parseTextMode) ?? configuration.textMode
            try expectNoOperands(args, "export")
            let console = try Console(args, context)
            let plan = configuration.makePlan(themes: themeFilter, styles: styleFilter)
            if let themeFilter, plan.themes.count != themeFilter.count {
                let unknown = themeFilter.subtracting(configuration.themes.map(\.id)).sorted()
                throw CLIError("unknown theme \(unknown.joined(separator: ", ")) in --themes; themes: \(configuration.themes.map(\.id).joined(separator: ", "))")
            }
            if let styleFilter, plan.components.count != styleFilter.count {
                let unknown = styleFilter.subtracting(configuration.entries.map(\.id)).sorted()
                throw CLIError("unknown style \(unknown.joined(separator: ", ")) in --styles; styles: \(configuration.entries.map(\.id).joined(separator: ", "))")
            }
            let export = SVGExport(configuration: configuration, plan: plan, textMode: textMode, outputPath: output,
                                   relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            let bytes: Int
            do {
                bytes = try await export.run(progress: console.progress())
                console.finish()
            } catch {
                console.finish()
                throw error
            }
            context.stdout("exported \(plan.jobs.count) SVG files (\(bytes) bytes) to \(output)\n")
            return .success
        })
}
