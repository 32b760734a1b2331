/// Builds views from multi-statement closures: `if`/`else`, `if let`, `switch`, optionals and any number
/// of children (a parameter pack), as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    /// Passes a view expression through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty block builds an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view builds that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views builds a `TupleView` of them (any number, through parameter packs).
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }

    /// An `if` without `else`: the view or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else`: the view or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` or a later case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` block, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
