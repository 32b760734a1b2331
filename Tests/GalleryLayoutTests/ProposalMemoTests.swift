import Foundation
import GoldenTestSupport
@testable import GalleryLayout
import Testing

/// A box's memo of what it worked out per proposal answers as a dictionary does, before and after it grows past
/// the short list it searches in order.
@Suite struct ProposalMemoTests {
    @Test func answersAsADictionaryDoes() {
        var random = SplitMix64(seed: 11)
        // Proposals from a small set (so keys repeat), with nil, zero, negative zero and infinity among them.
        let dimensions: [CGFloat?] = [nil, 0, -0.0, 1, 10.5, 200, .infinity]
        func proposal() -> ProposedSize { ProposedSize(width: random.pick(dimensions), height: random.pick(dimensions)) }
        var sawDictionary = false
        for round in 0..<200 {
            var memo = ProposalMemo<ProposedSize, Int>()
            var expected: [ProposedSize: Int] = [:]
            for step in 0..<(1 + random.below(40)) {
                let key = proposal()
                switch random.below(4) {
                case 0:
                    memo[key] = nil
                    expected[key] = nil
                default:
                    memo[key] = round * 100 + step
                    expected[key] = round * 100 + step
                }
                #expect(memo.count == expected.count)
                let probe = proposal()
                #expect(memo[probe] == expected[probe])
                if memo.count > ProposalMemo<ProposedSize, Int>.listLimit { sawDictionary = true }
            }
            for width in dimensions {
                for height in dimensions {
                    let key = ProposedSize(width: width, height: height)
                    #expect(memo[key] == expected[key])
                }
            }
        }
        #expect(sawDictionary, "some memo should have grown past its list")
    }

    @Test func negativeZeroFindsZeroAsADictionaryKeyDoes() {
        var memo = ProposalMemo<CGFloat?, String>()
        memo[0] = "zero"
        #expect(memo[-0.0] == "zero")
        #expect(memo[nil] == nil)
    }
}
