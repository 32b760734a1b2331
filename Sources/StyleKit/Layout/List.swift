import Foundation

/// Rows of views, in sections or not, drawn in the list style of its environment — as in SwiftUI, where
/// iOS's automatic style is the inset grouped list (GroupedRows.swift, docs/lists.md).
///
/// A still render draws every row: a list is as tall as its rows (it does not scroll), as wide as it is
/// offered. Selection is not drawn (iOS shows it only in edit mode).
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let content: Content

    /// A list of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A list whose rows may be selected (one at a time).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose rows may be selected (several at a time).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let children = try content.childViews(in: context)
        let look = context.environment.listLook ?? (context.environment.targetPlatform == .macOS ? .plain : .insetGrouped)
        return [try GroupedRows.nodes(of: children, look: look, in: context)]
    }
}

extension List {
    /// One row per element of a collection of identifiable elements: `List(items) { Text($0.name) }`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// One row per element, identified by the key path `id`: `List(names, id: \.self) { Text($0) }`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// One row per integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }

    /// One row per identifiable element, selectable.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// One row per element identified by `id`, selectable.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

// MARK: - List styles

/// A look for lists: `.listStyle(.insetGrouped)`.
@MainActor @preconcurrency public protocol ListStyle {}

/// What StyleKit draws for a list style.
package protocol DrawnListStyle {
    nonisolated var look: GroupedRows.Look? { get }
}

/// The platform's list style: inset grouped on iOS.
public nonisolated struct DefaultListStyle: ListStyle, DrawnListStyle {
    public init() {}
    package var look: GroupedRows.Look? { nil }
}

/// Rows edge to edge on the plain background.
public nonisolated struct PlainListStyle: ListStyle, DrawnListStyle {
    public init() {}
    package var look: GroupedRows.Look? { .plain }
}

/// Sections edge to edge on the grouped background.
public nonisolated struct GroupedListStyle: ListStyle, DrawnListStyle {
    public init() {}
    package var look: GroupedRows.Look? { .grouped }
}

/// Sections as rounded cards inset from the edges, on the grouped background.
public nonisolated struct InsetGroupedListStyle: ListStyle, DrawnListStyle {
    public init() {}
    package var look: GroupedRows.Look? { .insetGrouped }
}

/// Rows inset from the edges; drawn as the inset grouped style.
public nonisolated struct InsetListStyle: ListStyle, DrawnListStyle {
    public init() {}
    /// An inset list whose rows alternate backgrounds (macOS); the alternation is not drawn.
    public init(alternatesRowBackgrounds: Bool) {}
    package var look: GroupedRows.Look? { .insetGrouped }
}

/// A sidebar's list; drawn as the inset grouped style.
public nonisolated struct SidebarListStyle: ListStyle, DrawnListStyle {
    public init() {}
    package var look: GroupedRows.Look? { .insetGrouped }
}

nonisolated extension ListStyle where Self == DefaultListStyle {
    /// The platform's list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

nonisolated extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge on the plain background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

nonisolated extension ListStyle where Self == GroupedListStyle {
    /// Sections edge to edge on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

nonisolated extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

nonisolated extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
    /// Rows inset from the edges, alternating backgrounds on macOS.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { InsetListStyle() }
}

nonisolated extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The space between a list's sections (`.listSectionSpacing(.compact)`, iOS 17).
public struct ListSectionSpacing: Hashable, Sendable {
    let points: CGFloat?
    /// The list style's own spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Less space than the default (an estimate: docs/lists.md).
    public static let compact = ListSectionSpacing(points: 20)
    /// A spacing of `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

private struct ListLookKey: EnvironmentKey { static var defaultValue: GroupedRows.Look? { nil } }
private struct ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct ListSectionSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static var defaultValue: CGFloat { GroupedRows.minimumRowHeight } }
private struct ScrollContentBackgroundHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsInListRowKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The look `.listStyle(_:)` chose; nil for the platform's.
    package var listLook: GroupedRows.Look? {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }

    /// `.listRowSpacing(_:)`: space between rows, each then its own card.
    package var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// `.listSectionSpacing(_:)`: space between sections, nil for the style's.
    package var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// `.scrollContentBackground(.hidden)`: a list or form without its page background.
    package var scrollContentBackgroundHidden: Bool {
        get { self[ScrollContentBackgroundHiddenKey.self] }
        set { self[ScrollContentBackgroundHiddenKey.self] = newValue }
    }

    /// Whether this view is (inside) a row of a list or form that GroupedRows draws: a picker there is a row
    /// of its own (label leading, value trailing), not a button.
    package var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }

    /// The minimum height of a list row: 44 points on iOS.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The minimum height of a list header; accepted, headers take their text's height.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { nil }
        set {}
    }
}

nonisolated extension View {
    /// Draws the lists below in `style`: `.listStyle(.plain)`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let look = (style as? any DrawnListStyle)?.look
        return transformingEnvironment { $0.listLook = look }
    }

    /// The view behind this row of a list.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return traits { $0.rowBackground = background }
    }

    /// This row's insets in its list, instead of the style's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        traits { $0.rowInsets = insets }
    }

    /// Shows or hides the separators at `edges` of this row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        traits { if visibility == .hidden { $0.hiddenSeparators.formUnion(edges) } }
    }

    /// The color of this row's separators.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        traits { $0.separatorTint = color }
    }

    /// Shows or hides a section's outer separators (the plain style's); inset grouped sections have none.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The color of a section's outer separators; accepted.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Space between the rows of the lists below, each row then drawn as a card of its own.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        transformingEnvironment { $0.listRowSpacing = spacing }
    }

    /// Space between the sections of the lists below.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        transformingEnvironment { $0.listSectionSpacing = spacing.points }
    }

    /// Space between the sections of the lists below, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        transformingEnvironment { $0.listSectionSpacing = spacing }
    }

    /// The tint of the list items below: their controls' tint.
    public func listItemTint(_ tint: Color?) -> some View {
        transformingEnvironment { $0.tint = tint.map { AnyShapeStyle($0) } }
    }

    /// Swipe actions of a row; not drawn (a still render shows the row at rest).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }

    /// Pull to refresh; not drawn (a still render is not being pulled).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Whether a row may be deleted in edit mode; accepted.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Whether a row may be moved in edit mode; accepted.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// A badge on a list row or tab item; accepted, not drawn.
    public func badge(_ count: Int) -> some View { self }

    /// A text badge on a list row or tab item; accepted, not drawn.
    public func badge(_ label: Text?) -> some View { self }

    /// A string badge on a list row or tab item; accepted, not drawn.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
}

extension ForEach {
    /// What deleting a row in edit mode does; never called in a still render.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { self }

    /// What moving rows in edit mode does; never called in a still render.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View { self }
}
