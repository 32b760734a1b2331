import Foundation

nonisolated extension View {
    /// Attaches a gesture; it is recorded as a hit region, and `@GestureState` reads as in progress when the variant is pressed.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .normal)
    }

    /// Attaches a gesture that takes precedence over the view's other gestures.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .high)
    }

    /// Attaches a gesture that runs alongside the view's other gestures.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .simultaneous)
    }

    /// Runs an action on a tap (never run in a render; the hit region is recorded).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs an action after a long press (never run in a render; the hit region is recorded).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
    }

    /// Records the gesture on the subtree. In a forced "pressed" render the gesture is driven as if in
    /// progress, so `@GestureState` values it updates take their in-progress value.
    private func attaching<G: Gesture>(_ gesture: G, priority: GestureRecord.Priority) -> some View {
        wrapped { node, context in
            if context.environment.forcedInteraction == .pressed && context.environment.isEnabled {
                context.session.gestureActivations += gesture._activate()
            }
            return .gesture(GestureRecord(kind: gesture._kind, priority: priority), node)
        }
    }
}
