import Foundation

/// A font as SwiftUI describes it: a Dynamic Type text style or a system size, with weight, design, italic.
public struct Font: Hashable, Sendable {
    /// Dynamic Type text styles.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// Font weights, mapped to OpenType weight classes 100…900.
    public struct Weight: Hashable, Sendable {
        public let value: Int
        init(_ value: Int) { self.value = value }
        public static let ultraLight = Weight(100)
        public static let thin = Weight(200)
        public static let light = Weight(300)
        public static let regular = Weight(400)
        public static let medium = Weight(500)
        public static let semibold = Weight(600)
        public static let bold = Weight(700)
        public static let heavy = Weight(800)
        public static let black = Weight(900)
    }

    public enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }

    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case size(CGFloat)
    }
    let base: Base
    var weight: Weight?
    var design: Design?
    var isItalic = false
    /// Set by `.bold()`: the text style's emphasized weight (HIG table, reference §2.1).
    var isBold = false

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline))
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
    public static let caption2 = Font(base: .textStyle(.caption2))

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size), weight: weight, design: design)
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(base: .size(size)) }

    public func bold() -> Font { var f = self; f.isBold = true; return f }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; f.isBold = false; return f }
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// The font in another design (`.rounded`, `.serif`, `.monospaced`).
    public func design(_ design: Design) -> Font { var f = self; f.design = design; return f }
    public func monospacedDigit() -> Font { self }

    /// The concrete font: size, weight, design and line height, from the iOS Dynamic Type table at the
    /// default "Large" size (reference §2.1 [T1]).
    package func resolve() -> ResolvedFont {
        let metrics: TextStyleMetrics
        switch base {
        case .textStyle(let style): metrics = TextStyleMetrics.iOS[style]!
        case .size(let size): metrics = TextStyleMetrics(size: size, leading: (size * 1.2).rounded(), weight: 400, emphasized: 700)
        }
        let resolvedWeight = weight?.value ?? (isBold ? metrics.emphasized : metrics.weight)
        return ResolvedFont(size: metrics.size, weight: resolvedWeight, design: design ?? .default,
                            italic: isItalic, lineHeight: metrics.leading, textStyle: base.textStyleName)
    }
}

extension Font.Base {
    var textStyleName: String? {
        if case .textStyle(let style) = self { return style.rawValue }
        return nil
    }
}

/// One row of the Dynamic Type table.
struct TextStyleMetrics {
    let size: CGFloat
    let leading: CGFloat
    let weight: Int
    let emphasized: Int

    /// iOS text styles at the default size Large: size, leading, weight, emphasized weight (HIG [T1][T2][T3]).
    static let iOS: [Font.TextStyle: TextStyleMetrics] = [
        .largeTitle: .init(size: 34, leading: 41, weight: 400, emphasized: 700),
        .title: .init(size: 28, leading: 34, weight: 400, emphasized: 700),
        .title2: .init(size: 22, leading: 28, weight: 400, emphasized: 700),
        .title3: .init(size: 20, leading: 25, weight: 400, emphasized: 600),
        .headline: .init(size: 17, leading: 22, weight: 600, emphasized: 600),
        .body: .init(size: 17, leading: 22, weight: 400, emphasized: 600),
        .callout: .init(size: 16, leading: 21, weight: 400, emphasized: 600),
        .subheadline: .init(size: 15, leading: 20, weight: 400, emphasized: 600),
        .footnote: .init(size: 13, leading: 18, weight: 400, emphasized: 600),
        .caption: .init(size: 12, leading: 16, weight: 400, emphasized: 600),
        .caption2: .init(size: 11, leading: 13, weight: 400, emphasized: 600),
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

    package var description: String {
        var parts = [textStyle ?? "system", "\(formatNumber(size))pt", "w\(weight)"]
        if design != .default { parts.append(design.rawValue) }
        if italic { parts.append("italic") }
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
