import Foundation

nonisolated extension View {
    /// Draws the view with this opacity, 0 (transparent) to 1.
    public func opacity(_ opacity: Double) -> some View {
        wrapped { node, _ in .effect(.opacity(opacity), node) }
    }

    /// Scales the drawing around `anchor` without changing the layout size.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Scales the drawing by width and height factors around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        wrapped { node, _ in .effect(.scale(scale, anchor: anchor), node) }
    }

    /// Scales the drawing by x and y factors around `anchor`: `.scaleEffect(configuration.isPressed ? 0.95 : 1)`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the drawing around `anchor` without changing the layout size: `.rotationEffect(.degrees(90))`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wrapped { node, _ in .effect(.rotation(angle, anchor: anchor), node) }
    }

    /// Draws the view transformed by `transform` about its top-leading corner, without changing the layout
    /// size: `.transformEffect(CGAffineTransform(rotationAngle: .pi / 8))`.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        wrapped { node, _ in .effect(.transform(transform), node) }
    }

    /// Brightens the view: `amount` (0 none, 1 white; negative darkens) is added to the red, green and
    /// blue components of every colour drawn in it, as SwiftUI's brightness filter adds it to each pixel's
    /// components (Apple: `GraphicsContext.Filter.brightness(_:)`, "an amount to add to the pixel's color
    /// components"; `View.brightness(_:)`, "0 (no effect) and 1 (full white brightening)"). Components are
    /// sRGB's and clamped to 0…1; asset images are drawn unchanged.
    public func brightness(_ amount: Double) -> some View {
        wrapped { node, _ in .effect(.brightness(amount), node) }
    }

    /// A drop shadow. The default color is black at 33 % opacity (reference §4.2 [G7]).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapped { node, context in
            .effect(.shadow(ShadowSpec(color: color.resolve(in: context.environment), radius: radius, x: x, y: y)), node)
        }
    }

    /// Clips to a rounded rectangle with circular corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Clips the view to a shape: `.clipShape(Capsule())`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapped { node, context in .effect(.clip(AnyShape(shape).resolved(in: context.environment), style), node) }
    }

    /// Clips to the view's bounds.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Makes ancestor effects (opacity, shadow) apply to the flattened result instead of to each child.
    public func compositingGroup() -> some View {
        wrapped { node, _ in .effect(.compositingGroup, node) }
    }

    /// Flattens the view into one layer before drawing (drawn as it is here); the layer's colour mode is not
    /// modelled, the SVG blends in sRGB.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        wrapped { node, _ in .effect(.drawingGroup, node) }
    }

    /// The region that reacts to hit testing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        wrapped { node, context in .effect(.contentShape(AnyShape(shape).resolved(in: context.environment)), node) }
    }

    /// Whether the view takes part in hit testing; false removes its hit regions.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        wrapped { node, _ in .effect(.allowsHitTesting(enabled), node) }
    }

    /// Hides the view; it keeps its space.
    public func hidden() -> some View {
        wrapped { node, _ in .effect(.hidden, node) }
    }

    /// Records the animation on the subtree; still renders are unaffected.
    public func animation(_ animation: Animation?) -> some View {
        wrapped { node, _ in .effect(.animation(animation?.description ?? "none"), node) }
    }

    /// Animates changes of `value`; recorded, not played.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        wrapped { node, _ in .effect(.animation((animation?.description ?? "none") + " on value"), node) }
    }

    /// How the view is inserted and removed; no effect on a still render.
    public func transition(_ transition: AnyTransition) -> some View { self }
    /// The view's order among its siblings in a stack; accepted, not used here.
    public func zIndex(_ value: Double) -> some View { self }
    /// Gives the view an identity; no effect on a still render.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// Runs an action when the view appears; never run in a render.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Runs an action when the view disappears; never run in a render.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs an action when `value` changes (iOS 17: old and new value); a still render never changes it, so
    /// the action runs only when `initial` asks for it when the view appears, which a render never sees either.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    /// Runs an action when `value` changes (iOS 17, no arguments); never run in a render.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    /// Runs an action with the new value when `value` changes (iOS 14 spelling); never run in a render.
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    /// Starts an asynchronous task when the view appears; never started in a render.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Starts a task when the view appears and again when `id` changes; never started in a render.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        self
    }
    /// Isolates the geometry of the view's subtree for animations; no effect on a still render.
    public func geometryGroup() -> some View { self }
    /// Runs an action when a value derived from the view's geometry changes (iOS 18, back-deployed to 16); never
    /// run in a render, which lays out once (README, "Not yet").
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View { self }
    /// Runs an action with the old and new values when a value derived from the view's geometry changes; never
    /// run in a render.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
}

/// A transition (recorded semantics only: still renders show the inserted state).
public struct AnyTransition: Sendable {
    /// Fades in and out.
    public static let opacity = AnyTransition()
    /// Scales in and out.
    public static let scale = AnyTransition()
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()
    /// Moves in and out from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Moves in and out by an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// Scales in and out from `scale`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Pushes in from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// The transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// The working colour space of a `drawingGroup(opaque:colorMode:)` layer.
public enum ColorRenderingMode: Sendable, Hashable {
    /// sRGB, gamma encoded (the default).
    case nonLinear
    /// Linear sRGB, values in 0…1.
    case linear
    /// Linear sRGB, values beyond 0…1 kept.
    case extendedLinear
}
