import Testing
import StyleKit
@testable import GalleryCatalog

/// Every seed style in every state it has: the resolved view tree, compared with a golden dump.
@Suite struct SeedTreeGoldenTests {
    static let seedIDs = Catalog.seedEntries.map(\.id)

    @Test(arguments: seedIDs)
    func resolvedTreesMatchGoldens(entryID: String) throws {
        let entry = try #require(Catalog.builtIn.entry(id: entryID))
        #expect(!entry.states.isEmpty)
        for state in entry.states {
            let tree = try Variant(entry: entry, state: state).resolve(in: EnvironmentValues())
            try goldens.check(tree.dump, named: "\(entry.id)/\(state.slug).txt")
        }
    }
}
