/// A style that makes a toggle's appearance and interaction.
@MainActor @preconcurrency public protocol ToggleStyle {
    /// The type of view `makeBody(configuration:)` returns.
    associatedtype Body: View
    /// What the style gets: the label and the `isOn` binding.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle's look for one configuration.
    ///
    /// ```swift
    /// func makeBody(configuration: Configuration) -> some View {
    ///     HStack { configuration.label; Image(systemName: configuration.isOn ? "checkmark.square" : "square") }
    /// }
    /// ```
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` receives.
public struct ToggleStyleConfiguration {
    /// The toggle's label view.
    public nonisolated struct Label: View, PrimitiveView {
        /// A primitive view: StyleKit resolves it itself, so it has no `body`.
        public typealias Body = Never
        let content: AnyView
        /// Nothing under `.labelsHidden()`, as in SwiftUI, where a custom style's `configuration.label` goes with
        /// the built-in styles' label (the toggle keeps it as its accessibility label).
        package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
            if context.environment.labelsHidden { return [] }
            return try content.resolveNodes(in: context)
        }
    }
    /// The toggle's label, as the toggle was given it.
    public let label: Label
    /// Whether the toggle is on; setting it has no effect in a render.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (mixed state).
    public var isMixed: Bool = false
}

/// Styles that announce themselves with a role other than `switch` (checkbox, toggle button).
package protocol AccessibleToggleStyle {
    func accessibilityRole(in environment: EnvironmentValues) -> AccessibilityRole
}

/// A type-erased toggle style.
public nonisolated struct AnyToggleStyle: ToggleStyle {
    private let make: (ToggleStyleConfiguration) -> AnyView
    package let typeName: String
    /// The erased style, checked for environment requirements before its body is made.
    package let value: Any
    private let role: (EnvironmentValues) -> AccessibilityRole
    /// Erases the type of a toggle style.
    public init<S: ToggleStyle>(_ style: S) {
        if let erased = style as? AnyToggleStyle {
            self = erased
            return
        }
        make = { configuration in StyleCodeIsolation.call((style, configuration)) { AnyView($0.0.makeBody(configuration: $0.1)) } }
        typeName = "\(S.self)"
        value = style
        let accessible = style as? any AccessibleToggleStyle
        role = { accessible?.accessibilityRole(in: $0) ?? .switch }
    }
    /// How a toggle in this style is announced where it stands.
    package func accessibilityRole(in environment: EnvironmentValues) -> AccessibilityRole { role(environment) }
    /// The wrapped style's body.
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }
    /// The wrapped style's body, made on the calling (render) thread.
    package func erasedBody(_ configuration: Configuration) -> AnyView { make(configuration) }
}

nonisolated extension View {
    /// Sets the style of toggles in this subtree. A toggle inside a style's body uses the next style out.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.toggleStyles.append(AnyToggleStyle(style)) }
    }
}
