import Foundation

/// A part of a `List` or a `Form` with an optional header and footer, as in SwiftUI.
///
/// In a list or form it is a group of rows with its header above and its footer below, drawn by the list's
/// style (GroupedRows.swift). Anywhere else its header, content and footer are children of the container
/// in place, as SwiftUI lays out a section in a stack.
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView, SectionView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    let isExpanded: Bool

    /// A section with a header and a footer: `Section { rows } header: { Text("Account") } footer: { … }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer(); self.isExpanded = true
    }

    /// A section with a header and a footer (the iOS 13 form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); self.footer = footer; self.isExpanded = true
    }

    /// A collapsible section, collapsed when `isExpanded` is false (its header only).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) where Footer == EmptyView {
        self.header = header(); self.content = content(); self.footer = EmptyView(); self.isExpanded = isExpanded.wrappedValue
    }

    package var sectionHeader: AnyView? { Parent.self == EmptyView.self ? nil : AnyView(header) }
    package var sectionFooter: AnyView? { Footer.self == EmptyView.self ? nil : AnyView(footer) }
    package var sectionContent: AnyView { AnyView(content) }
    package var sectionIsExpanded: Bool { isExpanded }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        var nodes = try header.resolveNodes(in: context)
        if isExpanded { nodes += try content.resolveNodes(in: context) }
        return nodes + (try footer.resolveNodes(in: context))
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer only.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer only (the iOS 13 form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header: `Section { rows } header: { Label("Account", systemImage: "person") }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header (the iOS 13 form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of rows with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header: `Section("Account") { rows }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }

    /// A section with a header from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }

    /// A collapsible section with a text header.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
    }

    /// A collapsible section with a header from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
    }
}

/// A `Section` of any header, content and footer types, as the list that draws it takes it.
package protocol SectionView {
    var sectionHeader: AnyView? { get }
    var sectionFooter: AnyView? { get }
    var sectionContent: AnyView { get }
    var sectionIsExpanded: Bool { get }
}

/// How prominent a section header is (`.headerProminence(.increased)`): increased headers are drawn in the
/// headline style, not uppercased.
public enum Prominence: Hashable, Sendable {
    /// The standard header.
    case standard
    /// A more prominent header.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
    /// How prominent section headers are: `.environment(\.headerProminence, .increased)`.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes the section headers below more prominent.
    public func headerProminence(_ prominence: Prominence) -> some View {
        transformingEnvironment { $0.headerProminence = prominence }
    }
}
