import Testing
@testable import Fonts

/// ``TextShaper`` keeps the layouts it made (``ShapingCache``): a kept layout is the one shaping makes now, the
/// key tells texts, sizes, directions and chains apart, and the cache stays within its bound.
@Suite struct ShapingCacheTests {
    static func same(_ a: TextLayout, _ b: TextLayout) -> Bool {
        a.glyphs == b.glyphs && a.faces.map(ObjectIdentifier.init) == b.faces.map(ObjectIdentifier.init) && a.width == b.width
            && a.ascent == b.ascent && a.descent == b.descent && a.lineGap == b.lineGap && a.missingScalars == b.missingScalars
            && a.direction == b.direction
    }

    @Test func aKeptLayoutIsTheOneShapingMakes() throws {
        let chain = try FallbackTests.chain()
        let texts = ["Buy now", "Save \u{05E9}\u{05DC}\u{05D5}\u{05DD} now", "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}", "\u{65E5}\u{672C}\u{8A9E}", "e\u{0301}t\u{00E9}", ""]
        for text in texts {
            for size in [11.0, 17.0] {
                for direction in [nil, TextDirection.leftToRight, .rightToLeft] {
                    let first = TextShaper.layout(text, chain: chain, size: size, direction: direction)
                    let again = TextShaper.layout(text, chain: chain, size: size, direction: direction)
                    let fresh = TextShaper.shape(text, chain: chain, size: size, direction: direction)
                    #expect(Self.same(first, fresh), "\(text) at \(size) \(String(describing: direction))")
                    #expect(Self.same(again, fresh), "\(text) at \(size) \(String(describing: direction)), from the cache")
                }
            }
        }
    }

    @Test func theKeyTellsChainsSizesAndDirectionsApart() throws {
        let chain = try FallbackTests.chain()
        let bold = try TestFonts.library.chain(for: FontRequest(family: "Inter", weight: 700))
        let regular = TextShaper.layout("Wide", chain: chain, size: 17)
        #expect(!Self.same(TextShaper.layout("Wide", chain: bold, size: 17), regular))
        #expect(abs(TextShaper.layout("Wide", chain: chain, size: 34).width - 2 * regular.width) < 0.01)
        #expect(TextShaper.layout("abc", chain: chain, size: 17, direction: .rightToLeft).direction == .rightToLeft)
        #expect(TextShaper.layout("abc", chain: chain, size: 17, direction: nil).direction == .leftToRight)
    }

    @Test func theCacheStaysWithinItsBound() throws {
        let chain = try FallbackTests.chain()
        let cache = ShapingCache()
        for n in 0..<(ShapingCache.capacity + 10) {
            let text = "label \(n)"
            let key = ShapingCache.Key(text: text, faces: chain.map(ObjectIdentifier.init), size: 17, direction: nil)
            _ = cache.layout(for: key, chain: chain) { TextShaper.shape(text, chain: chain, size: 17) }
            #expect(cache.count <= ShapingCache.capacity)
        }
        #expect(cache.count == 10)
    }
}
