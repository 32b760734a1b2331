import Foundation
import Testing
@testable import StyleKit

/// `Path` hashes a sample of its commands; equality still compares all of them.
@Suite struct PathHashingTests {
    static func zigzag(_ bump: CGFloat) -> Path {
        var path = Path()
        path.move(to: .zero)
        for i in 1...12 { path.addLine(to: CGPoint(x: CGFloat(i), y: i == 5 ? bump : CGFloat(i % 2))) }
        path.closeSubpath()
        return path
    }

    @Test func equalPathsHashEqualAndDifferentOnesStayApartAsKeys() {
        #expect(Self.zigzag(1).hashValue == Self.zigzag(1).hashValue)
        // Element 5 of 14 is not sampled: the two hash alike but are different keys.
        let a = Self.zigzag(1), b = Self.zigzag(7)
        #expect(a != b && a.hashValue == b.hashValue)
        var counts: [Path: Int] = [:]
        for path in [a, b, a, Self.zigzag(1)] { counts[path, default: 0] += 1 }
        #expect(counts.count == 2 && counts[a] == 3 && counts[b] == 1)
        #expect(Set([Path(), Path(), Path(CGRect(x: 0, y: 0, width: 1, height: 1))]).count == 2)
    }
}
