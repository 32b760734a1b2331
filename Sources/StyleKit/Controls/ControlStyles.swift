/// A style of one kind of control (label, progress view, group box, disclosure group, labeled content)
/// with its type erased: what `.labelStyle(_:)`, `.progressViewStyle(_:)`, … put in the environment.
/// One eraser serves every style protocol whose only input is its configuration.
package struct ErasedStyle<Configuration> {
    package let typeName: String
    /// The style itself, checked for environment requirements before its body is made.
    package let value: Any
    private let make: (Configuration) -> AnyView

    /// - Parameter make: the style's `makeBody`, main-actor isolated as SwiftUI declares it; called on the
    ///   render thread (``StyleCodeIsolation``).
    package init<S>(_ style: S, make: @escaping @MainActor (S, Configuration) -> some View) {
        self.typeName = "\(S.self)"
        self.value = style
        self.make = { configuration in StyleCodeIsolation.call((make, style, configuration)) { AnyView($0.0($0.1, $0.2)) } }
    }

    package func makeBody(_ configuration: Configuration) -> AnyView { make(configuration) }
}

private struct ControlStylesKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: [Any]] { [:] } }

extension EnvironmentValues {
    /// The styles set for controls configured by `Configuration`, innermost last.
    package func styles<Configuration>(for configuration: Configuration.Type) -> [ErasedStyle<Configuration>] {
        (self[ControlStylesKey.self][ObjectIdentifier(configuration)] ?? []).compactMap { $0 as? ErasedStyle<Configuration> }
    }

    package mutating func setStyles<Configuration>(_ styles: [ErasedStyle<Configuration>]) {
        self[ControlStylesKey.self][ObjectIdentifier(Configuration.self)] = styles
    }
}

nonisolated extension View {
    /// Pushes a style for the controls configured by `Configuration` in this subtree.
    package func pushingStyle<Configuration>(_ style: ErasedStyle<Configuration>) -> some View {
        transformingEnvironment { $0.setStyles($0.styles(for: Configuration.self) + [style]) }
    }
}

extension ResolveContext {
    /// Resolves a control through the innermost style for its configuration, or `fallback` when none is
    /// set. While the style's body resolves, that style is removed, so the same kind of control inside
    /// the body (`GroupBox(configuration)`, …) is drawn by the next style out, as in SwiftUI.
    package func resolveStyled<Configuration>(_ configuration: Configuration, fallback: ErasedStyle<Configuration>)
        throws(StyleKitError) -> ResolvedNode {
        var styles = environment.styles(for: Configuration.self)
        let style = styles.popLast() ?? fallback
        let inner = with { $0.setStyles(styles) }
        try inner.checkRequirements(of: style.value)
        return try inner.evaluate { style.makeBody(configuration) }.resolveNode(in: inner)
    }
}

/// A piece of a control handed to its style (a label's title and icon, a group box's content, …),
/// type-erased. It resolves where the style places it, in the environment there.
public nonisolated struct _StyleConfigurationContent: View, PrimitiveView {
    public typealias Body = Never
    let content: AnyView
    package init(_ content: some View) { self.content = AnyView(content) }
    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try content.resolveNodes(in: context)
    }
}
