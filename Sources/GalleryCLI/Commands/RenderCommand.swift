import Foundation
import GallerySite

extension GalleryCommand {
    static let renderCommand = CommandSpec(
        name: "render", operands: "VARIANT-ID",
        summary: "render one variant as a standalone SVG (to standard output unless --output is given)",
        options: [
            .init("--theme", "ID", "the theme (default: the configuration's first)"),
            .init("--config", "PATH", "the configuration (default gallery-config.json)"),
            .init("--text-mode", "MODE", "outlines (same pixels everywhere) or text (<text> elements)"),
            .init("--output", "FILE", "write FILE (replaced through a rename) instead of standard output"),
        ],
        examples: ["gallery render gradient-style/rainbow-pressed-enabled --theme dark > pressed.svg",
                   "gallery render my-toggle-style/on-enabled-form --output toggle.svg"],
        run: { args, context in
            guard args.positional.count == 1 else {
                throw CLIError("render takes one variant id, e.g. my-button-style/blue-pressed-enabled")
            }
            let configuration = try GalleryConfiguration.load(path: args.value("--config"), catalog: context.catalog)
            let themeID = args.value("--theme") ?? configuration.themes.first?.id ?? "default"
            let textMode = try args.value("--text-mode").map(parseTextMode) ?? configuration.textMode
            let variant = try configuration.variant(id: args.positional[0])
            guard let theme = configuration.themes.first(where: { $0.id == themeID }) else {
                throw CLIError("unknown theme \"\(themeID)\"; themes: \(configuration.themes.map(\.id).joined(separator: ", "))")
            }
            let renderer = configuration.makeRenderer(textMode: textMode, audited: false)
            let rendered = try renderer.render(variant, theme: theme, label: configuration.label(for: variant.entry))
            for warning in rendered.scene.warnings { context.stderr(warning + "\n") }
            if let outputPath = args.value("--output") {
                try AtomicFile.write(rendered.svg, to: URL(fileURLWithPath: outputPath))
                context.stdout("wrote \(outputPath)\n")
            } else {
                context.stdoutBytes(rendered.svg)
            }
            return .success
        })
}
