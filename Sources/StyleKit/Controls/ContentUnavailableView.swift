/// An empty state (iOS 17): a label — a large icon above a bold title — a description and actions, centred
/// in the space offered. Apple publishes no metrics for it; the sizes here are the text styles and spacings
/// that match its look in the simulator as closely as StyleKit's own choices can: the icon at 48 pt in the
/// secondary style, the title in `.title2` bold, the description in `.callout` secondary, 8 pt between label
/// and description and 16 pt before the actions, centred text, the whole padded by the default amount.
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state with any label, description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label(); self.description = description(); self.actions = actions()
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let drawn = VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(ContentUnavailableLabelStyle())
                description.font(.callout).foregroundStyle(.secondary)
            }
            actions
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        return try drawn.resolveNodes(in: context)
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// An empty state with a label only.
    public init(@ViewBuilder label: () -> Label) { self.init(label: label, description: { EmptyView() }, actions: { EmptyView() }) }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// An empty state with a label and a description.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == StyleKit.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// `ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here."))`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(label: { StyleKit.Label(titleKey, systemImage: name, fileID: fileID, line: line) }, description: { description },
                  actions: { EmptyView() })
    }

    /// A string title with a system symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(label: { StyleKit.Label(title, systemImage: name, fileID: fileID, line: line) }, description: { description },
                  actions: { EmptyView() })
    }

    /// The empty state of a search with no results: a magnifying glass, "No Results" and "Check the spelling or
    /// try a new search." (SwiftUI's English strings).
    public static var search: ContentUnavailableView<StyleKit.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The empty state of a search for `text` with no results: “No Results for "text"”.
    public static func search(text: String) -> ContentUnavailableView<StyleKit.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}

/// The label of a `ContentUnavailableView`: the icon large and secondary above the bold title.
nonisolated struct ContentUnavailableLabelStyle: LabelStyle, Sendable {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold())
        }
    }
}
