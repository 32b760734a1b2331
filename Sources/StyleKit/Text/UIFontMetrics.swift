import Foundation

/// UIKit's scaling of custom fonts and values with Dynamic Type: `UIFontMetrics(forTextStyle: .body).scaledFont(for:)`.
/// A scaled font keeps scaling once it is a `Font` (`Font.custom(_:size:relativeTo:)` semantics); a scaled value
/// is computed for the Dynamic Type size of the view being evaluated (Large outside a view), as `@ScaledMetric`.
public final class UIFontMetrics: Sendable {
    let textStyle: UIFont.TextStyle

    /// Metrics that scale like a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled as this text style scales. `maximumPointSize` caps the size of the result where the
    /// render's Dynamic Type size is known when the font is made.
    public func scaledFont(for font: UIFont) -> UIFont {
        UIFont(font: font.font.scaled(relativeTo: textStyle.textStyle))
    }

    /// The font scaled for the Dynamic Type size, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledValue(for: font.pointSize)
        if scaled > maximumPointSize { return UIFont(font: font.font.resized(to: maximumPointSize)) }
        return scaledFont(for: font)
    }

    /// The font scaled for the Dynamic Type size; the traits are ignored.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { scaledFont(for: font) }

    /// `value` scaled as this text style's size scales at the current Dynamic Type size.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for the traits' Dynamic Type size (the current one when they have none).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let size = traitCollection?.preferredContentSizeCategory.dynamicTypeSize ?? EnvironmentValues.current.dynamicTypeSize
        return value * DynamicTypeTable.scale(textStyle.textStyle, at: size)
    }
}

extension Font {
    /// This font with its size (at Large) scaling as `style` does; a text-style font already scales.
    func scaled(relativeTo style: Font.TextStyle) -> Font {
        guard case .size(let size) = base else { return self }
        var copy = Font(base: .scaled(size, relativeTo: style), weight: weight, design: design, width: width, family: family)
        copy.isItalic = isItalic
        copy.isBold = isBold
        return copy
    }
}
