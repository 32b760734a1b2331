import Foundation

/// A string key for text that would be localized on Apple platforms; StyleKit shows the key itself.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    package let key: String
    /// A key from a string literal; shown as it is (no localisation tables are read).
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = stringInterpolation.description }
}

/// A line of read-only text.
public nonisolated struct Text: View, PrimitiveView, Equatable, Sendable {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    package let content: String
    var font: Font?
    var weight: Font.Weight?
    var isBold = false
    var isItalic = false
    /// Its own foreground (`foregroundColor(_:)`, `foregroundStyle(_:)`); nil: the environment's.
    var foreground: TextForeground?
    var design: Font.Design?
    var width: Font.Width?
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    var tracking: CGFloat?
    /// The pieces of a concatenation (`Text("a") + Text("b").bold()`, `Text(Image(systemName:))`); empty for
    /// plain text (Text+Concatenation.swift).
    var segments: [Segment] = []

    /// Text from a string literal: `Text("Sign in")`.
    public init(_ key: LocalizedStringKey) { content = key.key }
    /// Text shown exactly as given.
    public init(verbatim content: String) { self.content = content }
    /// Text from a string: `Text(title)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// The text in a font.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// The text at a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    /// The text, bold.
    public func bold() -> Text { var t = self; t.isBold = true; return t }
    /// The text, bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { var t = self; t.isBold = isActive; return t }
    /// The text, italic.
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    /// The text in a color.
    /// As `foregroundStyle(_:)`, a colour set inside this call wins; nil changes nothing.
    public func foregroundColor(_ color: Color?) -> Text { color.map { foregroundStyle($0) } ?? self }
    /// The text in a shape style — a colour, a gradient, a level such as `.secondary` of the enclosing
    /// foreground — still `Text`, so it can be concatenated: `Text("Total ") + Text("€12").foregroundStyle(.secondary)`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        t.foreground = foreground.map { $0.inside(TextForeground(style)) } ?? TextForeground(style)
        return t
    }
    /// The text in a font design.
    public func fontDesign(_ design: Font.Design?) -> Text { var t = self; t.design = design; return t }
    /// The text at a font width.
    public func fontWidth(_ width: Font.Width?) -> Text { var t = self; t.width = width; return t }
    /// Underlines the text, in `color` or else the text's own color.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var t = self; t.underline = TextDecoration(isActive: isActive, color: color); return t
    }
    /// Strikes the text through, in `color` or else the text's own color.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var t = self; t.strikethrough = TextDecoration(isActive: isActive, color: color); return t
    }
    /// Extra space after every character, in points.
    public func tracking(_ tracking: CGFloat) -> Text { var t = self; t.tracking = tracking; return t }
    /// Extra space between characters, in points. The bundled faces have no ligatures to keep intact,
    /// so kerning and tracking space the text identically.
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        if !segments.isEmpty { return try resolveSegments(in: context) }
        let env = context.environment
        let resolved = env.resolvedFont(font: font, italic: isItalic, bold: isBold, weight: weight, design: design, width: width)
        let paint = foreground.flatMap { $0.style(over: env.foregroundStyle) }?._paint(in: env) ?? ForegroundStyle()._paint(in: env)
        var string = content
        switch env.textCase {
        case .uppercase: string = content.uppercased(with: env.locale)
        case .lowercase: string = content.lowercased(with: env.locale)
        case nil: break
        }
        let underline = self.underline ?? env.underline
        let strikethrough = self.strikethrough ?? env.strikethrough
        var run = TextRun(string: string, font: resolved, paint: paint,
                          alignment: env.multilineTextAlignment, lineLimit: env.lineLimit,
                          isUnderlined: underline?.isActive ?? false, isStrikethrough: strikethrough?.isActive ?? false)
        run.underlinePaint = underline?.color?._paint(in: env)
        run.strikethroughPaint = strikethrough?.color?._paint(in: env)
        run.tracking = tracking ?? env.tracking ?? 0
        run.layoutDirection = env.layoutDirection
        run.truncationMode = env.truncationMode
        run.dynamicTypeSize = env.dynamicTypeSize
        return [.text(run)]
    }

    /// Letter case applied to text content (`.textCase(_:)`).
    public enum Case: Hashable, Sendable {
        /// All capitals.
        case uppercase
        /// All small letters.
        case lowercase
    }
}

/// A text's own foreground: the styles its `foregroundStyle(_:)` calls gave, innermost first, so that a level
/// (`.secondary`) is taken of the style outside it, as nested `foregroundStyle(_:)` on views are, and a
/// colour set inside wins over one set outside. Shape styles are not all `Hashable`: two foregrounds are
/// equal when their styles are equal values, or, for a style that is not `Hashable`, spelled out the same by
/// reflection (`Text`'s equality only tells whether a view changed; what is drawn comes from the styles).
package struct TextForeground: Equatable, Sendable {
    package let layers: [AnyShapeStyle]

    init<S: ShapeStyle>(_ style: S) { self.init(layers: [AnyShapeStyle(style)]) }
    private init(layers: [AnyShapeStyle]) { self.layers = layers }

    /// This foreground inside `outer`.
    func inside(_ outer: TextForeground) -> TextForeground { TextForeground(layers: layers + outer.layers) }

    /// The style drawn where the enclosing foreground is `enclosing`, each layer anchored to the one outside
    /// it (``AnyShapeStyle/anchored(to:)``); nil when that is no style set at all (only `.foreground` layers,
    /// and none enclosing).
    package func style(over enclosing: AnyShapeStyle?) -> AnyShapeStyle? {
        layers.reversed().reduce(enclosing) { outer, layer in layer.anchored(to: outer) }
    }

    /// Layer by layer: as values when both are `Hashable` (a colour, a gradient, a level), else by reflection.
    package static func == (a: TextForeground, b: TextForeground) -> Bool {
        a.layers.count == b.layers.count && zip(a.layers, b.layers).allSatisfy { x, y in
            if let x = x.base as? any Hashable, let y = y.base as? any Hashable { return AnyHashable(x) == AnyHashable(y) }
            return String(reflecting: x.base) == String(reflecting: y.base)
        }
    }
}

/// An underline or strikethrough: on or off, and its color (nil = the text's).
package struct TextDecoration: Hashable, Sendable {
    package var isActive: Bool
    package var color: Color?
}
