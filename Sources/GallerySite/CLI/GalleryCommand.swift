import Foundation
import GalleryCatalog
import GallerySVG
import StyleKit

/// The `gallery` command: parses arguments, runs a subcommand, returns the exit status.
public enum GalleryCommand {
    static let usage = """
    usage: gallery <command> [options]

    commands:
      build   [--config PATH] [--output DIR] [--templates DIR]
              build the site (default gallery-config.json → output/, templates from Templates/ beside it)
      render  VARIANT-ID [--theme ID] [--config PATH] [--text-mode outlines|text] [--output FILE]
              render one variant as a standalone SVG (to standard output unless --output is given),
              e.g. gallery render gradient-style/rainbow-pressed-enabled --theme dark > pressed.svg
      list    [--config PATH]                     list the catalog with variant counts per entry and theme
      export  --output DIR [--config PATH] [--themes a,b] [--styles x,y] [--text-mode outlines|text]
              every variant as a standalone SVG: DIR/<theme>/<style>/<state>.svg
    """

    /// Runs with `arguments` (without the program name); output and errors go to the given streams.
    public static func run(_ arguments: [String], catalog: Catalog = .builtIn, stdout: (String) -> Void,
                           stdoutBytes: ([UInt8]) -> Void, stderr: (String) -> Void) async -> Int32 {
        do {
            var args = try Arguments(arguments)
            guard let command = args.positional.first, !args.flag("--help"), !args.flag("-h") else {
                stdout(usage + "\n")
                return arguments.isEmpty ? 2 : 0
            }
            switch command {
            case "render": try render(&args, catalog: catalog, stdoutBytes: stdoutBytes, stdout: stdout, stderr: stderr)
            case "list": try list(&args, catalog: catalog, stdout: stdout)
            case "build": try await build(&args, catalog: catalog, stdout: stdout, stderr: stderr)
            case "export": try await export(&args, catalog: catalog, stdout: stdout)
            default: throw CLIError("unknown command \"\(command)\"")
            }
            return 0
        } catch let error as CLIError {
            stderr("gallery: error: \(error.message)\n" + (error.isUsage ? "\n" + usage + "\n" : ""))
            return error.isUsage ? 2 : 1
        } catch {
            stderr("gallery: error: \(error)\n")
            return 1
        }
    }

    static func render(_ args: inout Arguments, catalog: Catalog, stdoutBytes: ([UInt8]) -> Void, stdout: (String) -> Void,
                       stderr: (String) -> Void) throws {
        guard args.positional.count == 2 else { throw CLIError("render takes one variant id, e.g. my-button-style/blue-pressed-enabled") }
        let configuration = try GalleryConfiguration.load(path: args.value("--config"), catalog: catalog)
        let themeID = args.value("--theme") ?? configuration.themes.first?.id ?? "default"
        let textMode = try args.value("--text-mode").map(parseTextMode) ?? configuration.textMode
        let outputPath = args.value("--output")
        try args.checkAllUsed()
        let variant = try configuration.variant(id: args.positional[1])
        guard let theme = configuration.themes.first(where: { $0.id == themeID }) else {
            throw CLIError("unknown theme \"\(themeID)\"; themes: \(configuration.themes.map(\.id).joined(separator: ", "))", isUsage: false)
        }
        let renderer = VariantRenderer(engine: configuration.layoutEngine, textMode: textMode)
        let rendered = try renderer.render(variant, theme: theme, label: configuration.label(for: variant.entry))
        for warning in rendered.scene.warnings { stderr(warning + "\n") }
        if let outputPath {
            try AtomicFile.write(rendered.svg, to: URL(fileURLWithPath: outputPath))
            stdout("wrote \(outputPath)\n")
        } else {
            stdoutBytes(rendered.svg)
        }
    }

    static func list(_ args: inout Arguments, catalog: Catalog, stdout: (String) -> Void) throws {
        let configuration = try GalleryConfiguration.load(path: args.value("--config"), catalog: catalog)
        try args.checkAllUsed()
        var lines: [String] = []
        let themes = configuration.themes
        lines.append("\(configuration.entries.count) entries, \(themes.count) themes: \(themes.map(\.id).joined(separator: ", "))")
        var total = 0
        for entry in configuration.entries {
            let count = configuration.states(of: entry).count
            total += count
            let axes = entry.axes.map { "\($0.rawValue)(\(configuration.values(of: $0, in: entry).count))" }.joined(separator: " × ")
            lines.append("  \(entry.id.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(count).leftPadded(4)) variants  \(axes)")
        }
        lines.append("per theme: \(total) variants; all themes: \(total * themes.count) renders")
        stdout(lines.joined(separator: "\n") + "\n")
    }

    static func build(_ args: inout Arguments, catalog: Catalog, stdout: (String) -> Void, stderr: (String) -> Void) async throws {
        let configPath = args.value("--config")
        let configuration = try GalleryConfiguration.load(path: configPath, catalog: catalog)
        let output = args.value("--output") ?? configuration.outputPath
        let templates = args.value("--templates")
        try args.checkAllUsed()
        let configDirectory = URL(fileURLWithPath: configPath ?? "gallery-config.json").deletingLastPathComponent()
        let builder = SiteBuilder(
            configuration: configuration,
            templatesDirectory: templates.map { URL(fileURLWithPath: $0) } ?? configDirectory.appendingPathComponent("Templates"),
            outputDirectory: URL(fileURLWithPath: output))
        let start = Date()
        let summary = try await builder.build()
        for warning in summary.warnings.sorted() { stderr(warning + "\n") }
        stdout("built \(output): \(summary.pages) pages, \(summary.svgFiles) SVG files (\(summary.svgBytes) bytes), "
               + "\(summary.failingRenders) of \(summary.renders) renders with WCAG failures, "
               + String(format: "%.2f s", Date().timeIntervalSince(start)) + "\n")
    }

    static func parseTextMode(_ text: String) throws(CLIError) -> SVGOptions.TextMode {
        switch text {
        case "outlines": return .outlines
        case "text": return .text
        default: throw CLIError("--text-mode takes outlines or text, not \"\(text)\"")
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
