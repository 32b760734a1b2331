import Foundation
import Testing
@testable import GallerySite

/// The overview pages are written as they are made, on all cores: every job's file holds its own bytes, in
/// folders made for it; a failing job does not stop the others, and the first failure in the jobs' order is
/// what the build reports.
@Suite struct OverviewPagesWriteTests {
    struct Failure: Error, Equatable { let job: Int }

    @Test func everyJobIsWrittenWithItsBytesAndTheFirstFailureInOrderIsThrown() throws {
        let root = try temporaryDirectory("overview-write")
        defer { try? FileManager.default.removeItem(at: root) }
        let failing: Set<Int> = [7, 31, 32]
        let jobs = (0..<64).map { index in
            OverviewPages.Job(path: index % 3 == 0 ? "page-\(index).html" : "folder-\(index % 5)/deeper/page-\(index).html") {
                if failing.contains(index) { throw Failure(job: index) }
                return Array("page \(index)\n".utf8) + Array(repeating: UInt8(index), count: index * 100)
            }
        }
        #expect(throws: Failure(job: 7)) { try OverviewPages.writeAll(jobs, into: root) }
        for (index, job) in jobs.enumerated() {
            let written = FileManager.default.contents(atPath: root.appendingPathComponent(job.path).path)
            if failing.contains(index) {
                #expect(written == nil, "a failed job writes nothing: \(job.path)")
            } else {
                #expect(written.map([UInt8].init) == Array("page \(index)\n".utf8) + Array(repeating: UInt8(index), count: index * 100), "\(job.path)")
            }
        }
        // Without failures nothing is thrown and every file is there.
        let fine = Array(jobs.enumerated().filter { !failing.contains($0.offset) }.map(\.element))
        try OverviewPages.writeAll(fine, into: root.appendingPathComponent("again"))
        #expect(fine.allSatisfy { FileManager.default.fileExists(atPath: root.appendingPathComponent("again/" + $0.path).path) })
    }
}
