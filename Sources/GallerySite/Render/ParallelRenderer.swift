import Foundation
import GalleryCatalog

/// Renders many jobs on all cores with a bounded number in flight, handing each result to `consume`
/// as it completes (on one task at a time), so memory stays bounded whatever the number of variants.
public struct ParallelRenderer: Sendable {
    public let renderer: VariantRenderer
    public let concurrency: Int

    public init(renderer: VariantRenderer, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.renderer = renderer
        self.concurrency = max(1, concurrency)
    }

    /// Renders `jobs` (work per job: resolve, layout, SVG, then `work` — e.g. writing the file — on the
    /// rendering task) and calls `consume` with each job's summary in completion order.
    public func run<Summary: Sendable>(
        _ jobs: [RenderJob],
        work: @escaping @Sendable (RenderJob, RenderedVariant) throws -> Summary,
        consume: (RenderJob, Summary) throws -> Void
    ) async throws {
        let renderer = self.renderer
        try await withThrowingTaskGroup(of: (Int, Summary).self) { group in
            var next = 0
            func submit() {
                let job = jobs[next]
                next += 1
                group.addTask {
                    let rendered = try renderer.render(job.variant, theme: job.theme, label: job.label)
                    return (job.index, try work(job, rendered))
                }
            }
            while next < min(jobs.count, concurrency * 4) { submit() }
            let byIndex = Dictionary(uniqueKeysWithValues: jobs.map { ($0.index, $0) })
            while let (index, summary) = try await group.next() {
                try consume(byIndex[index]!, summary)
                if next < jobs.count { submit() }
            }
        }
    }
}
