import Foundation

/// Where a toolbar item goes. A component render has no navigation bar or toolbar, so items are not drawn.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The centre of the navigation bar.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The navigation area (leading).
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The primary action's place (trailing).
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// A secondary action's place.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// A confirming action in a modal.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// A cancelling action in a modal.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// A destructive action in a modal.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The leading end of the navigation bar (older name).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The trailing end of the navigation bar (older name).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Above the keyboard.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// A toolbar item: its content belongs to a bar the render does not have, so it draws nothing.
public nonisolated struct ToolbarItem<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    /// A toolbar item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    /// A toolbar item with an id, for customisable toolbars.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content)
    }
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] { [] }
}

/// Several toolbar items at one placement; not drawn (no toolbar in a component render).
public nonisolated struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// A group of toolbar items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] { [] }
}

nonisolated extension View {
    /// The view's toolbar: not drawn (no bar in a component render); the view is unchanged.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// Shows or hides bars; no effect here.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Sets the background of bars; no effect here.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    /// Sets the navigation bar title (older API); not drawn.
    public func navigationBarTitle(_ title: Text) -> some View { self }
    /// Sets the navigation bar title (older API); not drawn.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// Sets the navigation bar title and how it is shown (older API); not drawn.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Sets the navigation bar title and how it is shown (older API); not drawn.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// Puts views at the leading and trailing ends of the navigation bar (older API); not drawn.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    /// Puts a view at the leading end of the navigation bar (older API); not drawn.
    public func navigationBarItems<L: View>(leading: L) -> some View { self }
    /// Puts a view at the trailing end of the navigation bar (older API); not drawn.
    public func navigationBarItems<T: View>(trailing: T) -> some View { self }
}

/// Which bar a toolbar setting is for.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// How a `NavigationView` arranges its columns (deprecated in iOS 16); a render draws the content only.
public protocol NavigationViewStyle {}
/// One column, views pushed on top of each other.
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
/// Columns side by side where there is room.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
/// The platform's choice.
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns side by side.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// Where a `searchable` field sits.
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
}

nonisolated extension View {
    /// Sets the style of the navigation views below; no effect here (their content is drawn, no bar or column).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    /// Adds a search field to the navigation bar (iOS 15); not drawn (a component render has no bar).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }
    /// Adds a search field with a prompt; not drawn.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View { self }
}
