import Foundation

/// A container of grouped controls laid out as rows, in the style of the target platform.
///
/// iOS (and `.formStyle(.grouped)`): an inset grouped list of its rows and sections (GroupedRows.swift) —
/// rows span the width (labels at the leading edge, controls pushed to the trailing edge by their own
/// spacers), 44 pt minimum row height, 20 pt insets, separators between rows, on the grouped background.
/// macOS (and `.formStyle(.columns)`): rows stacked on their leading alignment guide, so that a style's
/// `alignmentGuide(.leading, …)` lines the controls up in a column, as the first seed's macOS case describes.
public nonisolated struct Form<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let content: Content
    /// A form of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let env = context.environment
        if env.formColumns ?? (env.targetPlatform == .macOS) {
            let rows = try content.resolveNodes(in: context)
            return [.padding(EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20),
                             .stack(StackNode(axis: .vertical, alignment: .horizontal(.leading), spacing: 8, children: rows)))]
        }
        return [try GroupedRows.nodes(of: try content.childViews(in: context), look: .insetGrouped, in: context)]
    }
}

/// A look for forms: `.formStyle(.grouped)`.
@MainActor @preconcurrency public protocol FormStyle {}

/// What StyleKit draws for a form style.
package protocol DrawnFormStyle {
    /// Whether the form lays its rows out in a column of aligned controls (macOS's), nil for the platform's.
    nonisolated var columns: Bool? { get }
}

/// The platform's form style: grouped on iOS, columns on macOS.
public nonisolated struct AutomaticFormStyle: FormStyle, DrawnFormStyle {
    public init() {}
    package var columns: Bool? { nil }
}

/// Rows in grouped sections.
public nonisolated struct GroupedFormStyle: FormStyle, DrawnFormStyle {
    public init() {}
    package var columns: Bool? { false }
}

/// Labels and controls in aligned columns.
public nonisolated struct ColumnsFormStyle: FormStyle, DrawnFormStyle {
    public init() {}
    package var columns: Bool? { true }
}

nonisolated extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

nonisolated extension FormStyle where Self == GroupedFormStyle {
    /// Rows in grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

nonisolated extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in aligned columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct FormColumnsKey: EnvironmentKey { static var defaultValue: Bool? { nil } }

extension EnvironmentValues {
    /// The layout `.formStyle(_:)` chose; nil for the platform's.
    package var formColumns: Bool? {
        get { self[FormColumnsKey.self] }
        set { self[FormColumnsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the forms below in `style`: `.formStyle(.grouped)`.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        let columns = (style as? any DrawnFormStyle)?.columns
        return transformingEnvironment { $0.formColumns = columns }
    }
}
