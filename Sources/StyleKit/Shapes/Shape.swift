import Foundation

/// A 2D shape that can be used as a view: filled with the foreground style unless told otherwise.
public protocol Shape: View, Sendable {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill) }
}

/// A shape that can be inset, which `strokeBorder` needs to keep the stroke inside the frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
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

extension Shape {
    package func geometry(in rect: CGRect) -> ShapeGeometry {
        (self as? any GeometricShape)?.geometry(in: rect) ?? .path(path(in: rect))
    }
}

/// Line width, caps, joins and dashes of a stroke.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

/// A fill rule.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}
