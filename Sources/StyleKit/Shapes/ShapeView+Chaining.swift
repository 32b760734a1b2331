import Foundation

/// A view that draws a shape and hands the shape on, so that more fills and strokes can be layered on it
/// (iOS 17: `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`). Each new drawing goes in front of the
/// ones before it, all in the same frame.
public nonisolated protocol ShapeView<Content>: View {
    /// The type of the shape.
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// `background` (the drawings so far) with one more drawing of the same shape in front of it.
public nonisolated struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// The shape.
    public var shape: Content
    /// The style it is filled with.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle
    /// The shape view below this fill.
    public var background: Background

    /// A fill drawn over another shape view; made by `.fill(_:)` on a stroked shape.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape; self.style = style; self.fillStyle = fillStyle; self.background = background
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let top = _ShapeView(shape: shape, style: style, drawing: .fill(eoFill: fillStyle.isEOFilled))
        return try ShapeLayers.stacked(background, over: top, in: context)
    }
}

/// `background` with a stroke of the same shape in front of it (centred on the path, or inside it for
/// `strokeBorder`).
public nonisolated struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// The shape.
    public var shape: Content
    /// The style the line is drawn with.
    public var style: Style
    /// The line's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// The shape view below this stroke.
    public var background: Background
    /// For `strokeBorder`: the shape inset by half the line width.
    let drawnShape: AnyShape?

    /// A stroke drawn over another shape view; made by `.stroke(_:)` on a filled shape.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.init(shape: shape, style: style, strokeStyle: strokeStyle, isAntialiased: isAntialiased, background: background, drawnShape: nil)
    }

    init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background, drawnShape: AnyShape?) {
        self.shape = shape; self.style = style; self.strokeStyle = strokeStyle; self.isAntialiased = isAntialiased
        self.background = background; self.drawnShape = drawnShape
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let drawing: ShapeDrawing = drawnShape == nil ? .stroke(strokeStyle) : .strokeBorder(strokeStyle)
        let top = _ShapeView(shape: shape, style: style, drawing: drawing, drawnShape: drawnShape)
        return try ShapeLayers.stacked(background, over: top, in: context)
    }
}

/// `StrokeBorderShapeView` is SwiftUI's name for the `strokeBorder` variant.
public typealias StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View> = StrokeShapeView<Content, Style, Background>

enum ShapeLayers {
    /// The drawings of `background` behind `top`, in one centred stack so that each gets the same frame.
    static func stacked<B: View, C: Shape, S: ShapeStyle>(_ background: B, over top: _ShapeView<C, S>,
                                                           in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let below = try background.resolveNodes(in: context)
        return [.zstack(alignment: .center, children: below + top.resolveNodes(in: context))]
    }
}

nonisolated extension ShapeView {
    /// Fills the shape in front of what is drawn so far.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Fills the shape with the foreground style over what is drawn so far.
    public func fill(style: FillStyle = FillStyle()) -> FillShapeView<Content, ForegroundStyle, Self> {
        fill(ForegroundStyle(), style: style)
    }

    /// Strokes the shape (centred on its path) in front of what is drawn so far.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline over what is drawn so far: `Circle().fill(.blue).stroke(.white, lineWidth: 2)`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Strokes the outline with the foreground style over what is drawn so far.
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, ForegroundStyle, Self> {
        stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension ShapeView where Content: InsettableShape {
    /// Strokes inside the shape's border, in front of what is drawn so far.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self,
                        drawnShape: AnyShape(shape.inset(by: style.lineWidth / 2)))
    }

    /// Strokes inside the shape's edge over what is drawn so far.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
