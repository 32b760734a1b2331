import Testing
@testable import Fonts

@Suite struct BidiTests {
    @Test func levelsOfAMixedParagraph() {
        let scalars = Array("ab \u{05D0}\u{05D1} cd".unicodeScalars)
        let bidi = BidiParagraph(scalars, base: nil)
        #expect(bidi.direction == .leftToRight)
        #expect(bidi.levels == [0, 0, 0, 1, 1, 0, 0, 0])
    }

    @Test func ruleL2ReversesFromTheHighestLevel() {
        // Levels 0 1 1 2 2 1 0: the level-2 pair flips twice (keeps its order), the level-1 span flips once.
        let items: [(level: UInt8, item: Character)] = [(0, "a"), (1, "b"), (1, "c"), (2, "d"), (2, "e"), (1, "f"), (0, "g")]
        #expect(String(BidiParagraph.visualOrder(items)) == "afdecbg")
    }

    @Test func emptyTextTakesTheAskedDirection() {
        #expect(BidiParagraph([], base: .rightToLeft).direction == .rightToLeft)
        #expect(BidiParagraph([], base: nil).direction == .leftToRight)
    }
}
