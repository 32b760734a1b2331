import Foundation

/// Parses SVG path data — the `d` attribute, SVG 1.1 §8.3 / SVG 2 §9.3 — into a `Path`: every command
/// (M L H V C S Q T A Z, absolute and relative), implicit repetition of a command's arguments, and the
/// compact number forms (`1e-3`, `.5.5` = 0.5 0.5, `-1-2` = −1 −2, packed arc flags `0010`). Elliptical arcs
/// become cubic Béziers of at most 90°; quadratic segments stay quadratic. Coordinates are kept as written
/// (y down, as in SVG).
///
/// Malformed data throws `SVGPathDataError` with the character offset where reading stopped; nothing is
/// returned for it (SVG renderers draw up to the error, but a custom symbol drawn in part would only hide
/// the problem). The path grows at most a few elements per character read and the input is capped at
/// `maximumLength`, so memory stays bounded whatever the input.
package enum SVGPathData {
    /// The longest path data accepted, in UTF-8 bytes (1 MiB: far beyond any symbol).
    package static let maximumLength = 1 << 20

    package static func parse(_ text: String) throws(SVGPathDataError) -> Path {
        var parser = Parser(bytes: Array(text.utf8))
        return try parser.run()
    }
}

/// Path data that could not be read: where (a character offset into the string) and why.
package struct SVGPathDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Characters before the point where reading stopped.
    package var offset: Int
    package var message: String

    package init(offset: Int, message: String) { self.offset = offset; self.message = message }

    package var description: String { "invalid path data at character \(offset): \(message)" }
}

private struct Parser {
    let bytes: [UInt8]
    var index = 0
    var path = Path()
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    /// After Z: a drawing command that follows without a move starts at `subpathStart`.
    var needsMove = false
    /// The previous segment's last control point, for the reflections of S and T.
    var lastCubicControl: CGPoint?
    var lastQuadControl: CGPoint?

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func run() throws(SVGPathDataError) -> Path {
        guard bytes.count <= SVGPathData.maximumLength else {
            throw error(at: SVGPathData.maximumLength, "path data longer than \(SVGPathData.maximumLength) bytes")
        }
        skipWhitespace()
        guard index < bytes.count else { return path }
        guard bytes[index] == UInt8(ascii: "M") || bytes[index] == UInt8(ascii: "m") else {
            throw error(at: index, "path data must start with a move (M or m), not \(describe(at: index))")
        }
        var previous: UInt8 = 0
        while true {
            skipWhitespace()
            guard index < bytes.count else { return path }
            var command = bytes[index]
            if isCommand(command) {
                index += 1
            } else if startsNumber(command) && previous != 0 && previous != UInt8(ascii: "Z") && previous != UInt8(ascii: "z") {
                // More arguments for the previous command; after a move they are lines.
                command = previous == UInt8(ascii: "M") ? UInt8(ascii: "L") : previous == UInt8(ascii: "m") ? UInt8(ascii: "l") : previous
            } else {
                throw error(at: index, startsNumber(command) ? "a number must follow a command, and Z takes none"
                                                            : "unexpected \(describe(at: index)); expected a command")
            }
            try perform(command)
            previous = command
        }
    }

    // MARK: Commands

    mutating func perform(_ command: UInt8) throws(SVGPathDataError) {
        let relative = command >= UInt8(ascii: "a")
        let upper = relative ? command - 32 : command
        if upper == UInt8(ascii: "Z") {
            path.closeSubpath()
            current = subpathStart
            needsMove = true
            lastCubicControl = nil; lastQuadControl = nil
            return
        }
        // A command reads one group of arguments; further groups repeat it (M's repeat as L).
        var first = true
        skipWhitespace()
        repeat {
            if !first { try skipSeparator() }
            let groupStart = index
            try group(upper, relative: relative, isFirst: first)
            guard current.x.isFinite && current.y.isFinite else { throw error(at: groupStart, "coordinate out of range") }
            first = false
        } while hasMoreArguments()
    }

    mutating func group(_ command: UInt8, relative: Bool, isFirst: Bool) throws(SVGPathDataError) {
        func absolute(_ p: CGPoint) -> CGPoint { relative ? CGPoint(x: current.x + p.x, y: current.y + p.y) : p }
        switch command {
        case UInt8(ascii: "M"):
            let p = absolute(try point())
            if isFirst {
                path.move(to: p)
                subpathStart = p
                needsMove = false
            } else {
                beginSegment()
                path.addLine(to: p)
            }
            current = p
            lastCubicControl = nil; lastQuadControl = nil
        case UInt8(ascii: "L"):
            let p = absolute(try point())
            line(to: p)
        case UInt8(ascii: "H"):
            let x = try number()
            line(to: CGPoint(x: relative ? current.x + x : x, y: current.y))
        case UInt8(ascii: "V"):
            let y = try number()
            line(to: CGPoint(x: current.x, y: relative ? current.y + y : y))
        case UInt8(ascii: "C"):
            let c1 = absolute(try point()); try skipSeparator()
            let c2 = absolute(try point()); try skipSeparator()
            let p = absolute(try point())
            curve(to: p, c1, c2)
        case UInt8(ascii: "S"):
            let c2 = absolute(try point()); try skipSeparator()
            let p = absolute(try point())
            curve(to: p, reflected(lastCubicControl), c2)
        case UInt8(ascii: "Q"):
            let c = absolute(try point()); try skipSeparator()
            let p = absolute(try point())
            quad(to: p, c)
        case UInt8(ascii: "T"):
            let p = absolute(try point())
            quad(to: p, reflected(lastQuadControl))
        case UInt8(ascii: "A"):
            let groupStart = index
            let rx = try number(); try skipSeparator()
            let ry = try number(); try skipSeparator()
            let rotation = try number(); try skipSeparator()
            let largeArc = try flag(); try skipSeparator()
            let sweep = try flag(); try skipSeparator()
            let p = absolute(try point())
            beginSegment()
            let segments = EllipticalArc(from: current, to: p, rx: rx, ry: ry, rotationDegrees: rotation,
                                         largeArc: largeArc, sweep: sweep).cubics()
            for segment in segments {
                guard [segment.c1, segment.c2, segment.end].allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
                    throw error(at: groupStart, "arc out of range")
                }
                path.addCurve(to: segment.end, control1: segment.c1, control2: segment.c2)
            }
            if segments.isEmpty && p != current { path.addLine(to: p) }
            current = p
            lastCubicControl = nil; lastQuadControl = nil
        default:
            preconditionFailure("not a command")
        }
    }

    mutating func beginSegment() {
        if needsMove {
            path.move(to: current)
            needsMove = false
        }
    }

    mutating func line(to p: CGPoint) {
        beginSegment()
        path.addLine(to: p)
        current = p
        lastCubicControl = nil; lastQuadControl = nil
    }

    mutating func curve(to p: CGPoint, _ c1: CGPoint, _ c2: CGPoint) {
        beginSegment()
        path.addCurve(to: p, control1: c1, control2: c2)
        current = p
        lastCubicControl = c2; lastQuadControl = nil
    }

    mutating func quad(to p: CGPoint, _ c: CGPoint) {
        beginSegment()
        path.addQuadCurve(to: p, control: c)
        current = p
        lastQuadControl = c; lastCubicControl = nil
    }

    /// The reflection of the previous segment's control point about the current point, or the current point
    /// when the previous segment was of another kind.
    func reflected(_ control: CGPoint?) -> CGPoint {
        guard let control else { return current }
        return CGPoint(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    }

    // MARK: Tokens

    func isCommand(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "Z"), UInt8(ascii: "z"), UInt8(ascii: "L"), UInt8(ascii: "l"),
             UInt8(ascii: "H"), UInt8(ascii: "h"), UInt8(ascii: "V"), UInt8(ascii: "v"), UInt8(ascii: "C"), UInt8(ascii: "c"),
             UInt8(ascii: "S"), UInt8(ascii: "s"), UInt8(ascii: "Q"), UInt8(ascii: "q"), UInt8(ascii: "T"), UInt8(ascii: "t"),
             UInt8(ascii: "A"), UInt8(ascii: "a"):
            return true
        default:
            return false
        }
    }

    func startsNumber(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }

    mutating func skipWhitespace() {
        while index < bytes.count && isWhitespace(bytes[index]) { index += 1 }
    }

    /// Whitespace with at most one comma, between two arguments or two groups; it may be empty where the
    /// next number starts with a sign or a dot (`1-2`, `.5.5`).
    mutating func skipSeparator() throws(SVGPathDataError) {
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            guard index < bytes.count, startsNumber(bytes[index]) else {
                throw error(at: index, "expected a number after ',', found \(describe(at: index))")
            }
        }
    }

    /// True when the next token (after whitespace and an optional comma) is a number: more arguments.
    func hasMoreArguments() -> Bool {
        var probe = index
        while probe < bytes.count && isWhitespace(bytes[probe]) { probe += 1 }
        if probe < bytes.count && bytes[probe] == UInt8(ascii: ",") { return true }
        return probe < bytes.count && startsNumber(bytes[probe])
    }

    mutating func point() throws(SVGPathDataError) -> CGPoint {
        let x = try number()
        try skipSeparator()
        let y = try number()
        return CGPoint(x: x, y: y)
    }

    /// A number: sign, digits with an optional fraction (or a fraction alone), optional exponent.
    mutating func number() throws(SVGPathDataError) -> CGFloat {
        let start = index
        guard index < bytes.count else { throw error(at: index, "expected a number, found the end of the data") }
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while index < bytes.count && isDigit(bytes[index]) { index += 1; digits += 1 }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count && isDigit(bytes[index]) { index += 1; digits += 1 }
        }
        guard digits > 0 else {
            index = start
            throw error(at: start, "expected a number, found \(describe(at: start))")
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            let exponent = index
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error(at: exponent, "exponent without digits")
            }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error(at: start, "number \(text) out of range") }
        return CGFloat(value)
    }

    /// An arc flag: a single 0 or 1, which need not be separated from what follows.
    mutating func flag() throws(SVGPathDataError) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw error(at: index, "an arc flag must be 0 or 1, found \(describe(at: index))")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    // MARK: Errors

    /// What is at byte `position`, for messages: `'X'`, or "the end of the data".
    func describe(at position: Int) -> String {
        guard position < bytes.count else { return "the end of the data" }
        // The whole character (a non-ASCII one spans several bytes).
        var end = position + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[position..<end], as: UTF8.self))'"
    }

    func error(at position: Int, _ message: String) -> SVGPathDataError {
        let clamped = min(position, bytes.count)
        return SVGPathDataError(offset: String(decoding: bytes[0..<clamped], as: UTF8.self).count, message: message)
    }
}
