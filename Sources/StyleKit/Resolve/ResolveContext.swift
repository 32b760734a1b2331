/// What resolution carries down the tree: the environment at this position and the session of the render.
package struct ResolveContext {
    package var environment: EnvironmentValues
    package let session: ResolveSession
    /// The layout direction the layout engine assumes at this position: that of the nearest
    /// `LayoutTrait.layoutDirection` node above, left to right at the root. Where the environment's
    /// direction differs, resolution puts such a node (docs/right-to-left.md).
    package var markedLayoutDirection: LayoutDirection = .leftToRight

    package init(environment: EnvironmentValues = EnvironmentValues(), session: ResolveSession = ResolveSession()) {
        self.environment = environment
        self.session = session
    }

    /// Runs user code (`body`, `makeBody`) with this position's environment visible to `@Environment`.
    package func evaluate<Result>(_ work: () throws -> Result) rethrows -> Result {
        try EnvironmentValues.$current.withValue(environment, operation: work)
    }

    /// Evaluates user code that makes a view (`body`, a modifier's `body(content:)`) and resolves the result.
    /// When a forced gesture below switched on one of its `@GestureState` values (a "pressed" render), the
    /// code is evaluated once more so that it sees the gesture in progress.
    package func resolveEvaluating<V: View>(_ make: () -> V) throws(StyleKitError) -> [ResolvedNode] {
        let before = session.gestureActivations
        let preferences = session.preferences.snapshot
        let nodes = try evaluate(make).resolveNodes(in: self)
        guard session.gestureActivations != before else { return nodes }
        // The second evaluation sets the same preferences again: count them once.
        session.preferences.snapshot = preferences
        return try evaluate(make).resolveNodes(in: self)
    }

    package func with(_ transform: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        transform(&copy.environment)
        return copy
    }
}

/// State of one resolution pass: which gesture states were forced active. One per rendered variant, never shared.
package final class ResolveSession {
    /// Counts `@GestureState` values that a forced gesture switched on; composite views re-evaluate their body
    /// when it changes below them.
    package var gestureActivations = 0
    /// The preferences set so far (`PreferenceKey`), for `background/overlayPreferenceValue` above them.
    package let preferences = PreferenceCollector()

    package init() {}
}
