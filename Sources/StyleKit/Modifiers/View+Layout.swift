import Foundation

/// The default padding amount on iOS (reference §3 [K6][K8]).
package let defaultPadding: CGFloat = 16

nonisolated extension View {
    /// Adds space around the view, per edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapped { node, _ in .padding(insets, node) }
    }

    /// Pads the given edges by `length`, or by the platform default (16 pt) when `length` is nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? defaultPadding))
    }

    /// Adds the same space on all four edges: `.padding(12)`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// A fixed frame. Either dimension left nil takes the child's size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let spec = FrameSpec(minWidth: width, idealWidth: width, maxWidth: width,
                             minHeight: height, idealHeight: height, maxHeight: height, alignment: alignment, isFixed: true)
        return wrapped { node, _ in .frame(spec, node) }
    }

    /// A flexible frame that clamps the offered size and the child's size to the given limits.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let spec = FrameSpec(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                             minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment, isFixed: false)
        return wrapped { node, _ in .frame(spec, node) }
    }

    /// Sizes the view to its ideal size in both directions.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Sizes the view to its ideal size in the chosen directions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapped { node, _ in .layout(.fixedSize(horizontal: horizontal, vertical: vertical), node) }
    }

    /// How much of its stack's space the view gets before its siblings; higher goes first.
    public func layoutPriority(_ value: Double) -> some View {
        wrapped { node, _ in .layout(.layoutPriority(value), node) }
    }

    /// Keeps the view at an aspect ratio (width / height; nil for its own), fitting or filling what it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapped { node, _ in .layout(.aspectRatio(aspectRatio, contentMode), node) }
    }

    /// Keeps the view at the aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit what it is offered, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// Scales the view to fill what it is offered, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Moves this view's horizontal guide `g` to the position the closure computes from its dimensions.
    /// The closure runs later, during layout, with the environment of this position visible to the
    /// `@Environment` properties it reads (SwiftUI has resolved them by then too).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapped { node, context in .layout(.horizontalGuide(g, { d in context.evaluate { computeValue(d) } }), node) }
    }

    /// Moves a vertical alignment guide of the view, for stacks that align on it.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapped { node, context in .layout(.verticalGuide(g, { d in context.evaluate { computeValue(d) } }), node) }
    }

    /// Offsets the drawing without changing layout.
    public func offset(_ offset: CGSize) -> some View {
        wrapped { node, _ in .effect(.offset(offset), node) }
    }

    /// Moves the drawing by x and y without changing the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
}
