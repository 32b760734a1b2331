import Fonts
import Foundation
import StyleKit

/// Path data (`d`) in its short form: relative commands (`m l h v q t c s z`) between points on a grid, a
/// command letter only where it changes, no separator before a minus sign or after a number's decimal
/// point where the next one starts with one, no leading zero.
///
/// Every point is rounded to the grid first and the relative steps are taken between rounded points, so
/// rounding never accumulates along a path: each point is at most half a step from the exact one.
enum SVGPathData {
    /// Where the points of a path lie, and how a step count is written.
    struct Grid: Sendable, Hashable {
        /// Steps per point of the coordinates the path is written in.
        var stepsPerPoint: Double
        /// Decimals of a written number: a step is 10^-decimals units of the path's coordinates.
        var decimals: Int
        /// How far (in steps) a control point may be from the reflection `s` and `t` imply.
        var reflectionTolerance: Int64

        /// Document coordinates (points) to 1/100 pt, written as points with 2 decimals: at most 0.005 pt
        /// off (0.015 px at 3x, far below what anti-aliasing resolves).
        static let points = Grid(stepsPerPoint: 100, decimals: 2, reflectionTolerance: 1)
        /// Text lines: whole steps of 1/40 pt in a coordinate system that a `scale` of 0.025 maps to
        /// points, so glyph outlines are integers. At most 1/80 pt off (0.0375 px at 3x: under 4 % of an
        /// edge pixel's coverage, where the render check counts 10 %).
        static let textUnits = Grid(stepsPerPoint: 40, decimals: 0, reflectionTolerance: 0)

        /// One step in points (the `scale` that maps `textUnits` coordinates to points).
        var step: Double { 1 / stepsPerPoint }

        /// Magnitudes beyond this are clamped so grid coordinates fit `Int64` exactly.
        static let limit: Double = 1e12

        func snap(_ p: CGPoint) -> GridPoint { GridPoint(x: snap(Double(p.x)), y: snap(Double(p.y))) }

        func snap(_ value: Double) -> Int64 {
            guard value.isFinite else { return 0 }
            return (min(max(value, -Self.limit), Self.limit) * stepsPerPoint).nearestInt64()
        }

        /// A step count as the shortest number text (2 decimals: `150` → "1.5", `-5` → "-.05"; `0` → "0").
        func number(_ steps: Int64) -> String {
            var bytes: [UInt8] = []
            appendNumber(steps, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Appends ``number(_:)``'s text as UTF-8 (digits written by hand: path data is most of an SVG's
        /// numbers, and `String(Int)` with concatenation allocated several strings per number).
        func appendNumber(_ steps: Int64, to bytes: inout [UInt8]) {
            if steps == 0 { bytes.append(UInt8(ascii: "0")); return }
            var unit: UInt64 = 1
            for _ in 0..<decimals { unit *= 10 }
            let magnitude = steps.magnitude
            if steps < 0 { bytes.append(UInt8(ascii: "-")) }
            let whole = magnitude / unit
            var fraction = magnitude % unit
            if whole != 0 || fraction == 0 { FixedDecimal.appendDigits(whole, to: &bytes) }
            guard fraction != 0 else { return }
            var digits = decimals
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            bytes.append(UInt8(ascii: "."))
            FixedDecimal.appendDigits(fraction, minimumCount: digits, to: &bytes)
        }
    }

    /// A point on a grid, in steps.
    struct GridPoint: Hashable, Sendable {
        var x: Int64, y: Int64
        static let zero = GridPoint(x: 0, y: 0)
        static func + (a: GridPoint, b: GridPoint) -> GridPoint { GridPoint(x: a.x + b.x, y: a.y + b.y) }
        static func - (a: GridPoint, b: GridPoint) -> GridPoint { GridPoint(x: a.x - b.x, y: a.y - b.y) }
    }

    /// `path` in document coordinates.
    static func string(_ path: Path) -> String { string([(path, .zero)], grid: .points) }

    /// Several paths as one: each snapped to `grid` and moved by its offset (in steps). Kept by the paths,
    /// offsets and grid (``strings``): a label's outlines and a shape's outline are written again for every
    /// state and theme that draws them the same.
    static func string(_ pieces: [(path: Path, offset: GridPoint)], grid: Grid) -> String {
        let key = Pieces(pieces: pieces.map { Piece(path: $0.path, offset: $0.offset) }, grid: grid)
        return strings.value(for: key) { written(pieces, grid: grid) }
    }

    /// What ``string(_:grid:)`` is kept by: hashed by each path's length and ends (as glyph outlines are in a
    /// document; hashing every point of a label's outlines cost more than the lookup saved), compared whole.
    struct Pieces: Hashable, Sendable {
        var pieces: [Piece]
        var grid: Grid

        func hash(into hasher: inout Hasher) {
            hasher.combine(grid)
            hasher.combine(pieces.count)
            for piece in pieces {
                hasher.combine(piece.offset)
                hasher.combine(lengthAndEndsOf: piece.path)
            }
        }
    }

    struct Piece: Hashable, Sendable {
        var path: Path
        var offset: GridPoint
    }

    /// Path data written in this process (writing the digits of every point was 5 % of a cold build). A key
    /// holds its outlines (a ten-letter label's are about 20 KB): 128 keep what a group's states and themes
    /// share in a few MB.
    static let strings = BoundedCache<Pieces, String>(capacity: 128)

    /// ``string(_:grid:)`` written afresh: each piece's first move, then the rest of it as ``tails`` keep it.
    static func written(_ pieces: [(path: Path, offset: GridPoint)], grid: Grid) -> String {
        var writer = Writer(grid: grid)
        for piece in pieces { writer.write(piece.path, shiftedBy: piece.offset) }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// ``written(_:grid:)`` element by element, no tail kept or used: what it must equal (the tests' reference).
    static func writtenElementByElement(_ pieces: [(path: Path, offset: GridPoint)], grid: Grid) -> String {
        var writer = Writer(grid: grid)
        for piece in pieces {
            for element in piece.path.elements { writer.write(element, shiftedBy: piece.offset) }
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// What a path that starts with a move writes after that move. Every step is relative, so these bytes do not
    /// depend on where the path is placed (its offset, or the point the previous piece ended at): only its first
    /// move's numbers do. Whole strings (``strings``) repeat only where a whole label does; a label's glyphs
    /// recur in other labels, and a shape's outline in every state and theme that draws it.
    struct Tail: Sendable {
        var bytes: [UInt8]
        /// The writer's state after the tail, its points relative to the first move's point.
        var end: Writer.Relative
    }

    struct TailKey: Hashable, Sendable {
        var path: Path
        var grid: Grid

        /// Hashed as ``Pieces`` hashes a path (its length and ends), compared whole (arrays compare equal at
        /// once when they share storage, as a face's glyph outlines do).
        func hash(into hasher: inout Hasher) {
            hasher.combine(grid)
            hasher.combine(lengthAndEndsOf: path)
        }
    }

    /// Tails written in this process. A glyph's is a few hundred bytes (its outline is the face's, shared); a
    /// shape's key holds its own outline, about a kilobyte: 2,048 hold the glyphs of several faces and the shapes
    /// of a group's states in a few megabytes at most.
    static let tails = BoundedCache<TailKey, Tail>(capacity: 2048)

    /// A closed polygon through `points`.
    static func polygon(_ points: [CGPoint]) -> String {
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return string(path)
    }

    /// Builds the text: tracks the current point, the last command letter and whether a number ended it.
    struct Writer {
        let grid: Grid
        var bytes: [UInt8] = []
        private var current = GridPoint.zero
        private var start = GridPoint.zero
        /// The last control point of the previous segment when it was a cubic (for `s`) or a quadratic (`t`).
        private var lastCubicControl: GridPoint?
        private var lastQuadControl: GridPoint?
        private var last: UInt8?
        private var afterNumber = false
        private var numberHasPoint = false

        init(grid: Grid) { self.grid = grid }

        /// The state a tail leaves, relative to the point its path's first move went to.
        struct Relative: Sendable {
            var current: GridPoint, start: GridPoint
            var lastCubicControl: GridPoint?, lastQuadControl: GridPoint?
            var last: UInt8?
            var afterNumber: Bool, numberHasPoint: Bool
        }

        /// Writes `path` moved by `shift`: a path that starts with a move and goes on is that move and then its
        /// kept tail (``tails``), which equals writing its elements one by one — after a move the next element
        /// always writes its command letter, so nothing of the move but its point reaches the tail.
        mutating func write(_ path: Path, shiftedBy shift: GridPoint) {
            let elements = path.elements
            guard elements.count > 1, case .move = elements[0] else {
                for element in elements { write(element, shiftedBy: shift) }
                return
            }
            write(elements[0], shiftedBy: shift)
            let origin = current
            let tail = SVGPathData.tails.value(for: TailKey(path: path, grid: grid)) { Self.tail(of: elements, grid: grid) }
            bytes.append(contentsOf: tail.bytes)
            let end = tail.end
            current = end.current + origin
            start = end.start + origin
            lastCubicControl = end.lastCubicControl.map { $0 + origin }
            lastQuadControl = end.lastQuadControl.map { $0 + origin }
            last = end.last
            afterNumber = end.afterNumber
            numberHasPoint = end.numberHasPoint
        }

        /// The bytes `elements` after their first move write, and the state they leave.
        private static func tail(of elements: [Path.Element], grid: Grid) -> Tail {
            var writer = Writer(grid: grid)
            writer.write(elements[0], shiftedBy: .zero)
            let origin = writer.current
            writer.bytes.removeAll(keepingCapacity: true)
            for element in elements.dropFirst() { writer.write(element, shiftedBy: .zero) }
            let end = Relative(current: writer.current - origin, start: writer.start - origin,
                               lastCubicControl: writer.lastCubicControl.map { $0 - origin },
                               lastQuadControl: writer.lastQuadControl.map { $0 - origin },
                               last: writer.last, afterNumber: writer.afterNumber, numberHasPoint: writer.numberHasPoint)
            return Tail(bytes: writer.bytes, end: end)
        }

        mutating func write(_ element: Path.Element, shiftedBy shift: GridPoint) {
            func snap(_ p: CGPoint) -> GridPoint { grid.snap(p) + shift }
            var cubicControl: GridPoint?, quadControl: GridPoint?
            switch element {
            case .move(let p):
                command("m", repeats: false)
                step(to: snap(p))
                start = current
            case .line(let p):
                let point = snap(p)
                let delta = point - current
                if delta.y == 0 {
                    command("h")
                    number(delta.x)
                } else if delta.x == 0 {
                    command("v")
                    number(delta.y)
                } else {
                    command("l")
                    number(delta.x)
                    number(delta.y)
                }
                current = point
            case .quadCurve(let p, let c):
                var control = snap(c)
                if let previous = lastQuadControl, isReflection(control, of: previous) {
                    // `t` implies the reflection itself: the next reflection starts from that point.
                    control = reflection(of: previous)
                    command("t")
                } else {
                    command("q")
                    offset(control)
                }
                step(to: snap(p))
                quadControl = control
            case .curve(let p, let c1, let c2):
                let first = snap(c1), second = snap(c2)
                if let previous = lastCubicControl, isReflection(first, of: previous) {
                    command("s")
                } else {
                    command("c")
                    offset(first)
                }
                offset(second)
                step(to: snap(p))
                cubicControl = second
            case .closeSubpath:
                command("z", repeats: false)
                // After `z` the current point is the start of the subpath (SVG 1.1 §8.3.3).
                current = start
            }
            lastCubicControl = cubicControl
            lastQuadControl = quadControl
        }

        /// True when `control` is within the grid's tolerance of the reflection of `previous` about the
        /// current point, which the `s` and `t` forms imply.
        private func isReflection(_ control: GridPoint, of previous: GridPoint) -> Bool {
            let reflected = reflection(of: previous)
            return abs(reflected.x - control.x) <= grid.reflectionTolerance && abs(reflected.y - control.y) <= grid.reflectionTolerance
        }

        /// `point` reflected about the current point.
        private func reflection(of point: GridPoint) -> GridPoint {
            GridPoint(x: 2 * current.x - point.x, y: 2 * current.y - point.y)
        }

        /// `letter`, unless it repeats the previous command and may be implied (`repeats`).
        private mutating func command(_ letter: Unicode.Scalar, repeats: Bool = true) {
            let letter = UInt8(ascii: letter)
            if repeats, last == letter { return }
            bytes.append(letter)
            last = letter
            afterNumber = false
        }

        /// Separator rules of the SVG path grammar: a number after a number needs one, unless its sign
        /// or its decimal point ends the previous number (".5" after "1.2": "1.2.5").
        private mutating func number(_ steps: Int64) {
            // Written in place, then a separator inserted before it when the grammar needs one.
            let start = bytes.count
            grid.appendNumber(steps, to: &bytes)
            let first = bytes[start]
            let hasPoint = bytes[start...].contains(UInt8(ascii: "."))
            if afterNumber, first != UInt8(ascii: "-"), !(first == UInt8(ascii: ".") && numberHasPoint) {
                bytes.insert(UInt8(ascii: " "), at: start)
            }
            afterNumber = true
            numberHasPoint = hasPoint
        }

        /// A control point, relative to the current point.
        private mutating func offset(_ point: GridPoint) {
            number(point.x - current.x)
            number(point.y - current.y)
        }

        /// The end point of a segment, relative to the current point, which it then becomes.
        private mutating func step(to point: GridPoint) {
            offset(point)
            current = point
        }
    }
}

private extension Hasher {
    /// A path's length and its first and last commands: what the path-data caches' keys hash a path by (a key is
    /// compared whole; hashing every point of a label's outlines cost more than the lookup saved).
    mutating func combine(lengthAndEndsOf path: Path) {
        combine(path.elements.count)
        combine(path.elements.first)
        combine(path.elements.last)
    }
}
