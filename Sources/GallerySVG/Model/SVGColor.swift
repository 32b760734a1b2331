import Foundation
import StyleKit

/// Colours as SVG 1.1 paints: `#RRGGBB` plus a separate opacity. Not 8-digit hex or `rgba()`:
/// SVG 1.1 has neither and librsvg 2.54 does not agree with browsers on them.
enum SVGColor {
    static func hex(_ color: RGBA) -> String { color.hexString }

    /// The opacity text, or nil when it writes as "1" (the attribute default).
    static func opacity(_ value: Double) -> String? {
        let text = SVGNumber.format(min(max(value, 0), 1))
        return text == "1" ? nil : text
    }

    /// `name="#RRGGBB"` and `opacityName` when the alpha is below 1.
    static func attributes(_ color: RGBA, _ name: StaticString, _ opacityName: StaticString) -> SVGAttributes {
        var attributes = SVGAttributes()
        attributes.set(name, hex(color))
        attributes.setOpacity(opacityName, color.alpha)
        return attributes
    }
}
