import Foundation

nonisolated extension View {
    /// Draws `background` behind this view, sized to it.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        layered(.background, alignment: alignment, background)
    }

    /// Places views behind this one, sized to it: `.background { RoundedRectangle(cornerRadius: 8).fill(.blue) }`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(.background, alignment: alignment, content())
    }

    /// Fills the area behind this view with a style.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(.background, alignment: .center, Rectangle().fill(style))
    }

    /// Fills a shape with a style behind the view: `.background(.blue, in: Capsule())`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(.background, alignment: .center, shape.fill(style))
    }

    /// Fills a shape with the background style behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(.background, alignment: .center, shape.fill(Color(system: .systemBackground)))
    }

    /// Draws `overlay` in front of this view, sized to it.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        layered(.overlay, alignment: alignment, overlay)
    }

    /// Places views in front of this one, sized to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(.overlay, alignment: alignment, content())
    }

    /// Fills the view's frame with a style in front of it.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(.overlay, alignment: .center, Rectangle().fill(style))
    }

    /// Fills a shape with a style in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(.overlay, alignment: .center, shape.fill(style))
    }

    /// Masks this view with `mask`, sized to this view and aligned in it: where the mask is opaque the view
    /// shows, where it is transparent the view does not (the mask's colors do not matter, only its opacity).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        layered(.mask, alignment: alignment, mask())
    }

    /// The older spelling, with the mask view as a value.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        layered(.mask, alignment: .center, mask)
    }

    /// Shared by background, overlay and mask: the layer is resolved in this view's environment.
    private func layered<Layer: View>(_ placement: LayerPlacement, alignment: Alignment, _ layer: Layer) -> some View {
        wrapped { (node, context) throws(StyleKitError) in
            .layered(placement, alignment: alignment, child: node, layer: try layer.resolveNode(in: context))
        }
    }
}
