import Testing
@testable import Fonts

/// A label over the pinned chain: each run in a face that has its glyphs, in visual order.
@Suite struct FallbackTests {
    static func chain() throws -> [FontFace] { try TestFonts.library.chain(for: FontRequest(family: "Inter")) }

    @Test func chainIsThePinnedFilesInOrder() throws {
        let names = try Self.chain().map(\.familyName)
        #expect(names.first == (TestFonts.interInstalled ? "Inter" : names.first))
        let expected = PinnedFaces.standard.fallbackChain.filter { TestFonts.library.isInstalled(family: $0) }
        #expect(Array(names.dropFirst()) == expected)
        for face in try Self.chain() { #expect(PinnedFaces.standard.expectedDigests[face.filePath] != nil, "\(face.filePath) is pinned") }
    }

    @Test func hebrewFallsBackToNotoSansHebrew() throws {
        let chain = try Self.chain()
        try #require(chain.contains { $0.familyName == "Noto Sans Hebrew" }, "fonts-noto-core is not installed")
        let layout = TextShaper.layout("\u{05E9}\u{05DC}\u{05D5}\u{05DD}", chain: chain, size: 17)
        #expect(layout.missingScalars.isEmpty)
        #expect(layout.faces.map(\.familyName) == ["Noto Sans Hebrew"])
        #expect(!layout.glyphs.contains { $0.glyph == 0 })
        #expect(layout.direction == .rightToLeft)
        // Visual order: the last letter (final mem, cluster 3) is drawn first, at the left.
        #expect(layout.glyphs.map(\.cluster) == [3, 2, 1, 0])
    }

    /// "Save שלום now": Latin, then the Hebrew word reversed, then Latin; paragraph left to right.
    @Test func mixedLatinAndHebrewInVisualOrder() throws {
        let chain = try Self.chain()
        try #require(chain.contains { $0.familyName == "Noto Sans Hebrew" }, "fonts-noto-core is not installed")
        let layout = TextShaper.layout("Save \u{05E9}\u{05DC}\u{05D5}\u{05DD} now", chain: chain, size: 17)
        #expect(layout.direction == .leftToRight)
        let clusters = layout.glyphs.map(\.cluster)
        #expect(clusters == [0, 1, 2, 3, 4, 8, 7, 6, 5, 9, 10, 11, 12])
        #expect(Set(layout.faces.map(\.familyName)).count == 2)
        // x grows monotonically in visual order.
        #expect(zip(layout.glyphs, layout.glyphs.dropFirst()).allSatisfy { $0.x < $1.x })
    }

    @Test func firstStrongCharacterSetsTheParagraphDirection() throws {
        let chain = try Self.chain()
        #expect(TextShaper.layout("\u{05D0}bc", chain: chain, size: 17).direction == .rightToLeft)
        #expect(TextShaper.layout("123 \u{05D0}", chain: chain, size: 17).direction == .rightToLeft)
        #expect(TextShaper.layout("abc \u{05D0}", chain: chain, size: 17).direction == .leftToRight)
        #expect(TextShaper.layout("123", chain: chain, size: 17).direction == .leftToRight)
        // The environment can force it.
        let forced = TextShaper.layout("abc", chain: chain, size: 17, direction: .rightToLeft)
        #expect(forced.direction == .rightToLeft)
    }

    /// In a right-to-left paragraph a Latin word stays left to right inside, and the words run right to left.
    @Test func rightToLeftParagraphKeepsLatinWordsReadable() throws {
        let chain = try Self.chain()
        let layout = TextShaper.layout("\u{05D0} ok", chain: chain, size: 17)
        #expect(layout.direction == .rightToLeft)
        #expect(layout.glyphs.map(\.cluster) == [2, 3, 1, 0])
    }

    @Test func scalarNoFaceHasIsReportedOnce() throws {
        let chain = try Self.chain()
        let layout = TextShaper.layout("a\u{10FFFD}b\u{10FFFD}", chain: chain, size: 17)
        #expect(layout.missingScalars == ["\u{10FFFD}"])
    }

    @Test func emojiComesFromTheMonochromeOutlineFace() throws {
        let chain = try Self.chain()
        try #require(chain.contains { $0.familyName == "Symbola" }, "fonts-symbola is not installed")
        let layout = TextShaper.layout("OK \u{1F600}", chain: chain, size: 17)
        #expect(layout.missingScalars.isEmpty)
        #expect(layout.faces.last?.familyName == "Symbola")
        let glyph = try #require(layout.glyphs.last)
        #expect(!layout.faces[glyph.face].outline(glyph: glyph.glyph).commands.isEmpty)
    }

    @Test func lineMetricsAreTheLargestOfTheFacesUsed() throws {
        let chain = try Self.chain()
        try #require(chain.contains { $0.familyName == "Noto Sans CJK JP" }, "fonts-noto-cjk is not installed")
        let latin = TextShaper.layout("Go", chain: chain, size: 17)
        let mixed = TextShaper.layout("Go \u{65E5}\u{672C}", chain: chain, size: 17)
        #expect(mixed.ascent == 1160.0 * 17 / 1000)
        #expect(mixed.lineHeight > latin.lineHeight)
    }
}
