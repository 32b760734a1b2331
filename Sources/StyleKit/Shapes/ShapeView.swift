import Foundation

/// A shape drawn with a style: filled, stroked along its path, or stroked inside its border.
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    let drawing: ShapeDrawing
    /// For `strokeBorder`: the shape inset by half the line width, which is what gets stroked.
    let drawnShape: AnyShape

    init(shape: Content, style: Style, drawing: ShapeDrawing, drawnShape: AnyShape? = nil) {
        self.shape = shape; self.style = style; self.drawing = drawing
        self.drawnShape = drawnShape ?? AnyShape(shape)
    }

    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] {
        let env = context.environment
        return [.shape(ShapeNode(shape: drawnShape.resolved(in: env), paint: style._paint(in: env), drawing: drawing,
                                 shadows: style._shadows(in: env)))]
    }
}

nonisolated extension Shape {
    /// Fills the shape with a style: `Capsule().fill(.blue)`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill(eoFill: style.isEOFilled))
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(eoFill: style.isEOFilled))
    }

    /// Strokes the path, centred on it.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(style))
    }

    /// Strokes the outline, centred on it: `Circle().stroke(.gray, lineWidth: 2)`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline with the foreground style and a stroke style.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> { stroke(ForegroundStyle(), style: style) }

    /// Strokes the outline with the foreground style.
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
}

nonisolated extension InsettableShape {
    /// Strokes inside the shape's border: the stroke is inset by half its width.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .strokeBorder(style),
                   drawnShape: AnyShape(inset(by: style.lineWidth / 2)))
    }

    /// Strokes inside the shape's edge, so the line stays within its frame: `RoundedRectangle(cornerRadius: 8).strokeBorder(.blue, lineWidth: 2)`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes inside the edge with the foreground style and a stroke style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style)
    }

    /// Strokes inside the edge with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
}
