import StyleKit

/// One cell of the gallery: a style in one state.
public struct Variant: Sendable {
    /// The style.
    public let entry: StyleEntry
    /// The state it is shown in.
    public let state: VariantState

    /// A variant of `entry` in `state`.
    ///
    /// ```swift
    /// let entry = Catalog.builtIn.entry(id: "primary-button-style")!
    /// let pressed = Variant(entry: entry, state: entry.states.first { $0.isPressed }!)
    /// ```
    public init(entry: StyleEntry, state: VariantState) { self.entry = entry; self.state = state }

    /// `gradient-style/rainbow-pressed-enabled`: stable, readable, used in file names and URLs.
    public var id: String { "\(entry.id)/\(state.slug)" }

    /// The control in its state, with the state forced through the environment, ready to resolve.
    public func makeView(label: String? = nil) -> some View {
        let state = self.state
        return entry.makeView(state, label: label)
            .disabled(state.isDisabled)
            .controlSize(state.controlSize)
            .environment(\.targetPlatform, state.platform)
            .transformingEnvironment { $0.forcedInteraction = state.isPressed ? .pressed : .none }
    }

    /// Resolves the variant under a theme (environment values prepared by the caller).
    package func resolve(in environment: EnvironmentValues, label: String? = nil) throws(StyleKitError) -> ResolvedNode {
        try makeView(label: label).resolveNode(in: ResolveContext(environment: environment))
    }
}
