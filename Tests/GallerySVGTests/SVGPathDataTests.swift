import Foundation
import GoldenTestSupport
@testable import GallerySVG
@testable import StyleKit
import Testing

/// Reads path data back as an SVG renderer does (every command, absolute and relative, implied repeats,
/// `s`/`t` reflections), into absolute segments to compare with the path that was written.
enum PathDataReader {
    enum Segment: Equatable {
        case move(CGPoint), line(CGPoint), quad(CGPoint, CGPoint), cubic(CGPoint, CGPoint, CGPoint), close
    }

    static func read(_ d: String) -> [Segment]? {
        let chars = Array(d)
        var i = 0
        func skipSeparators() { while i < chars.count, chars[i] == " " || chars[i] == "," { i += 1 } }
        func number() -> CGFloat? {
            skipSeparators()
            var text = ""
            if i < chars.count, chars[i] == "-" || chars[i] == "+" { text.append(chars[i]); i += 1 }
            var sawPoint = false
            while i < chars.count, chars[i].isNumber || (chars[i] == "." && !sawPoint) {
                if chars[i] == "." { sawPoint = true }
                text.append(chars[i]); i += 1
            }
            return Double(text).map { CGFloat($0) }
        }
        func startsNumber() -> Bool {
            skipSeparators()
            return i < chars.count && (chars[i].isNumber || chars[i] == "-" || chars[i] == "." || chars[i] == "+")
        }
        var segments: [Segment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var lastCubic: CGPoint?, lastQuad: CGPoint?
        var command: Character?
        while true {
            skipSeparators()
            if i >= chars.count { break }
            if chars[i].isLetter { command = chars[i]; i += 1 } else if command == nil || !startsNumber() { return nil }
            guard let c = command else { return nil }
            let relative = c.isLowercase
            func point() -> CGPoint? {
                guard let x = number(), let y = number() else { return nil }
                return relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
            }
            var cubic: CGPoint?, quad: CGPoint?
            switch c.lowercased() {
            case "m":
                guard let p = point() else { return nil }
                segments.append(.move(p)); current = p; start = p
                command = relative ? "l" : "L"  // further pairs are lines
            case "l":
                guard let p = point() else { return nil }
                segments.append(.line(p)); current = p
            case "h":
                guard let x = number() else { return nil }
                current = CGPoint(x: relative ? current.x + x : x, y: current.y); segments.append(.line(current))
            case "v":
                guard let y = number() else { return nil }
                current = CGPoint(x: current.x, y: relative ? current.y + y : y); segments.append(.line(current))
            case "q", "t":
                var control = CGPoint(x: 2 * current.x - (lastQuad ?? current).x, y: 2 * current.y - (lastQuad ?? current).y)
                if c.lowercased() == "q" { guard let p = point() else { return nil }; control = p }
                guard let p = point() else { return nil }
                segments.append(.quad(control, p)); current = p; quad = control
            case "c", "s":
                var first = CGPoint(x: 2 * current.x - (lastCubic ?? current).x, y: 2 * current.y - (lastCubic ?? current).y)
                if c.lowercased() == "c" { guard let p = point() else { return nil }; first = p }
                guard let second = point(), let p = point() else { return nil }
                segments.append(.cubic(first, second, p)); current = p; cubic = second
            case "z":
                segments.append(.close); current = start; command = nil
            default: return nil
            }
            lastCubic = cubic; lastQuad = quad
        }
        return segments
    }

    /// The segments of `path`, for comparison.
    static func segments(_ path: Path) -> [Segment] {
        path.elements.map { element in
            switch element {
            case .move(let p): return .move(p)
            case .line(let p): return .line(p)
            case .quadCurve(let p, let c): return .quad(c, p)
            case .curve(let p, let c1, let c2): return .cubic(c1, c2, p)
            case .closeSubpath: return .close
            }
        }
    }

    static func points(_ segment: Segment) -> [CGPoint] {
        switch segment {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let a, let b, let p): return [a, b, p]
        case .close: return []
        }
    }

    /// Largest distance (per coordinate) between corresponding points; nil when the shapes differ.
    static func largestError(_ a: [Segment], _ b: [Segment]) -> CGFloat? {
        guard a.count == b.count else { return nil }
        var error: CGFloat = 0
        for (x, y) in zip(a, b) {
            let p = points(x), q = points(y)
            guard p.count == q.count else { return nil }
            for (u, v) in zip(p, q) { error = max(error, abs(u.x - v.x), abs(u.y - v.y)) }
        }
        return error
    }
}

@Suite("Path data")
struct SVGPathDataTests {
    @Test func numbersAreShortest() {
        let grid = SVGPathData.Grid.points
        #expect([150, -5, 0, 100, 7, 70, 1234, -1200, 105].map(grid.number) == ["1.5", "-.05", "0", "1", ".07", ".7", "12.34", "-12", "1.05"])
        #expect([0, 40, -7, 12345].map(SVGPathData.Grid.textUnits.number) == ["0", "40", "-7", "12345"])
    }

    /// The digits written by hand read back as the step count they stand for, at the ends of the grid's range
    /// and around every power of ten.
    @Test func numbersReadBackAsTheirSteps() {
        let limit = Int64(SVGPathData.Grid.limit * SVGPathData.Grid.points.stepsPerPoint)
        var values: [Int64] = [1, 9, 10, 11, 99, 100, 101, 999, 1000, 1001, limit, limit - 1, Int64(Int32.max)]
        var power: Int64 = 1
        while power < limit { values += [power - 1, power, power + 1, power * 7 + 3]; power *= 10 }
        for grid in [SVGPathData.Grid.points, .textUnits] {
            for steps in values + values.map { -$0 } {
                let text = grid.number(steps)
                let read = Double(text.hasPrefix("-.") ? "-0" + text.dropFirst() : text.hasPrefix(".") ? "0" + text : text)
                #expect(read.map { ($0 * pow(10, Double(grid.decimals))).rounded() } == Double(steps), "\(steps) → \(text)")
                #expect(!text.hasSuffix("0") || !text.contains("."), "no trailing zero after the point: \(text)")
            }
        }
    }

    @Test func separatorsOnlyWhereTheGrammarNeedsThem() {
        let path = Path { p in
            p.move(to: CGPoint(x: 1.2, y: 1.7)); p.addLine(to: CGPoint(x: 0.7, y: 2.2)); p.addLine(to: CGPoint(x: 3, y: 3.5))
        }
        // -.5 after 1.7 needs nothing; .5 after -.5 needs nothing (a second point starts a number); 2.3 after .5 needs a space.
        #expect(SVGPathData.string(path) == "m1.2 1.7l-.5.5 2.3 1.3")
    }

    @Test func roundingNeverAccumulates() throws {
        // 300 steps of 0.004 pt: each rounds to 0 alone, but the points are snapped, not the steps.
        var path = Path()
        path.move(to: .zero)
        for n in 1...300 { path.addLine(to: CGPoint(x: CGFloat(n) * 0.004, y: CGFloat(n) * 0.0031)) }
        let read = try #require(PathDataReader.read(SVGPathData.string(path)))
        let error = try #require(PathDataReader.largestError(read, PathDataReader.segments(path)))
        #expect(error <= 0.005 + 1e-9)
    }

    @Test func smoothCurvesUseTheShortForms() throws {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 5), control2: CGPoint(x: 10, y: 5))
            p.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: -5), control2: CGPoint(x: 20, y: -5))  // reflected
            p.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 20, y: 7), control2: CGPoint(x: 30, y: 5))   // not reflected
            p.addQuadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 35, y: 5))
            p.addQuadCurve(to: CGPoint(x: 50, y: 0), control: CGPoint(x: 45, y: -5))  // reflected
            p.addQuadCurve(to: CGPoint(x: 60, y: 0), control: CGPoint(x: 55, y: 5))   // reflected again
            p.closeSubpath()
            p.move(to: CGPoint(x: 1, y: 1))
            p.addLine(to: CGPoint(x: 1, y: 3))
        }
        let d = SVGPathData.string(path)
        #expect(d == "m0 0c0 5 10 5 10 0s10-5 10 0c0 7 10 5 10 0q5 5 10 0t10 0 10 0zm1 1v2")
        let read = try #require(PathDataReader.read(d))
        #expect(try #require(PathDataReader.largestError(read, PathDataReader.segments(path))) < 1e-9)
    }

    @Test func glyphLikePathsReadBackWithinHalfAStep() throws {
        // Curves with values off the grid, on both grids, shifted as a glyph placed in a line is.
        var path = Path()
        for k in 0..<20 {
            let a = CGFloat(k) * 1.37, b = CGFloat(k % 7) * 0.713
            path.move(to: CGPoint(x: a, y: -b))
            path.addCurve(to: CGPoint(x: a + 3.333, y: -b - 1.111), control1: CGPoint(x: a + 0.123, y: -b - 2.468),
                          control2: CGPoint(x: a + 3.21, y: -b - 2.469))
            path.addQuadCurve(to: CGPoint(x: a + 0.001, y: -b + 0.004), control: CGPoint(x: a + 6.6666, y: -b + 1.2345))
            path.closeSubpath()
        }
        for grid in [SVGPathData.Grid.points, .textUnits] {
            let shift = SVGPathData.GridPoint(x: 17, y: -3)
            let d = SVGPathData.string([(path, shift)], grid: grid)
            let read = try #require(PathDataReader.read(d))
            let expected = PathDataReader.segments(path.offsetBy(dx: CGFloat(shift.x) / grid.stepsPerPoint, dy: CGFloat(shift.y) / grid.stepsPerPoint))
            let scaled = read.map { segment -> PathDataReader.Segment in
                // Written numbers count 10^-decimals steps; a step is 1/stepsPerPoint pt.
                let points = pow(10, CGFloat(grid.decimals)) / grid.stepsPerPoint
                func s(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * points, y: p.y * points) }
                switch segment {
                case .move(let p): return .move(s(p))
                case .line(let p): return .line(s(p))
                case .quad(let c, let p): return .quad(s(c), s(p))
                case .cubic(let a, let b, let p): return .cubic(s(a), s(b), s(p))
                case .close: return .close
                }
            }
            let error = try #require(PathDataReader.largestError(scaled, expected))
            #expect(error <= 0.5 / grid.stepsPerPoint + 1e-9, "grid \(grid.stepsPerPoint)")
        }
    }

    /// Kept strings are the strings written afresh: for paths that differ in one point, in their offsets or
    /// grid, asked for again and again (and after the cache was emptied on reaching its capacity).
    @Test func keptPathDataIsThePathDataWrittenAfresh() {
        func path(_ k: Int, bump: CGFloat = 0) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: CGFloat(k), y: 0))
            for i in 1...9 { path.addLine(to: CGPoint(x: CGFloat(k + i), y: i == 6 ? 3 + bump : CGFloat(i % 3))) }
            path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 2.5, y: 7), control2: CGPoint(x: -1, y: 3.25))
            path.closeSubpath()
            return path
        }
        var asked = 0
        for round in 0..<3 {
            for k in 0..<400 {
                // Element 6 of 12 is not among the commands a path hashes: these collide as keys.
                let pieces: [(path: Path, offset: GallerySVG.SVGPathData.GridPoint)] = [(path(k % 50, bump: CGFloat(k % 3)), .init(x: Int64(k % 4), y: 0)),
                                                                              (path(k % 7), .init(x: 40, y: Int64(round)))]
                for grid in [SVGPathData.Grid.points, .textUnits] {
                    #expect(SVGPathData.string(pieces, grid: grid) == SVGPathData.written(pieces, grid: grid))
                    asked += 1
                }
            }
        }
        #expect(asked == 2_400)
        #expect(SVGPathData.strings.count <= SVGPathData.strings.capacity)
    }

    /// A path that starts with a move is written as that move and then its kept tail: byte for byte what writing
    /// its elements one by one gives, whatever the pieces before it left (an open subpath, a closed one, a curve
    /// whose control the next `s` or `t` reflects), its offset and the grid — for paths met again and again.
    @Test func tailsWriteWhatElementsWrite() {
        var random = SplitMix64(seed: 7)
        func point() -> CGPoint { CGPoint(x: random.unit() * 20 - 10, y: random.unit() * 20 - 10) }
        func path() -> Path {
            var path = Path()
            for contour in 0..<(1 + random.below(3)) {
                if contour > 0 || random.below(5) > 0 { path.move(to: point()) }
                for _ in 0..<(1 + random.below(6)) {
                    switch random.below(5) {
                    case 0: path.addLine(to: point())
                    case 1:  // horizontal or vertical, once on the grid
                        let p = path.currentPoint ?? .zero
                        path.addLine(to: random.below(2) == 0 ? CGPoint(x: p.x + 3, y: p.y) : CGPoint(x: p.x, y: p.y - 2))
                    case 2: path.addQuadCurve(to: point(), control: point())
                    case 3:  // a cubic whose first control reflects the previous one (`s`)
                        let p = path.currentPoint ?? .zero
                        path.addCurve(to: point(), control1: CGPoint(x: p.x + 1, y: p.y + 1), control2: CGPoint(x: p.x - 1, y: p.y - 1))
                    default: path.addCurve(to: point(), control1: point(), control2: point())
                    }
                }
                if random.below(3) > 0 { path.closeSubpath() }
            }
            return path
        }
        let paths = (0..<12).map { _ in path() }
        var compared = 0
        for _ in 0..<300 {
            let pieces = (0..<(1 + random.below(4))).map { _ in
                (path: paths[random.below(paths.count)], offset: SVGPathData.GridPoint(x: Int64(random.below(400)) - 200, y: Int64(random.below(400)) - 200))
            }
            for grid in [SVGPathData.Grid.points, .textUnits] {
                #expect(SVGPathData.written(pieces, grid: grid) == SVGPathData.writtenElementByElement(pieces, grid: grid))
                compared += 1
            }
        }
        #expect(compared == 600)
        #expect(SVGPathData.tails.count > 0 && SVGPathData.tails.count <= SVGPathData.tails.capacity)
    }
}

