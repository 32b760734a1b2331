import Foundation
import GalleryCatalog

extension GalleryCommand {
    /// `gallery export --output DIR [--config PATH] [--themes a,b] [--styles x,y] [--text-mode …]`:
    /// every variant of the configuration as standalone SVG files, `DIR/<theme>/<style>/<state>.svg`.
    static func export(_ args: inout Arguments, catalog: Catalog, stdout: (String) -> Void) async throws {
        let configuration = try GalleryConfiguration.load(path: args.value("--config"), catalog: catalog)
        guard let output = args.value("--output") else { throw CLIError("export needs --output DIR") }
        let themeFilter = args.value("--themes").map { Set($0.split(separator: ",").map(String.init)) }
        let styleFilter = args.value("--styles").map { Set($0.split(separator: ",").map(String.init)) }
        let textMode = try args.value("--text-mode").map(parseTextMode) ?? configuration.textMode
        try args.checkAllUsed()
        let themes = configuration.themes.filter { themeFilter?.contains($0.id) ?? true }
        let entries = configuration.entries.filter { styleFilter?.contains($0.id) ?? true }
        if let themeFilter, themes.count != themeFilter.count {
            throw CLIError("unknown theme in --themes; themes: \(configuration.themes.map(\.id).joined(separator: ", "))", isUsage: false)
        }
        if let styleFilter, entries.count != styleFilter.count {
            throw CLIError("unknown style in --styles; styles: \(configuration.entries.map(\.id).joined(separator: ", "))", isUsage: false)
        }
        var jobs: [RenderJob] = []
        for theme in themes {
            for entry in entries {
                for state in configuration.states(of: entry) {
                    let variant = Variant(entry: entry, state: state)
                    jobs.append(RenderJob(index: jobs.count, variant: variant, theme: theme, label: configuration.label(for: entry),
                                          relativePath: "\(theme.id)/\(entry.id)/\(state.slug).svg"))
                }
            }
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let folder = try OutputFolder(path: output, relativeTo: cwd, protecting: [
            .init(configuration.directory, "the configuration's folder"), .init(cwd, "the current folder")])
        let staging = try StagingDirectory(for: folder)
        let root = staging.url
        var bytes = 0
        do {
            let folders = Set(jobs.map { root.appendingPathComponent($0.relativePath).deletingLastPathComponent().path })
            for folder in folders.sorted() { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            let renderer = ParallelRenderer(renderer: VariantRenderer(engine: configuration.layoutEngine, textMode: textMode))
            try await renderer.run(jobs, work: { job, rendered in
                try FileWriter.write(rendered.svg, to: root.appendingPathComponent(job.relativePath))
                return rendered.svg.count
            }, consume: { _, size in bytes += size })
            try staging.commit()
        } catch {
            staging.discard()
            throw error
        }
        stdout("exported \(jobs.count) SVG files (\(bytes) bytes) to \(output)\n")
    }
}
