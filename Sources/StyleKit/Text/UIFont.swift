import Foundation

/// UIKit's font type, so that style code that makes fonts the UIKit way compiles; `Font(uiFont)` turns
/// one into the SwiftUI font StyleKit draws with. A text-style font (`preferredFont(forTextStyle:)`)
/// keeps scaling with Dynamic Type once it is a `Font`.
public final class UIFont: Sendable, Hashable, CustomStringConvertible {
    /// The font as SwiftUI's `Font`.
    public let font: Font
    /// The size at the default Dynamic Type size.
    public let pointSize: CGFloat
    /// The family asked for, or "System Font".
    public let familyName: String
    /// The font's name (its family here).
    public var fontName: String { familyName }

    init(font: Font) {
        self.font = font
        let resolved = font.resolve()
        self.pointSize = resolved.size
        self.familyName = resolved.family ?? "System Font"
    }

    /// A font of the family `fontName`. Never nil here: a family that is not installed is drawn with the
    /// default face when text is measured (as with `Font.custom`).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(font: .custom(fontName, fixedSize: fontSize))
    }

    /// The font a descriptor describes, at `pointSize` (0 = the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(font: descriptor.font(size: pointSize))
    }

    /// A descriptor for this font (size, family, weight, italic, text style).
    public var fontDescriptor: UIFontDescriptor {
        let resolved = font.resolve()
        var traits: UIFontDescriptor.SymbolicTraits = []
        if resolved.italic { traits.insert(.traitItalic) }
        if resolved.weight >= 700 { traits.insert(.traitBold) }
        let style = resolved.textStyle.flatMap { name in UIFont.TextStyle.all.first { $0.textStyle.rawValue == name } }
        return UIFontDescriptor(textStyle: style, family: resolved.family, size: resolved.size,
                                weight: Weight.nearest(toCSS: resolved.weight), symbolicTraits: traits)
    }

    /// The installed faces of a family. StyleKit has no font registry of its own: a family is reported as
    /// one face with the family's name (as `UIFont(name:size:)` accepts it), the system family as none.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        familyName.isEmpty || familyName == "System Font" ? [] : [familyName]
    }

    /// The installed family names; empty here (faces are pinned).
    public static var familyNames: [String] { [] }

    /// The face's metrics at this size while a view is rendered (``TextSystem``): the pinned or configured
    /// face the font resolves to, as the rendered text uses it. Outside a render there is no face to read,
    /// and the properties below are estimates from the point size.
    private var faceMetrics: FontLineMetrics? { TextSystem.sizing?.metrics(of: font.resolve()) }

    /// Above the baseline (an estimate of 0.95 em outside a render).
    public var ascender: CGFloat { faceMetrics?.ascender ?? (pointSize * 0.95).rounded() }
    /// Below the baseline, negative (an estimate of -0.25 em outside a render).
    public var descender: CGFloat { faceMetrics?.descender ?? -(pointSize * 0.25).rounded() }
    /// The face's line gap (0 outside a render).
    public var leading: CGFloat { faceMetrics?.leading ?? 0 }
    /// The height of capitals (an estimate of 0.7 em outside a render).
    public var capHeight: CGFloat { faceMetrics?.capHeight ?? pointSize * 0.7 }
    /// The height of a lower-case x (an estimate of 0.52 em outside a render).
    public var xHeight: CGFloat { faceMetrics?.xHeight ?? pointSize * 0.52 }

    /// The system font at a size.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(font: .system(size: fontSize)) }

    /// The system font at a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.fontWeight))
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at a size.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(font: .system(size: fontSize).italic()) }

    /// The monospaced system font at a size and weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.fontWeight, design: .monospaced))
    }

    /// The font of a Dynamic Type text style (its size here is the default size Large's).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(font: .system(style.textStyle)) }

    /// The font of a text style; the traits are ignored (the environment's Dynamic Type size applies).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The same font at another (fixed) size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(font: font.resized(to: fontSize))
    }

    /// The height of a line of text in the font: ascender, descender and leading of its face while a view is
    /// rendered, as UIKit gives it (a team's `lineHeight >= font.lineHeight` checks hold as on iOS); outside a
    /// render, the text style's leading, else 1.2 × size.
    public var lineHeight: CGFloat { faceMetrics?.lineHeight ?? font.resolve().lineHeight }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
    public var description: String { "UIFont(\(font.resolve()))" }

    /// UIKit's weight scale (−1…1); the named weights are UIKit's `UIFont.Weight` constants.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from UIKit's scale, -1 to 1.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light.
        public static let ultraLight = Weight(-0.8)
        /// Thin.
        public static let thin = Weight(-0.6)
        /// Light.
        public static let light = Weight(-0.4)
        /// Regular.
        public static let regular = Weight(0)
        /// Medium.
        public static let medium = Weight(0.23)
        /// Semibold.
        public static let semibold = Weight(0.3)
        /// Bold.
        public static let bold = Weight(0.4)
        /// Heavy.
        public static let heavy = Weight(0.56)
        /// Black.
        public static let black = Weight(0.62)

        /// The UIKit weight nearest to a CSS weight (100…900).
        static func nearest(toCSS css: Int) -> Weight {
            let scale: [(Int, Weight)] = [(100, .ultraLight), (200, .thin), (300, .light), (400, .regular), (500, .medium),
                                          (600, .semibold), (700, .bold), (800, .heavy), (900, .black)]
            return scale.min { abs($0.0 - css) < abs($1.0 - css) }!.1
        }

        /// The SwiftUI weight nearest to this one.
        var fontWeight: Font.Weight {
            let scale: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                                                   (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return scale.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// UIKit's Dynamic Type text styles.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The large title style.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title style.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title style.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title style.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline style.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The subheadline style.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The body style.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The callout style.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The footnote style.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The first caption style.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The second caption style.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        static let all: [TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout,
                                       .footnote, .caption1, .caption2]

        var textStyle: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            default: return .body
            }
        }
    }
}

/// AppKit spelling of the same type.
public typealias NSFont = UIFont

extension Font {
    /// The SwiftUI font for a UIKit font (`Font(UIFont.preferredFont(forTextStyle: .body))`).
    public init(_ font: UIFont) { self = font.font }

    /// This font at a fixed size, other settings kept.
    func resized(to size: CGFloat) -> Font {
        var copy = Font(base: .size(size), weight: weight, design: design, width: width, family: family)
        copy.isItalic = isItalic
        copy.isBold = isBold
        return copy
    }
}
