import Foundation

/// The outline of a 2D shape: move, line, quadratic and cubic Bézier segments, as in SwiftUI.
public struct Path: Hashable, Sendable {
    /// One drawing command of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the subpath with a line to its start.
        case closeSubpath
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}
    /// A path drawn by a closure: `Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 10)) }`.
    public init(_ build: (inout Path) -> Void) { build(&self) }
    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// An ellipse inside a rectangle.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// Hashes the number of commands and four of them (first, last and two between): equal paths hash
    /// equal, and outlines that differ almost always differ there too, at a fraction of the cost of hashing
    /// every point (each SVG document counts its glyph outlines in a dictionary). Equality still compares
    /// every command.
    public func hash(into hasher: inout Hasher) {
        let count = elements.count
        hasher.combine(count)
        guard count > 0 else { return }
        hasher.combine(elements[0])
        if count > 1 { hasher.combine(elements[count - 1]) }
        if count > 2 { hasher.combine(elements[count / 3]) }
        if count > 3 { hasher.combine(elements[2 * count / 3]) }
    }
    /// Where the last command ended; nil for an empty path.
    public var currentPoint: CGPoint? {
        var point: CGPoint?
        var start: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): point = p; start = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): point = p
            case .closeSubpath: point = start
            }
        }
        return point
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) {
        // A path starts with room for a shape's commands (a continuous rounded rectangle has about 20): growing the list one
        // command at a time from empty was a quarter of laying out a control.
        if elements.isEmpty { elements.reserveCapacity(24) }
        elements.append(.move(to: p))
    }
    /// Adds a line to `p`.
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    /// Adds a quadratic curve to `p`.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    /// Adds a cubic curve to `p`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds lines through the points, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds another path, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    /// The path with every point transformed.
    public func applying(_ t: CGAffineTransform) -> Path {
        if t.isIdentity { return self }
        var copy = Path()
        copy.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(to: p.applying(t))
            case .line(let p): return .line(to: p.applying(t))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2): return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }
        return copy
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The smallest rectangle holding every point of the path, control points included (as CoreGraphics'
    /// `boundingBox` does; exact for lines and close for curves).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadCurve(let p, let c): include(p); include(c)
            case .curve(let p, let c1, let c2): include(p); include(c1); include(c2)
            case .closeSubpath: break
            }
        }
        return minX.isFinite ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}
