import Foundation
import Testing
@testable import StyleKit

private func parse(_ text: String) throws -> [Path.Element] { try SVGPathData.parse(text).elements }
private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// The error for `text`, or nil when it parses.
private func failure(_ text: String) -> SVGPathDataError? {
    do {
        _ = try SVGPathData.parse(text)
        return nil
    } catch {
        return error
    }
}

/// True when two element lists agree within `tolerance` (arcs are computed).
private func close(_ a: [Path.Element], _ b: [Path.Element], tolerance: CGFloat = 1e-9) -> Bool {
    guard a.count == b.count else { return false }
    func near(_ u: CGPoint, _ v: CGPoint) -> Bool { abs(u.x - v.x) <= tolerance && abs(u.y - v.y) <= tolerance }
    for (x, y) in zip(a, b) {
        switch (x, y) {
        case (.move(let u), .move(let v)), (.line(let u), .line(let v)): if !near(u, v) { return false }
        case (.quadCurve(let u, let c), .quadCurve(let v, let d)): if !near(u, v) || !near(c, d) { return false }
        case (.curve(let u, let c1, let c2), .curve(let v, let d1, let d2)):
            if !near(u, v) || !near(c1, d1) || !near(c2, d2) { return false }
        case (.closeSubpath, .closeSubpath): break
        default: return false
        }
    }
    return true
}

/// A point on a cubic segment.
private func evaluate(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p3.x,
                   y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p3.y)
}

/// Every sampled point of every cubic in `elements` (starting at `start`).
private func samples(_ elements: [Path.Element], from start: CGPoint) -> [CGPoint] {
    var current = start, points: [CGPoint] = []
    for element in elements {
        switch element {
        case .move(let q), .line(let q): current = q
        case .curve(let q, let c1, let c2):
            for i in 0...16 { points.append(evaluate(current, c1, c2, q, CGFloat(i) / 16)) }
            current = q
        default: break
        }
    }
    return points
}

@Suite struct SVGPathDataTests {
    @Test func linesAbsoluteAndRelative() throws {
        #expect(try parse("M10 20 L30 40 H50 V60 Z") == [.move(to: p(10, 20)), .line(to: p(30, 40)), .line(to: p(50, 40)),
                                                        .line(to: p(50, 60)), .closeSubpath])
        #expect(try parse("m10 20 l5 5 h-10 v-2 z") == [.move(to: p(10, 20)), .line(to: p(15, 25)), .line(to: p(5, 25)),
                                                        .line(to: p(5, 23)), .closeSubpath])
    }

    @Test func implicitRepetitionOfEveryCommand() throws {
        // Extra pairs after a move are lines (relative after m), and every command repeats.
        #expect(try parse("M0 0 10 0 10 10") == [.move(to: p(0, 0)), .line(to: p(10, 0)), .line(to: p(10, 10))])
        #expect(try parse("m1 1 2 0 0 2") == [.move(to: p(1, 1)), .line(to: p(3, 1)), .line(to: p(3, 3))])
        #expect(try parse("M0 0 h1 2 v3 4") == [.move(to: p(0, 0)), .line(to: p(1, 0)), .line(to: p(3, 0)), .line(to: p(3, 3)),
                                                .line(to: p(3, 7))])
        #expect(try parse("M0 0 q1 1 2 0 1 -1 2 0") == [.move(to: p(0, 0)), .quadCurve(to: p(2, 0), control: p(1, 1)),
                                                        .quadCurve(to: p(4, 0), control: p(3, -1))])
        #expect(try parse("M0 0 C1 1 2 1 3 0 4 -1 5 -1 6 0").count == 3)
    }

    @Test func numberForms() throws {
        #expect(try parse("M.5.5") == [.move(to: p(0.5, 0.5))])
        #expect(try parse("M-1-2") == [.move(to: p(-1, -2))])
        #expect(try parse("M1e-3,2E+2") == [.move(to: p(0.001, 200))])
        #expect(try parse("M+3 5.") == [.move(to: p(3, 5))])
        #expect(try parse("M-.5-.25") == [.move(to: p(-0.5, -0.25))])
        #expect(try parse("M1.5e1.5") == [.move(to: p(15, 0.5))])
        #expect(try parse("M0,0L1,2,3,4") == [.move(to: p(0, 0)), .line(to: p(1, 2)), .line(to: p(3, 4))])
        #expect(try parse(" \t\nM 1 , 2 \r\n L 3 4 ") == [.move(to: p(1, 2)), .line(to: p(3, 4))])
        #expect(try parse("M0 0l.5.5.5.5") == [.move(to: p(0, 0)), .line(to: p(0.5, 0.5)), .line(to: p(1, 1))])
    }

    @Test func emptyDataIsAnEmptyPath() throws {
        #expect(try parse("").isEmpty)
        #expect(try parse("  \n ").isEmpty)
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() throws {
        #expect(try parse("M0 0 C0 10 10 10 10 0 S20 -10 20 0") == [
            .move(to: p(0, 0)), .curve(to: p(10, 0), control1: p(0, 10), control2: p(10, 10)),
            .curve(to: p(20, 0), control1: p(10, -10), control2: p(20, -10)),
        ])
        // Without a previous cubic, the first control point is the current point.
        #expect(try parse("M5 5 s5 5 10 0") == [.move(to: p(5, 5)), .curve(to: p(15, 5), control1: p(5, 5), control2: p(10, 10))])
        #expect(try parse("M0 0 Q5 10 10 0 T20 0 t10 0") == [
            .move(to: p(0, 0)), .quadCurve(to: p(10, 0), control: p(5, 10)), .quadCurve(to: p(20, 0), control: p(15, -10)),
            .quadCurve(to: p(30, 0), control: p(25, 10)),
        ])
        // T after a line uses the current point; S after a quadratic does too.
        #expect(try parse("M0 0 L10 0 T20 0") == [.move(to: p(0, 0)), .line(to: p(10, 0)), .quadCurve(to: p(20, 0), control: p(10, 0))])
        #expect(try parse("M0 0 Q5 5 10 0 S15 5 20 0").last == .curve(to: p(20, 0), control1: p(10, 0), control2: p(15, 5)))
    }

    @Test func closeThenDrawStartsAtTheSubpathStart() throws {
        #expect(try parse("M1 1 L5 1 Z L3 3") == [.move(to: p(1, 1)), .line(to: p(5, 1)), .closeSubpath, .move(to: p(1, 1)),
                                                  .line(to: p(3, 3))])
        // Relative commands after Z are relative to the subpath start.
        #expect(try parse("M10 10 l5 0 z m1 1") == [.move(to: p(10, 10)), .line(to: p(15, 10)), .closeSubpath, .move(to: p(11, 11))])
        #expect(try parse("M0 0 L1 0 ZM5 5 L6 5 z").filter { $0 == .closeSubpath }.count == 2)
    }

    @Test func quarterArcIsTheStandardCubic() throws {
        // From (10, 0) clockwise on screen (sweep 1) to (0, 10) round the origin: one 90° segment, k = 0.5523.
        let k: CGFloat = 4 / 3 * tan(.pi / 8) * 10
        #expect(close(try parse("M10 0 A10 10 0 0 1 0 10"), [
            .move(to: p(10, 0)), .curve(to: p(0, 10), control1: p(10, k), control2: p(k, 10)),
        ]))
        #expect(close(try parse("M10 0 a10 10 0 0 1 -10 10"), try parse("M10 0 A10 10 0 0 1 0 10")))
    }

    @Test func arcFlagsChooseTheFourArcs() throws {
        // From (0, 0) to (10, 0) with radius 10: the centre is above or below, the arc short or long.
        for (large, sweep, centreY, segments) in [(0, 1, 8.660254, 1), (0, 0, -8.660254, 1), (1, 1, -8.660254, 4), (1, 0, 8.660254, 4)] {
            let elements = try parse("M0 0 A10 10 0 \(large) \(sweep) 10 0")
            #expect(elements.count == 1 + segments, "large \(large) sweep \(sweep)")
            for point in samples(elements, from: p(0, 0)) {
                let distance = ((point.x - 5) * (point.x - 5) + (point.y - centreY) * (point.y - centreY)).squareRoot()
                #expect(abs(distance - 10) < 0.01, "on the circle round (5, \(centreY)): \(point)")
            }
            #expect(elements.last.map { if case .curve(let end, _, _) = $0 { return end == p(10, 0) } else { return false } } == true,
                    "ends exactly at the endpoint")
        }
        // Packed flags.
        #expect(close(try parse("M0 0a10 10 0 0110 0"), try parse("M0 0 a10 10 0 0 1 10 0")))
    }

    @Test func arcEdgeCases() throws {
        // Radii too small: scaled up to a half circle through both points.
        let half = try parse("M0 0 A1 1 0 0 1 10 0")
        #expect(half.count == 3)
        for point in samples(half, from: p(0, 0)) {
            #expect(abs(((point.x - 5) * (point.x - 5) + point.y * point.y).squareRoot() - 5) < 0.01)
        }
        // A zero radius is a line; coinciding endpoints draw nothing; negative radii count as positive.
        #expect(try parse("M0 0 A0 5 0 0 1 10 0") == [.move(to: p(0, 0)), .line(to: p(10, 0))])
        #expect(try parse("M3 3 A5 5 0 0 1 3 3") == [.move(to: p(3, 3))])
        #expect(close(try parse("M10 0 A-10 -10 0 0 1 0 10"), try parse("M10 0 A10 10 0 0 1 0 10")))
        // An ellipse turned 90° is the one with its radii swapped.
        #expect(close(try parse("M0 0 A20 10 90 0 1 15 12"), try parse("M0 0 A10 20 0 0 1 15 12"), tolerance: 1e-9))
        // Turning the whole drawing by −30° gives the unrotated arc between the turned endpoints.
        let turn = CGAffineTransform(rotationAngle: -.pi / 6)
        let end = p(15, 12).applying(turn)
        let rotated = try SVGPathData.parse("M0 0 A20 10 30 0 1 15 12").applying(turn).elements
        #expect(close(rotated, try parse("M0 0 A20 10 0 0 1 \(end.x) \(end.y)"), tolerance: 1e-9))
    }

    @Test func malformedDataNamesTheOffset() {
        let cases: [(String, Int, String)] = [
            ("L10 10", 0, "must start with a move"),
            ("M10", 3, "expected a number, found the end of the data"),
            ("M,1 2", 1, "expected a number, found ','"),
            ("M1e-3 .5.5", 10, "expected a number, found the end of the data"),
            ("M10,,20", 4, "expected a number after ','"),
            ("M10 20,", 7, "expected a number after ','"),
            ("M1e", 2, "exponent without digits"),
            ("M1 2 X3 4", 5, "unexpected 'X'"),
            ("M1 2 L", 6, "expected a number, found the end of the data"),
            ("M1 2 L3", 7, "expected a number"),
            ("M0 0 A1 1 0 2 0 3 3", 12, "an arc flag must be 0 or 1, found '2'"),
            ("M0 0 Z 5 5", 7, "a number must follow a command"),
            ("M0 0 L- 5", 6, "expected a number, found '-'"),
            ("M0 0 L3 ⁴", 8, "expected a number, found '⁴'"),
            ("Mé 0", 1, "found 'é'"),
            ("M1e400 0", 1, "out of range"),
            ("M1e308 0 l1e308 0", 10, "coordinate out of range"),
            ("M0 0 L1 1 .", 10, "expected a number, found '.'"),
        ]
        for (text, offset, message) in cases {
            guard let error = failure(text) else {
                Issue.record("\"\(text)\" parsed")
                continue
            }
            #expect(error.offset == offset, "\"\(text)\": \(error)")
            #expect(error.message.contains(message), "\"\(text)\": \(error)")
            #expect(error.description.hasPrefix("invalid path data at character \(error.offset): "))
        }
        // Offsets count characters, not bytes.
        #expect(failure("M0 0 L1 1 é")?.offset == 10)
        #expect(failure("M0 0 L1 1 😀 2")?.offset == 10)
    }

    @Test func overlongDataIsRefused() {
        let text = "M0 0" + String(repeating: " L1 1", count: SVGPathData.maximumLength / 5 + 1)
        #expect(failure(text)?.message.contains("longer than") == true)
    }

    /// Random strings over the path alphabet never crash, and the path stays within a few elements per byte.
    @Test func randomDataNeverCrashesAndStaysBounded() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.,-+eE \n1010")
        var parsed = 0
        for _ in 0..<3000 {
            let length = Int(next() % 40)
            var text = "M"
            for _ in 0..<length { text.append(alphabet[Int(next() % UInt64(alphabet.count))]) }
            if let path = try? SVGPathData.parse(text) {
                parsed += 1
                #expect(path.elements.count <= 4 * text.utf8.count + 2, "\(text)")
                for element in path.elements {
                    if case .curve(let q, let c1, let c2) = element {
                        #expect([q, c1, c2].allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(text)")
                    }
                }
            }
        }
        #expect(parsed > 0)
    }
}
