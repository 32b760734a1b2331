import Foundation
import GallerySVG
import Testing

@Suite("Determinism")
struct SVGDeterminismTests {
    @Test func sameSceneGivesIdenticalBytesTwice() throws {
        for mode in [SVGOptions.TextMode.outlines, .text] {
            let options = SVGOptions(title: "Same", textMode: mode)
            let first = try SVGWriter.bytes(for: SceneFixtures.kitchenSink, options: options)
            let second = try SVGWriter.bytes(for: SceneFixtures.kitchenSink, options: options)
            #expect(first == second)
        }
    }

    @Test func fiftyConcurrentTasksAgree() async throws {
        let options = SVGOptions(title: "Concurrent", description: "50 tasks")
        let reference = try SVGWriter.bytes(for: SceneFixtures.kitchenSink, options: options)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<50 {
                group.addTask { try SVGWriter.bytes(for: SceneFixtures.kitchenSink, options: options) }
            }
            var all: [[UInt8]] = []
            for try await bytes in group { all.append(bytes) }
            return all
        }
        #expect(results.count == 50)
        #expect(results.allSatisfy { $0 == reference })
    }
}
