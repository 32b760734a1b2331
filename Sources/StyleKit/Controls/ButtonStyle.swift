/// The role of a button, which styles may use (a destructive button is red in the built-in styles).
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// A button that deletes or otherwise destroys data; built-in styles draw it red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
    public var description: String { name }
}

/// A style that makes a button's appearance; the button itself handles the tap (pressed state included).
@MainActor @preconcurrency public protocol ButtonStyle {
    /// The type of view `makeBody(configuration:)` returns.
    associatedtype Body: View
    /// What the style gets: the label, whether the button is pressed, and its role.
    typealias Configuration = ButtonStyleConfiguration
    /// The button's look for one configuration.
    ///
    /// ```swift
    /// func makeBody(configuration: Configuration) -> some View {
    ///     configuration.label.padding().background(configuration.isPressed ? Color.gray : Color.blue)
    /// }
    /// ```
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` receives.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public nonisolated struct Label: View, PrimitiveView {
        /// A primitive view: StyleKit resolves it itself, so it has no `body`.
        public typealias Body = Never
        let content: AnyView
        package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
            try content.resolveNodes(in: context)
        }
    }
    /// The button's label, as the button was given it.
    public let label: Label
    /// Whether the button is being pressed (forced by the variant's `interaction` state).
    public let isPressed: Bool
    /// The button's role, nil for none.
    public let role: ButtonRole?
}

/// A style that makes a button's appearance *and* its interaction: it decides when to `trigger()`.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    /// The type of view `makeBody(configuration:)` returns.
    associatedtype Body: View
    /// What the style gets: the label, the role and `trigger()`.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The whole button for one configuration, including how it reacts (its gestures).
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` receives.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's label, as the button was given it.
    public let label: Label
    /// The button's role, nil for none.
    public let role: ButtonRole?
    let action: () -> Void
    /// Performs the button's action.
    public func trigger() { action() }
}

/// A type-erased button style.
public nonisolated struct AnyButtonStyle: ButtonStyle {
    private let make: (ButtonStyleConfiguration) -> AnyView
    package let typeName: String
    /// The erased style, checked for environment requirements before its body is made.
    package let value: Any
    /// Erases the type of a button style.
    public init<S: ButtonStyle>(_ style: S) {
        make = { configuration in StyleCodeIsolation.call((style, configuration)) { AnyView($0.0.makeBody(configuration: $0.1)) } }
        typeName = (style as? AnyButtonStyle)?.typeName ?? "\(S.self)"
        value = (style as? AnyButtonStyle)?.value ?? style
    }
    /// The wrapped style's body.
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }
    /// The wrapped style's body, made on the calling (render) thread.
    package func erasedBody(_ configuration: Configuration) -> AnyView { make(configuration) }
}

/// A type-erased primitive button style.
public nonisolated struct AnyPrimitiveButtonStyle: PrimitiveButtonStyle {
    private let make: (PrimitiveButtonStyleConfiguration) -> AnyView
    package let typeName: String
    /// The erased style, checked for environment requirements before its body is made.
    package let value: Any
    /// Erases the type of a primitive button style.
    public init<S: PrimitiveButtonStyle>(_ style: S) {
        make = { configuration in StyleCodeIsolation.call((style, configuration)) { AnyView($0.0.makeBody(configuration: $0.1)) } }
        typeName = (style as? AnyPrimitiveButtonStyle)?.typeName ?? "\(S.self)"
        value = (style as? AnyPrimitiveButtonStyle)?.value ?? style
    }
    /// The wrapped style's body.
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }
    /// The wrapped style's body, made on the calling (render) thread.
    package func erasedBody(_ configuration: Configuration) -> AnyView { make(configuration) }
}

/// A button style in the environment: either kind, innermost last.
package enum ButtonStyleEntry {
    case style(AnyButtonStyle)
    case primitive(AnyPrimitiveButtonStyle)
}

nonisolated extension View {
    /// Sets the style of buttons in this subtree. A button inside a style's body uses the next style out.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.buttonStyles.append(.style(AnyButtonStyle(style))) }
    }

    /// Sets the style of buttons in this view to a primitive button style: `.buttonStyle(LongPressButtonStyle())`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.buttonStyles.append(.primitive(AnyPrimitiveButtonStyle(style))) }
    }
}
