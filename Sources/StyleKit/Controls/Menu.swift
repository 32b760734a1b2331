/// A control that presents a menu of its content, drawn closed: its label as a button in the button style
/// of its environment, as SwiftUI draws a menu's label on iOS (borderless by default, `.bordered` under
/// `.buttonStyle(.bordered)`). The menu's content is what it presents, so it is not drawn.
public nonisolated struct Menu<Label: View, Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A menu of `content` with any label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content()
    }

    /// A menu with a primary action (tapping the label performs it; a long press opens the menu).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try Button(action: {}) { label }.resolveNodes(in: context)
    }
}

extension Menu where Label == Text {
    /// A menu with a text label: `Menu("Sort") { … }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu with a label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu with a text label and a primary action.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension Menu where Label == StyleKit.Label<Text, Image> {
    /// A menu labelled with a title and a symbol: `Menu("More", systemImage: "ellipsis.circle") { … }`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                fileID: String = #fileID, line: Int = #line) {
        self.init(content: content) { StyleKit.Label(titleKey, systemImage: systemImage, fileID: fileID, line: line) }
    }

    /// A menu labelled with a string title and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   fileID: String = #fileID, line: Int = #line) {
        self.init(content: content) { StyleKit.Label(title, systemImage: systemImage, fileID: fileID, line: line) }
    }
}

/// How menus look: `.menuStyle(.button)`.
@MainActor @preconcurrency public protocol MenuStyle {}

/// The platform's menu style: the label as a button.
public nonisolated struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

/// The label drawn by the button style of the environment.
public nonisolated struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

/// A borderless button (macOS); drawn as the label as a button.
public nonisolated struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

nonisolated extension MenuStyle where Self == ButtonMenuStyle {
    /// The label drawn by the button style of the environment.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The order of a menu's items (`.menuOrder(.fixed)`); menus are drawn closed, so it changes nothing drawn.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    /// The system's order.
    public static let automatic = MenuOrder(name: "automatic")
    /// Top to bottom as written.
    public static let fixed = MenuOrder(name: "fixed")
    /// The first item nearest the point of touch.
    public static let priority = MenuOrder(name: "priority")
}

/// Whether choosing a menu item dismisses the menu; accepted.
public struct MenuActionDismissBehavior: Hashable, Sendable {
    let name: String
    /// The system's behaviour.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// Dismisses.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// Keeps the menu open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

nonisolated extension View {
    /// The menu style of the menus below; every style draws the label as a button in the environment's
    /// button style.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

    /// Shows or hides the menu indicator of the menus below; iOS draws none on a menu's label.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }

    /// The order of the items of the menus below; menus are drawn closed.
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Whether a menu item's action dismisses its menu; menus are drawn closed.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}
