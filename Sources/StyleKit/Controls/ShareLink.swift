/// A control that opens the share sheet for an item, drawn closed: its label as a `Button` in the
/// environment's button style. The default label is "Share" with `square.and.arrow.up`, as SwiftUI's. The
/// item is never shared, so any item is accepted (SwiftUI asks for `Transferable`).
public nonisolated struct ShareLink<Label: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let label: Label

    /// A share link for `item` with any label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for `item` with a preview, with any label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for several items, with any label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try Button(action: {}) { label }.resolveNodes(in: context)
    }
}

extension ShareLink where Label == StyleKit.Label<Text, Image> {
    /// The standard share link: "Share" and `square.and.arrow.up`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, fileID: String = #fileID, line: Int = #line) {
        self.label = StyleKit.Label("Share", systemImage: "square.and.arrow.up", fileID: fileID, line: line)
    }

    /// The standard share link with a preview.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
                      fileID: String = #fileID, line: Int = #line) {
        self.label = StyleKit.Label("Share", systemImage: "square.and.arrow.up", fileID: fileID, line: line)
    }

    /// A share link with a title and the share symbol: `ShareLink("Invite", item: url)`.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
                      fileID: String = #fileID, line: Int = #line) {
        self.label = StyleKit.Label(titleKey, systemImage: "square.and.arrow.up", fileID: fileID, line: line)
    }

    /// A share link with a string title and the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil,
                                         fileID: String = #fileID, line: Int = #line) {
        self.label = StyleKit.Label(title, systemImage: "square.and.arrow.up", fileID: fileID, line: line)
    }
}

/// What the share sheet shows of the item; never shown in a still render.
public struct SharePreview {
    /// A preview with a title.
    public init(_ title: Text) {}
    /// A preview with a string title.
    public init<S: StringProtocol>(_ title: S) {}
    /// A preview with a title and an image.
    public init<I>(_ title: Text, image: I) {}
    /// A preview with a string title and an image.
    public init<S: StringProtocol, I>(_ title: S, image: I) {}
    /// A preview with a title, an image and an icon.
    public init<S: StringProtocol, I, C>(_ title: S, image: I, icon: C) {}
}
