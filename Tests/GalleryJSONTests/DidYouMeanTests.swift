import Testing
@testable import GalleryJSON

@Suite("DidYouMean")
struct DidYouMeanTests {
    @Test(arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("same", "same", 0), ("ab", "ba", 1),
        ("colr", "color", 1), ("darkk", "dark", 1), ("ca", "abc", 3), ("😀a", "a😀", 1), ("flaw", "lawn", 2),
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(DidYouMean.editDistance(a, b) == distance)
        #expect(DidYouMean.editDistance(b, a) == distance)
    }

    @Test func closestNameIsSuggested() {
        #expect(DidYouMean.suggestions(for: "darkk", among: ["light", "dark"]) == ["dark"])
        #expect(DidYouMean.suggestions(for: "Dark", among: ["light", "dark"]) == ["dark"])
        #expect(DidYouMean.suggestions(for: "xyz", among: ["light", "dark"]) == [])
    }

    @Test func orderedByDistanceThenCandidateOrderAndLimitedToThree() {
        let candidates = ["collar", "colour", "zzzz", "color", "cool", "colors"]
        // colr → color 1, colour 2, collar 2, cool 2, colors 2 (threshold max(2, 4/3) = 2)
        #expect(DidYouMean.suggestions(for: "colr", among: candidates) == ["color", "collar", "colour"])
        #expect(DidYouMean.suggestions(for: "colr", among: candidates, limit: 5) == ["color", "collar", "colour", "cool", "colors"])
    }

    @Test func thresholdGrowsWithLength() {
        // 16 scalars → threshold 5: distances 1 and 3 accepted, 8 rejected; 3 scalars → threshold 2.
        #expect(DidYouMean.suggestions(for: "backgroundColour", among: ["backgroundColor"]) == ["backgroundColor"])
        #expect(DidYouMean.suggestions(for: "backgroundColour", among: ["bgColour"]) == [])
        #expect(DidYouMean.suggestions(for: "foregroundColour", among: ["foregroundCol"]) == ["foregroundCol"])
        #expect(DidYouMean.suggestions(for: "abc", among: ["xyz"]) == [])
        // short words still allow distance 2 but not 3
        #expect(DidYouMean.suggestions(for: "ab", among: ["xy", "abcde"]) == ["xy"])
    }

    @Test func exactMatchesAndDuplicatesAreExcluded() {
        #expect(DidYouMean.suggestions(for: "dark", among: ["dark", "dart", "dart"]) == ["dart"])
    }

    @Test func clauseFormatting() {
        #expect(DidYouMean.clause([]) == "")
        #expect(DidYouMean.clause(["dark"]) == #" (did you mean "dark"?)"#)
        #expect(DidYouMean.clause(["a", "b"]) == #" (did you mean "a" or "b"?)"#)
        #expect(DidYouMean.clause(["a", "b", "c"]) == #" (did you mean "a", "b" or "c"?)"#)
        #expect(DidYouMean.clause(["q\"x"]) == #" (did you mean "q\"x"?)"#)
        #expect(DidYouMean.clause(["true"], quote: "'") == " (did you mean 'true'?)")
    }
}
