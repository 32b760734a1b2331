/// The role of a button, which styles may use (a destructive button is red in the built-in styles).
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public var description: String { name }
}

/// A style that makes a button's appearance; the button itself handles the tap (pressed state included).
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` receives.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let content: AnyView
        package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
            try content.resolveNodes(in: context)
        }
    }
    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// A style that makes a button's appearance *and* its interaction: it decides when to `trigger()`.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` receives.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: Label
    public let role: ButtonRole?
    let action: () -> Void
    /// Performs the button's action.
    public func trigger() { action() }
}

/// A type-erased button style.
public struct AnyButtonStyle: ButtonStyle {
    private let make: (ButtonStyleConfiguration) -> AnyView
    package let typeName: String
    /// The erased style, checked for environment requirements before its body is made.
    package let value: Any
    public init<S: ButtonStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
        typeName = (style as? AnyButtonStyle)?.typeName ?? "\(S.self)"
        value = (style as? AnyButtonStyle)?.value ?? style
    }
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }
}

/// A type-erased primitive button style.
public struct AnyPrimitiveButtonStyle: PrimitiveButtonStyle {
    private let make: (PrimitiveButtonStyleConfiguration) -> AnyView
    package let typeName: String
    /// The erased style, checked for environment requirements before its body is made.
    package let value: Any
    public init<S: PrimitiveButtonStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
        typeName = (style as? AnyPrimitiveButtonStyle)?.typeName ?? "\(S.self)"
        value = (style as? AnyPrimitiveButtonStyle)?.value ?? style
    }
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }
}

/// A button style in the environment: either kind, innermost last.
package enum ButtonStyleEntry {
    case style(AnyButtonStyle)
    case primitive(AnyPrimitiveButtonStyle)
}

extension View {
    /// Sets the style of buttons in this subtree. A button inside a style's body uses the next style out.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.buttonStyles.append(.style(AnyButtonStyle(style))) }
    }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.buttonStyles.append(.primitive(AnyPrimitiveButtonStyle(style))) }
    }
}
