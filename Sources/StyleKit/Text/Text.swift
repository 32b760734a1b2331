import Foundation

/// A string key for text that would be localized on Apple platforms; StyleKit shows the key itself.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    package let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = stringInterpolation.description }
}

/// A line of read-only text.
public struct Text: View, PrimitiveView, Equatable, Sendable {
    public typealias Body = Never
    package let content: String
    var font: Font?
    var weight: Font.Weight?
    var isBold = false
    var isItalic = false
    var color: Color?
    var isUnderlined = false
    var isStrikethrough = false

    public init(_ key: LocalizedStringKey) { content = key.key }
    public init(verbatim content: String) { self.content = content }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    public func bold() -> Text { var t = self; t.isBold = true; return t }
    public func bold(_ isActive: Bool) -> Text { var t = self; t.isBold = isActive; return t }
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    public func underline(_ isActive: Bool = true) -> Text { var t = self; t.isUnderlined = isActive; return t }
    public func strikethrough(_ isActive: Bool = true) -> Text { var t = self; t.isStrikethrough = isActive; return t }

    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] {
        let env = context.environment
        let resolved = env.resolvedFont(font: font, italic: isItalic, bold: isBold, weight: weight)
        let paint = color.map { $0._paint(in: env) } ?? ForegroundStyle()._paint(in: env)
        let run = TextRun(string: content, font: resolved, paint: paint,
                          alignment: env.multilineTextAlignment, lineLimit: env.lineLimit,
                          isUnderlined: isUnderlined, isStrikethrough: isStrikethrough)
        return [.text(run)]
    }
}
