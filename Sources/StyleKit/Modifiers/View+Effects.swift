import Foundation

extension View {
    public func opacity(_ opacity: Double) -> some View {
        wrapped { node, _ in .effect(.opacity(opacity), node) }
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        wrapped { node, _ in .effect(.scale(scale, anchor: anchor), node) }
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wrapped { node, _ in .effect(.rotation(angle, anchor: anchor), node) }
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

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapped { node, context in .effect(.clip(AnyShape(shape).resolved(in: context.environment), style), node) }
    }

    /// Clips to the view's bounds.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Makes ancestor effects (opacity, shadow) apply to the flattened result instead of to each child.
    public func compositingGroup() -> some View {
        wrapped { node, _ in .effect(.compositingGroup, node) }
    }

    public func drawingGroup(opaque: Bool = false) -> some View {
        wrapped { node, _ in .effect(.drawingGroup, node) }
    }

    /// The region that reacts to hit testing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        wrapped { node, context in .effect(.contentShape(AnyShape(shape).resolved(in: context.environment)), node) }
    }

    public func allowsHitTesting(_ enabled: Bool) -> some View {
        wrapped { node, _ in .effect(.allowsHitTesting(enabled), node) }
    }

    public func hidden() -> some View {
        wrapped { node, _ in .effect(.hidden, node) }
    }

    /// Records the animation on the subtree; still renders are unaffected.
    public func animation(_ animation: Animation?) -> some View {
        wrapped { node, _ in .effect(.animation(animation?.description ?? "none"), node) }
    }

    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        wrapped { node, _ in .effect(.animation((animation?.description ?? "none") + " on value"), node) }
    }

    public func transition(_ transition: AnyTransition) -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
}

/// A transition (recorded semantics only: still renders show the inserted state).
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static let identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
