import Foundation
import GalleryCatalog
import GalleryRender

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
        let plan = configuration.makePlan(themes: themeFilter, styles: styleFilter)
        if let themeFilter, plan.themes.count != themeFilter.count {
            throw CLIError("unknown theme in --themes; themes: \(configuration.themes.map(\.id).joined(separator: ", "))", isUsage: false)
        }
        if let styleFilter, plan.components.count != styleFilter.count {
            throw CLIError("unknown style in --styles; styles: \(configuration.entries.map(\.id).joined(separator: ", "))", isUsage: false)
        }
        @Sendable func path(_ job: RenderJob) -> String { "\(job.theme.id)/\(job.variant.entry.id)/\(job.variant.state.slug).svg" }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let folder = try OutputFolder(path: output, relativeTo: cwd, protecting: [
            .init(configuration.directory, "the configuration's folder"), .init(cwd, "the current folder")])
        let staging = try StagingDirectory(for: folder)
        let root = staging.url
        var bytes = 0
        do {
            for group in plan.groups {
                try FileManager.default.createDirectory(at: root.appendingPathComponent("\(group.theme.id)/\(group.component.entry.id)"),
                                                        withIntermediateDirectories: true)
            }
            let renderer = ParallelRenderer(renderer: configuration.makeRenderer(textMode: textMode, audited: false))
            try await renderer.run(plan.jobs, work: { job, rendered in
                try FileWriter.write(rendered.svg, to: root.appendingPathComponent(path(job)))
                return rendered.svg.count
            }, consume: { _, size in bytes += size })
            try staging.commit()
        } catch {
            staging.discard()
            throw error
        }
        stdout("exported \(plan.jobs.count) SVG files (\(bytes) bytes) to \(output)\n")
    }
}
