import StyleKit

/// Environment values a configuration theme sets with Swift (`"environment": {"\\.theme": ".blackFriday"}`),
/// compiled into the generated package and applied high in the tree, as an app sets its own theme: each
/// configuration theme becomes the team's own `Theme` value.
public struct EnvironmentPatch: Sendable, Hashable {
    /// The Swift it was compiled from, for pages and equality.
    public let source: String
    /// The compiled Swift: a team's code, main-actor isolated as it would be in an app.
    private let body: @MainActor @Sendable (inout EnvironmentValues) -> Void

    /// A patch from its Swift source text and the compiled closure that applies it. The closure may use
    /// the team's main-actor values (`Theme.blackFriday` of a `@MainActor` type); it runs on the render
    /// thread (StyleKit's `StyleCodeIsolation`).
    public init(source: String, apply: @escaping @MainActor @Sendable (inout EnvironmentValues) -> Void) {
        self.source = source
        self.body = apply
    }

    /// Sets the values on an environment; called once per render, before the variant's view is resolved.
    public func apply(_ environment: inout EnvironmentValues) {
        environment = StyleCodeIsolation.call((body, environment)) { patch, environment in
            var environment = environment
            patch(&environment)
            return environment
        }
    }

    public static func == (a: EnvironmentPatch, b: EnvironmentPatch) -> Bool { a.source == b.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

extension EnvironmentPatch {
    /// An object for `@EnvironmentObject` and `@Environment(Type.self)` (`"environmentObjects": ["Theme()"]`),
    /// made afresh for every render so that no state is shared between variants.
    public static func object<T: AnyObject>(source: String, _ make: @escaping @MainActor @Sendable () -> T) -> EnvironmentPatch {
        EnvironmentPatch(source: source) { environment in environment.setObject(make(), as: T.self) }
    }
}
