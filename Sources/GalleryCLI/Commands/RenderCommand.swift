import Foundation
import GalleryCatalog
import GalleryRender
import GallerySite
import StyleKit

extension GalleryCommand {
    static let renderCommand = CommandSpec(
        name: "render", operands: "VARIANT-ID",
        summary: "render one variant as a standalone SVG (to standard output unless --output is given)",
        options: [
            .init("--theme", "ID", "the theme (default: the configuration's first)"),
            .init("--config", "PATH", "the configuration (default gallery-config.json)"),
            .init("--text-mode", "MODE", "outlines (same pixels everywhere) or text (<text> elements)"),
            .init("--output", "FILE", "write FILE (replaced through a rename) instead of standard output"),
            .init("--canvas", "CANVAS", "the canvas: \(Canvas.forms) (default: the style's own)"),
            .init("--margin", "POINTS", "space around the view or the canvas (default 8; 0 allowed)"),
            .init("--color-scheme", "SCHEME", "light or dark, whatever the theme says"),
            .init("--layout-direction", "DIRECTION", "leftToRight or rightToLeft, whatever the theme says"),
            .init("--dynamic-type-size", "SIZE", "xSmall … large … accessibility5, whatever the theme says"),
        ],
        examples: ["gallery render gradient-style/rainbow-pressed-enabled --theme dark > pressed.svg",
                   "gallery render my-toggle-style/on-enabled-form --output toggle.svg",
                   "gallery render primary-button-style/default-normal-enabled --canvas 300x56 --margin 0",
                   "gallery render preview-checkbox/default --canvas iphone --color-scheme dark",
                   "gallery render my-toggle-style/on-enabled-standalone --layout-direction rightToLeft --dynamic-type-size accessibility5"],
        run: { args, context in
            guard args.positional.count == 1 else {
                throw CLIError("render takes one variant id, e.g. my-button-style/blue-pressed-enabled")
            }
            let configuration = try GalleryConfiguration.load(path: args.value("--config"), catalog: context.catalog)
            let themeID = args.value("--theme") ?? configuration.themes.first?.id ?? "default"
            let textMode = try args.value("--text-mode").map(parseTextMode) ?? configuration.textMode
            let variant = try configuration.variant(id: args.positional[0])
            guard var theme = configuration.themes.first(where: { $0.id == themeID }) else {
                throw CLIError("unknown theme \"\(themeID)\"; themes: \(configuration.themes.map(\.id).joined(separator: ", "))")
            }
            let canvas = try args.value("--canvas").map { text throws(CLIError) -> Canvas in
                guard let canvas = Canvas(parsing: text) else { throw CLIError("--canvas takes \(Canvas.forms), not \"\(text)\"") }
                return canvas
            }
            let margin = try args.value("--margin").map { text throws(CLIError) -> Double in
                guard let value = Double(text), value.isFinite, value >= 0, value <= 1000 else {
                    throw CLIError("--margin takes a number of points from 0 to 1000, not \"\(text)\"")
                }
                return value
            }
            if let scheme = args.value("--color-scheme") {
                guard let parsed = ColorScheme(rawValue: scheme) else { throw CLIError("--color-scheme takes light or dark, not \"\(scheme)\"") }
                theme.colorScheme = parsed
            }
            if let direction = args.value("--layout-direction") {
                guard let parsed = LayoutDirection(rawValue: direction) else {
                    throw CLIError("--layout-direction takes leftToRight or rightToLeft, not \"\(direction)\"")
                }
                theme.layoutDirection = parsed
            }
            if let size = args.value("--dynamic-type-size") {
                guard let parsed = DynamicTypeSize(axisValue: size) else {
                    throw CLIError("--dynamic-type-size takes one of \(StateAxis.dynamicTypeSize.allValues.joined(separator: ", ")), not \"\(size)\"")
                }
                theme.dynamicTypeSize = parsed
            }
            let renderer = configuration.makeRenderer(textMode: textMode, audited: false)
            let rendered = try renderer.render(variant, theme: theme, label: configuration.label(for: variant.entry), canvas: canvas, margin: margin)
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
