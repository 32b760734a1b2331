import Foundation
@testable import StyleKit
import Testing

/// A path's digest covers every command: paths built apart but equal agree, and a change to any one number or
/// command (which `Path`'s own hash, sampling four commands, can miss) gives another digest.
@Suite struct PathDigestTests {
    private func glyphLike(bump index: Int? = nil, by delta: CGFloat = 0.001) -> Path {
        var path = Path()
        var n = 0
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            defer { n += 1 }
            return n == index ? CGPoint(x: x + delta, y: y) : CGPoint(x: x, y: y)
        }
        path.move(to: p(0, 0))
        for k in 0..<12 {
            let x = CGFloat(k)
            path.addCurve(to: p(x + 1, 0.5), control1: p(x + 0.25, 1), control2: p(x + 0.75, 1))
            path.addQuadCurve(to: p(x + 1, 0), control: p(x + 1.5, 0.25))
            path.addLine(to: p(x + 1, -0.25))
        }
        path.closeSubpath()
        return path
    }

    @Test func equalPathsHaveEqualDigests() {
        #expect(glyphLike().digest == glyphLike().digest)
        #expect(Path().digest == Path().digest)
    }

    @Test func everyNumberCounts() {
        let digest = glyphLike().digest
        var digests: Set<UInt64> = [digest]
        // Each point of the path moved in turn, from the first to the last (the middle ones are what a sampled
        // hash does not see).
        for index in 0..<(1 + 12 * 5) {
            digests.insert(glyphLike(bump: index).digest)
        }
        #expect(digests.count == 2 + 12 * 5)
    }

    /// Paths that differ only in the sign of a zero are equal, so their digests are too.
    @Test func negativeZeroIsZero() {
        var positive = Path(), negative = Path()
        positive.move(to: CGPoint(x: 0, y: 0))
        positive.addLine(to: CGPoint(x: 1, y: 0))
        negative.move(to: CGPoint(x: -0.0, y: 0))
        negative.addLine(to: CGPoint(x: 1, y: -0.0))
        #expect(positive == negative)
        #expect(positive.digest == negative.digest)
    }

    @Test func commandsCount() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 1, y: 1))
        var open = line
        line.closeSubpath()
        #expect(line.digest != open.digest)
        open.move(to: CGPoint(x: 1, y: 1))
        #expect(line.digest != open.digest)
    }
}
