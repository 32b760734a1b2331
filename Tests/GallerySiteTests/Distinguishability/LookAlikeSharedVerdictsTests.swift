import Foundation
import GalleryCatalog
@testable import GallerySite
import Testing

/// One build's look-alike check measures a pair of drawings once, whichever page group meets it first: the runs of
/// its groups share their verdicts (``LookAlikeCheck/measuredPairs``). A component's states often draw the same
/// under several themes (a toggle that is off, a disabled button), and measuring those pairs again in every theme
/// was a third of the shipped gallery's build (docs/profile.md).
@Suite struct LookAlikeSharedVerdictsTests {
    static let settings = DistinguishabilitySettings()

    /// The records of every style under `theme`, by style, with their SVGs.
    static func groups(under themeID: String, in configuration: GalleryConfiguration)
        throws -> [(id: String, records: [VariantRecord], svg: (VariantRecord) throws -> [UInt8])] {
        let renderer = configuration.makeRenderer()
        let theme = try #require(configuration.themes.first { $0.id == themeID })
        return try configuration.entries.map { entry in
            let renders = try SVGSketchTests.renders(of: entry, under: theme, in: configuration, renderer: renderer)
            let svgs = Dictionary(uniqueKeysWithValues: renders.map { ($0.rendered.variant.id, $0.rendered.svg) })
            return (entry.id, renders.map(\.record), { svgs[$0.variant.id]! })
        }
    }

    /// A group run again through the same check measures nothing and finds what it found.
    @Test func aGroupRunAgainIsDecidedByWhatTheFirstRunMeasured() throws {
        let groups = try Self.groups(under: "default", in: shippedConfiguration())
        var measuredFirst = 0
        for group in groups {
            let check = LookAlikeCheck(settings: Self.settings)
            let first = check.run(group.records, svg: group.svg)
            let again = check.run(group.records, svg: group.svg)
            #expect(again.measured == 0, "\(group.id): \(again.measured) pairs measured again")
            #expect(again.verdicts == first.verdicts && again.pairs == first.pairs, "\(group.id)")
            #expect(check.measuredPairs.measured == first.measured,
                    "\(group.id): the check keeps each pair it measured (every pair of these styles is decided)")
            measuredFirst += first.measured
        }
        #expect(measuredFirst > 20, "\(measuredFirst) pairs measured: the test needs pairs to measure")
    }

    /// Under a second theme, a check that has run the first finds exactly what a fresh check finds, measuring only
    /// the pairs the first theme did not draw alike; and the two themes share drawings, so it measures fewer.
    @Test func aSecondThemeFindsWhatAFreshCheckFindsAndMeasuresOnlyNewPairs() throws {
        let configuration = try shippedConfiguration()
        let first = try Self.groups(under: "default", in: configuration)
        let second = try Self.groups(under: "germany", in: configuration)
        var sharedMeasured = 0, freshMeasured = 0
        for (a, b) in zip(first, second) {
            #expect(a.id == b.id)
            let shared = LookAlikeCheck(settings: Self.settings)
            let firstOutcome = shared.run(a.records, svg: a.svg)
            let secondOutcome = shared.run(b.records, svg: b.svg)
            let fresh = LookAlikeCheck(settings: Self.settings).run(b.records, svg: b.svg)
            #expect(secondOutcome.verdicts == fresh.verdicts, "\(b.id)")
            #expect(secondOutcome.pairs == fresh.pairs, "\(b.id)")
            let new = Set(fresh.verdicts.keys).subtracting(firstOutcome.verdicts.keys).count
            #expect(secondOutcome.measured <= new, "\(b.id): \(secondOutcome.measured) measured, \(new) pairs not met before")
            sharedMeasured += secondOutcome.measured
            freshMeasured += fresh.measured
        }
        #expect(sharedMeasured < freshMeasured, "\(sharedMeasured) pairs measured after the first theme, \(freshMeasured) fresh")
    }

    /// A group whose records were taken over from an earlier build (no paint items, no sketch pictures: the pairs
    /// are drawn whole, from parsed SVGs) and a rendered group share verdicts either way round and find what a
    /// fresh check finds.
    @Test func groupsWithAndWithoutPaintItemsAndPicturesShareVerdicts() throws {
        let groups = try Self.groups(under: "default", in: shippedConfiguration())
        var shared = 0
        for group in groups {
            var bare = group.records
            for index in bare.indices { bare[index].paint = nil; bare[index].sketch = nil }
            let fresh = LookAlikeCheck(settings: Self.settings).run(group.records, svg: group.svg)
            let freshBare = LookAlikeCheck(settings: Self.settings).run(bare, svg: group.svg)
            #expect(freshBare.verdicts == fresh.verdicts && freshBare.pairs == fresh.pairs, "\(group.id): whole and by region agree")
            for (first, second) in [(bare, group.records), (group.records, bare)] {
                let check = LookAlikeCheck(settings: Self.settings)
                _ = check.run(first, svg: group.svg)
                let after = check.run(second, svg: group.svg)
                #expect(after.measured == 0 && after.verdicts == fresh.verdicts && after.pairs == fresh.pairs, "\(group.id)")
            }
            shared += fresh.verdicts.count
        }
        #expect(shared > 20, "\(shared) verdicts")
    }

    /// The verdicts kept are bounded: at capacity they are let go (memory flat in the number of variants), while
    /// the count of pairs measured goes on; a pair added twice (two groups at once) counts once.
    @Test func theVerdictsKeptAreBounded() {
        let pairs = MeasuredPairs(capacity: 2)
        let keys = (0..<3).map { LookAlikeCheck.PairKey(UInt64($0), UInt64($0) + 100) }
        pairs.add(keys[0], .distinct)
        pairs.add(keys[0], .distinct)
        pairs.add(keys[1], .distinct)
        #expect(pairs.measured == 2 && pairs.verdict(for: keys[0]) == .distinct && pairs.verdict(for: keys[1]) == .distinct)
        pairs.add(keys[2], .distinct)
        #expect(pairs.measured == 3)
        #expect(pairs.verdict(for: keys[0]) == nil && pairs.verdict(for: keys[1]) == nil, "let go at capacity")
        #expect(pairs.verdict(for: keys[2]) == .distinct)
    }
}
