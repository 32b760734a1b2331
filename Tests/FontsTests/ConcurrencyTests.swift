import Testing
@testable import Fonts

@Suite struct ConcurrencyTests {
    private struct Snapshot: Equatable, Sendable {
        var path: String
        var layout: TextLayout
        var outline: GlyphOutline
        var pair: Double
    }

    private static func snapshot(_ library: FontLibrary, _ request: FontRequest) throws -> Snapshot {
        let face = try library.face(for: request)
        return Snapshot(
            path: face.filePath,
            layout: face.layout("Tap Me! AVTo Wi \u{E000}", size: 17),
            outline: face.outline(glyph: face.glyphIndex(for: "g")),
            pair: face.layout("AV", size: 17).width)
    }

    @Test func manyTasksSeeIdenticalResults() async throws {
        let requests = [
            FontRequest(family: "DejaVu Sans"), FontRequest(family: "DejaVu Sans", weight: 700),
            FontRequest(family: "Inter"), FontRequest(family: "Inter", weight: 600),
            FontRequest(family: "x", design: .monospaced), FontRequest(family: "x", design: .serif),
        ]
        // Baseline computed serially in a separate library.
        let serial = FontLibrary()
        let expected = try requests.map { try Self.snapshot(serial, $0) }

        let shared = FontLibrary()
        let results = try await withThrowingTaskGroup(of: (Int, Snapshot).self) { group in
            for task in 0..<96 {
                group.addTask {
                    let index = task % requests.count
                    return (index, try Self.snapshot(shared, requests[index]))
                }
            }
            var results: [(Int, Snapshot)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 96)
        for (index, snapshot) in results {
            #expect(snapshot == expected[index])
        }
    }

    @Test func concurrentResolutionReturnsOneFacePerRequest() async throws {
        let library = FontLibrary()
        let request = FontRequest(family: "DejaVu Sans", weight: 700)
        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<32 {
                group.addTask { ObjectIdentifier(try library.face(for: request)) }
            }
            var identities = Set<ObjectIdentifier>()
            for try await identity in group { identities.insert(identity) }
            return identities
        }
        #expect(identities.count == 1)
    }
}
