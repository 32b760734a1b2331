/// What resolution carries down the tree: the environment at this position and the session of the render.
package struct ResolveContext {
    package var environment: EnvironmentValues
    package let session: ResolveSession

    package init(environment: EnvironmentValues = EnvironmentValues(), session: ResolveSession = ResolveSession()) {
        self.environment = environment
        self.session = session
    }

    /// Runs user code (`body`, `makeBody`) with this position's environment visible to `@Environment`.
    package func evaluate<Result>(_ work: () throws -> Result) rethrows -> Result {
        try EnvironmentValues.$current.withValue(environment, operation: work)
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

    package init() {}
}
