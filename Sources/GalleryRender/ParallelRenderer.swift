import Foundation
import GalleryCatalog

/// Renders many jobs on all cores with a bounded number in flight, handing each result to `consume`
/// as it completes (on one task at a time), so memory stays bounded whatever the number of variants.
/// `consume` may return follow-up work (writing a page whose variants are all done), which runs on the
/// same pool instead of holding up the stream of results.
public struct ParallelRenderer: Sendable {
    /// The renderer each job is rendered with.
    public let renderer: VariantRenderer
    /// How many render tasks run at once (at least 1); up to four times as many jobs are in flight.
    public let concurrency: Int
    /// Which jobs note the environment keys they look up (``RenderedVariant/environmentReads``); nil leaves it
    /// to the renderer's ``VariantRenderer/recordsEnvironmentReads``. Noting every read was 1 % of a cold build
    /// where only one render of each page was asked what it read (docs/profile.md).
    public var recordsReads: (@Sendable (RenderJob) -> Bool)?

    /// A pool rendering with `renderer` on `concurrency` tasks (default: one per core).
    ///
    /// ```swift
    /// let pool = ParallelRenderer(renderer: VariantRenderer())
    /// try await pool.run(plan.jobs, work: { _, rendered in rendered.svg.count }, consume: { job, bytes in
    ///     print(job.variant.id, bytes)
    /// })
    /// ```
    public init(renderer: VariantRenderer, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.renderer = renderer
        self.concurrency = max(1, concurrency)
    }

    /// Work to run on the pool after a result was consumed.
    public typealias FollowUp = @Sendable () throws -> Void

    private enum Completion<Summary: Sendable>: Sendable {
        case rendered(Int, Summary)
        case followUpDone
    }

    /// Renders `jobs` (per job: resolve, layout, SVG, then `work` — e.g. writing the file — on the
    /// rendering task) and calls `consume` with each job's summary in completion order.
    public func run<Summary: Sendable, Jobs: RandomAccessCollection<RenderJob>>(
        _ jobs: Jobs,
        work: @escaping @Sendable (RenderJob, RenderedVariant) throws -> Summary,
        consume: (RenderJob, Summary) throws -> FollowUp?
    ) async throws where Jobs.Index == Int {
        let renderer = self.renderer, recordsReads = self.recordsReads
        let base = jobs.startIndex
        let window = concurrency * 4
        try await withThrowingTaskGroup(of: Completion<Summary>.self) { group in
            var next = 0
            var inFlight = 0
            func submit() {
                let position = next
                let job = jobs[base + position]
                next += 1
                inFlight += 1
                group.addTask {
                    let rendered = try renderer.render(job.variant, theme: job.theme, label: job.label, recordingReads: recordsReads?(job))
                    return .rendered(position, try work(job, rendered))
                }
            }
            while next < jobs.count && inFlight < window { submit() }
            while let completion = try await group.next() {
                inFlight -= 1
                if case .rendered(let position, let summary) = completion, let followUp = try consume(jobs[base + position], summary) {
                    inFlight += 1
                    group.addTask {
                        try followUp()
                        return .followUpDone
                    }
                }
                while next < jobs.count && inFlight < window { submit() }
            }
        }
    }

    /// The same without follow-up work.
    public func run<Summary: Sendable, Jobs: RandomAccessCollection<RenderJob>>(
        _ jobs: Jobs,
        work: @escaping @Sendable (RenderJob, RenderedVariant) throws -> Summary,
        consume: (RenderJob, Summary) throws -> Void
    ) async throws where Jobs.Index == Int {
        try await run(jobs, work: work, consume: { (job: RenderJob, summary: Summary) throws -> FollowUp? in
            try consume(job, summary)
            return nil
        })
    }
}
