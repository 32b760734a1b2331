import Foundation

/// A 2D shape that can be used as a view: filled with the foreground style unless told otherwise.
public nonisolated protocol Shape: View, Sendable {
    /// The outline of the shape in a rectangle (the shape's frame).
    ///
    /// ```swift
    /// struct Diamond: Shape {
    ///     func path(in rect: CGRect) -> Path {
    ///         Path { p in
    ///             p.move(to: CGPoint(x: rect.midX, y: rect.minY)); p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
    ///             p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY)); p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
    ///             p.closeSubpath()
    ///         }
    ///     }
    /// }
    /// ```
    func path(in rect: CGRect) -> Path
}

nonisolated extension Shape {
    /// A shape on its own is filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill) }
}

/// A shape that can be inset, which `strokeBorder` needs to keep the stroke inside the frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset on every side by `amount`; what `strokeBorder` draws so that the line stays inside.
    func inset(by amount: CGFloat) -> InsetShape
}

/// How a shape view paints its path.
package enum ShapeDrawing: Hashable, Sendable {
    case fill(eoFill: Bool)
    /// A stroke centred on the path.
    case stroke(StrokeStyle)
    /// A stroke inset by half its width so that it stays inside the frame.
    case strokeBorder(StrokeStyle)

    static let fill = ShapeDrawing.fill(eoFill: false)
}

/// The exact geometry of a shape in a rectangle, so that renderers can emit native primitives
/// (`<rect rx>`, `<ellipse>`) where they are exact and fall back to the path otherwise.
package enum ShapeGeometry: Hashable, Sendable {
    case rectangle(CGRect)
    case roundedRectangle(CGRect, cornerSize: CGSize, style: RoundedCornerStyle)
    case ellipse(CGRect)
    case path(Path)
}

/// Shapes that know their exact geometry.
package protocol GeometricShape {
    func geometry(in rect: CGRect) -> ShapeGeometry
}

nonisolated extension Shape {
    package func geometry(in rect: CGRect) -> ShapeGeometry {
        (self as? any GeometricShape)?.geometry(in: rect) ?? .path(path(in: rect))
    }
}

/// Line width, caps, joins and dashes of a stroke.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// How line ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are joined.
    public var lineJoin: CGLineJoin
    /// How far a miter join may reach before it is beveled, in multiples of the line width.
    public var miterLimit: CGFloat
    /// Dash and gap lengths, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// Where in the dash pattern the line starts.
    public var dashPhase: CGFloat
    /// A stroke style: `StrokeStyle(lineWidth: 2, dash: [4, 2])`.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

/// How the ends of a stroked line are drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line ends at its end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}
/// How the corners of a stroked line are drawn.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Sharp corners.
    case miter
    /// Rounded corners.
    case round
    /// Cut-off corners.
    case bevel
}

/// A fill rule.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside (else non-zero winding).
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}
