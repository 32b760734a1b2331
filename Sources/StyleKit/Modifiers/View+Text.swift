import Foundation

private struct UnderlineKey: EnvironmentKey { static let defaultValue: TextDecoration? = nil }
private struct StrikethroughKey: EnvironmentKey { static let defaultValue: TextDecoration? = nil }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct TrackingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The letter case text in this subtree is shown in (`.textCase(_:)`); nil keeps the content's.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    /// Set by `.underline(_:color:)` on a view: applies to every `Text` below that sets none itself.
    package var underline: TextDecoration? {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }
    package var strikethrough: TextDecoration? {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }
    /// Set by `.tracking(_:)`/`.kerning(_:)` on a view.
    package var tracking: CGFloat? {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Underlines the text in this subtree, in `color` or else each text's own color.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        transformingEnvironment { $0.underline = TextDecoration(isActive: isActive, color: color) }
    }

    /// Strikes through the text in this subtree, in `color` or else each text's own color.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        transformingEnvironment { $0.strikethrough = TextDecoration(isActive: isActive, color: color) }
    }

    /// Shows the text in this subtree upper- or lowercased (in the environment's locale); nil leaves it
    /// as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        transformingEnvironment { $0.textCase = textCase }
    }

    /// Extra space after every character of the text in this subtree, in points.
    public func tracking(_ tracking: CGFloat) -> some View {
        transformingEnvironment { $0.tracking = tracking }
    }

    /// Extra space between the characters of the text in this subtree (see `Text.kerning(_:)`).
    public func kerning(_ kerning: CGFloat) -> some View { tracking(kerning) }
}
