/// A title with an icon, drawn by the label style in its environment (`.titleAndIcon` by default).
public nonisolated struct Label<Title: View, Icon: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// A label with any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let configuration = LabelStyleConfiguration(title: .init(title), icon: .init(icon))
        let node = try context.resolveStyled(configuration, fallback: ErasedStyle(DefaultLabelStyle()) { $0.makeBody(configuration: $1) })
        // A label drawn without its title (`.iconOnly`) is still named by it, as SwiftUI's is.
        let name = try title.resolveNode(in: context).textContent
        if node.textContent.isEmpty && !name.isEmpty { return [.accessibility(.label(name), node)] }
        return [node]
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, fileID: String = #fileID, line: Int = #line) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name, fileID: fileID, line: line) })
    }

    /// A label with a string title and a system symbol: `Label("Wi-Fi", systemImage: "wifi")`. An unknown symbol name is reported with this call's file and line.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, fileID: String = #fileID, line: Int = #line) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name, fileID: fileID, line: line) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style is styling, drawn by the next label style out (for styles that adjust another).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
