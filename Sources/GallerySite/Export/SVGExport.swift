import Foundation
import GalleryRender
import GallerySVG

/// Every variant of a plan as standalone SVG files, `<theme>/<style>/<state>.svg`, written into a folder
/// with the same safety as a site build: the folder is checked first (``OutputFolder``) and replaced as a
/// whole only when every file was written.
public struct SVGExport: Sendable {
    public let configuration: GalleryConfiguration
    public let plan: BuildPlan
    public let textMode: SVGOptions.TextMode
    public let outputPath: String
    public let outputBase: URL

    public init(configuration: GalleryConfiguration, plan: BuildPlan, textMode: SVGOptions.TextMode, outputPath: String, relativeTo outputBase: URL) {
        self.configuration = configuration; self.plan = plan; self.textMode = textMode
        self.outputPath = outputPath; self.outputBase = outputBase
    }

    /// The path of a job's file inside the export.
    public static func path(of job: RenderJob) -> String { "\(job.theme.id)/\(job.variant.entry.id)/\(job.variant.state.slug).svg" }

    /// Writes the files; returns how many bytes. `progress` hears of each finished render.
    public func run(progress: BuildProgress? = nil) async throws -> Int {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let folder = try OutputFolder(path: outputPath, relativeTo: outputBase, protecting: [
            .init(configuration.directory, "the configuration's folder"), .init(cwd, "the current folder")])
        let staging = try StagingDirectory(for: folder)
        let root = staging.url
        var bytes = 0
        var done = 0
        let total = plan.jobs.count
        do {
            for group in plan.groups {
                try FileManager.default.createDirectory(at: root.appendingPathComponent("\(group.theme.id)/\(group.component.entry.id)"),
                                                        withIntermediateDirectories: true)
            }
            let renderer = ParallelRenderer(renderer: configuration.makeRenderer(textMode: textMode, audited: false))
            try await renderer.run(plan.jobs, work: { job, rendered in
                try FileWriter.write(rendered.svg, to: root.appendingPathComponent(Self.path(of: job)))
                return rendered.svg.count
            }, consume: { (job: RenderJob, size: Int) -> Void in
                bytes += size
                done += 1
                progress?(BuildStep(done: done, total: total, variantID: job.variant.id, themeID: job.theme.id))
            })
            try staging.commit()
        } catch {
            staging.discard()
            throw error
        }
        return bytes
    }
}
