import Foundation

/// A font as SwiftUI describes it: a Dynamic Type text style or a system size, with weight, design, italic.
public struct Font: Hashable, Sendable {
    /// Dynamic Type text styles.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        /// The largest title (34 pt at the default size).
        case largeTitle
        /// A first-level title (28 pt).
        case title
        /// A second-level title (22 pt).
        case title2
        /// A third-level title (20 pt).
        case title3
        /// A heading, semibold (17 pt).
        case headline
        /// A subheading (15 pt).
        case subheadline
        /// Body text (17 pt).
        case body
        /// A callout (16 pt).
        case callout
        /// A footnote (13 pt).
        case footnote
        /// A caption (12 pt).
        case caption
        /// A smaller caption (11 pt).
        case caption2
    }

    /// Font weights, mapped to OpenType weight classes 100…900.
    public struct Weight: Hashable, Sendable {
        /// The weight as a CSS number, 100 (ultra light) to 900 (black).
        public let value: Int
        init(_ value: Int) { self.value = value }
        /// Ultra light (100).
        public static let ultraLight = Weight(100)
        /// Thin (200).
        public static let thin = Weight(200)
        /// Light (300).
        public static let light = Weight(300)
        /// Regular (400).
        public static let regular = Weight(400)
        /// Medium (500).
        public static let medium = Weight(500)
        /// Semibold (600).
        public static let semibold = Weight(600)
        /// Bold (700).
        public static let bold = Weight(700)
        /// Heavy (800).
        public static let heavy = Weight(800)
        /// Black (900).
        public static let black = Weight(900)
    }

    /// The design of the system face.
    public enum Design: String, Hashable, Sendable {
        /// The system face.
        case `default`
        /// A serif face.
        case serif
        /// The rounded face.
        case rounded
        /// A monospaced face.
        case monospaced
    }

    /// How wide the glyphs are. Kept in the resolved font (and its dumps); the bundled faces have one
    /// width, so text is measured at the standard width. The values follow `UIFont.Width`'s scale
    /// (negative narrower, 0 standard); only their order matters here.
    public struct Width: Hashable, Sendable {
        /// How much narrower (negative) or wider (positive) than standard.
        public var value: CGFloat
        /// A width.
        public init(_ value: CGFloat) { self.value = value }
        /// The narrowest width.
        public static let compressed = Width(-0.4)
        /// Narrower than standard.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// Wider than standard.
        public static let expanded = Width(0.2)

        var name: String {
            switch value {
            case -0.4: return "compressed"
            case -0.2: return "condensed"
            case 0: return "standard"
            case 0.2: return "expanded"
            default: return "width\(formatNumber(value))"
            }
        }
    }

    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        /// A fixed size that ignores Dynamic Type (`system(size:)`, `custom(_:fixedSize:)`).
        case size(CGFloat)
        /// A size at the default Dynamic Type size that scales as `relativeTo` does (`custom(_:size:)`).
        case scaled(CGFloat, relativeTo: TextStyle)
    }
    let base: Base
    var weight: Weight?
    var design: Design?
    var width: Width?
    /// The family of a custom font (`Font.custom`); nil for the system font.
    var family: String?
    var isItalic = false
    /// Set by `.bold()`: the text style's emphasized weight (HIG table, reference §2.1).
    var isBold = false

    /// The large title text style; scales with Dynamic Type.
    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    /// The title text style.
    public static let title = Font(base: .textStyle(.title))
    /// The second-level title text style.
    public static let title2 = Font(base: .textStyle(.title2))
    /// The third-level title text style.
    public static let title3 = Font(base: .textStyle(.title3))
    /// The headline text style (semibold).
    public static let headline = Font(base: .textStyle(.headline))
    /// The subheadline text style.
    public static let subheadline = Font(base: .textStyle(.subheadline))
    /// The body text style, the default.
    public static let body = Font(base: .textStyle(.body))
    /// The callout text style.
    public static let callout = Font(base: .textStyle(.callout))
    /// The footnote text style.
    public static let footnote = Font(base: .textStyle(.footnote))
    /// The caption text style.
    public static let caption = Font(base: .textStyle(.caption))
    /// The second caption text style.
    public static let caption2 = Font(base: .textStyle(.caption2))

    /// A text style with a design and weight: `.system(.title2, design: .rounded, weight: .bold)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }
    /// A fixed size in points, not scaled by Dynamic Type: `.system(size: 17, weight: .semibold)`.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size), weight: weight, design: design)
    }

    /// A font of the family `name` that scales with the body text style, as SwiftUI's does. The text
    /// measurer uses the family when it is installed and the default face otherwise.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .scaled(size, relativeTo: .body), family: name)
    }

    /// A font of the family `name` that scales with `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .scaled(size, relativeTo: textStyle), family: name)
    }

    /// A font of the family `name` at a size that ignores Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .size(fixedSize), family: name)
    }

    /// The font, bold.
    public func bold() -> Font { var f = self; f.isBold = true; return f }
    /// The font, italic.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The font at a weight.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; f.isBold = false; return f }
    /// The font in the monospaced design.
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// The font in another design (`.rounded`, `.serif`, `.monospaced`).
    public func design(_ design: Design) -> Font { var f = self; f.design = design; return f }
    /// The font at another width (`.condensed`, `.expanded`, …).
    public func width(_ width: Width) -> Font { var f = self; f.width = width; return f }
    /// The font with digits of equal width (the pinned faces are drawn as they are).
    public func monospacedDigit() -> Font { self }

    /// The concrete font at a Dynamic Type size: size, weight, design and line height from the iOS
    /// Dynamic Type table (docs/reference/dynamic-type.md [T1]; default size Large, reference §2.1).
    package func resolve(dynamicTypeSize: DynamicTypeSize = .large) -> ResolvedFont {
        let metrics: TextStyleMetrics
        var size: CGFloat, leading: CGFloat
        switch base {
        case .textStyle(let style):
            metrics = TextStyleMetrics.iOS[style]!
            (size, leading) = DynamicTypeTable.metrics(style, at: dynamicTypeSize)
        case .size(let fixed):
            metrics = .explicitSize
            size = fixed
            leading = (fixed * 1.2).rounded()
        case .scaled(let base, let style):
            metrics = .explicitSize
            size = base * DynamicTypeTable.scale(style, at: dynamicTypeSize)
            leading = (size * 1.2).rounded()
        }
        let resolvedWeight = weight?.value ?? (isBold ? metrics.emphasized : metrics.weight)
        return ResolvedFont(size: size, weight: resolvedWeight, design: design ?? .default,
                            italic: isItalic, lineHeight: leading, textStyle: base.textStyleName,
                            family: family, width: width.flatMap { $0 == .standard ? nil : $0 })
    }
}

extension Font.Base {
    var textStyleName: String? {
        if case .textStyle(let style) = self { return style.rawValue }
        return nil
    }
}

/// The weights of a text style (sizes and leading per Dynamic Type size are in `DynamicTypeTable`).
struct TextStyleMetrics {
    let weight: Int
    let emphasized: Int

    /// Explicit sizes: regular, bold when emphasized.
    static let explicitSize = TextStyleMetrics(weight: 400, emphasized: 700)

    /// iOS text styles: weight and emphasized weight (HIG [T1][T2][T3], reference §2.1).
    static let iOS: [Font.TextStyle: TextStyleMetrics] = [
        .largeTitle: .init(weight: 400, emphasized: 700),
        .title: .init(weight: 400, emphasized: 700),
        .title2: .init(weight: 400, emphasized: 700),
        .title3: .init(weight: 400, emphasized: 600),
        .headline: .init(weight: 600, emphasized: 600),
        .body: .init(weight: 400, emphasized: 600),
        .callout: .init(weight: 400, emphasized: 600),
        .subheadline: .init(weight: 400, emphasized: 600),
        .footnote: .init(weight: 400, emphasized: 600),
        .caption: .init(weight: 400, emphasized: 600),
        .caption2: .init(weight: 400, emphasized: 600),
    ]
}

/// A font with every choice made, ready to be measured.
package struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    package var size: CGFloat
    package var weight: Int
    package var design: Font.Design
    package var italic: Bool
    /// Line height from the text style (HIG leading), or 1.2 × size for explicit sizes.
    package var lineHeight: CGFloat
    package var textStyle: String?
    /// The family a custom font asked for; nil = the system font (the measurer's default family).
    package var family: String?
    /// A width other than standard.
    package var width: Font.Width?

    package init(size: CGFloat, weight: Int, design: Font.Design, italic: Bool, lineHeight: CGFloat, textStyle: String?,
                 family: String? = nil, width: Font.Width? = nil) {
        self.size = size; self.weight = weight; self.design = design; self.italic = italic
        self.lineHeight = lineHeight; self.textStyle = textStyle; self.family = family; self.width = width
    }

    package var description: String {
        var parts = [textStyle ?? "system", "\(formatNumber(size))pt", "w\(weight)"]
        if design != .default { parts.append(design.rawValue) }
        if italic { parts.append("italic") }
        if let family { parts.append("family=\"\(family)\"") }
        if let width { parts.append(width.name) }
        return parts.joined(separator: " ")
    }
}

/// Shortest exact-enough rendering of a number for dumps: integers without a fraction, else up to 3 decimals.
package func formatNumber(_ value: CGFloat) -> String {
    if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
    var text = String(format: "%.3f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}
