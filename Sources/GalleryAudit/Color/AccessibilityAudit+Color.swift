import Foundation
import StyleKit

extension AccessibilityAudit {
    /// WCAG 2.x relative luminance of an sRGB color (alpha ignored: composite translucent colors first).
    ///
    /// Source: https://w3c.github.io/wcag/guidelines/relative-luminance.html (reference §5 [W1]):
    /// channel `c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ^ 2.4`, then
    /// `L = 0.2126 R + 0.7152 G + 0.0722 B`. (WCAG 2.0 printed 0.03928; the difference is below 8-bit precision.)
    public static func relativeLuminance(_ color: RGBA) -> Double {
        func linear(_ channel: Double) -> Double { ColorDifference.linear(min(max(channel, 0), 1)) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// WCAG contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, L1 the lighter, in 1…21. Never rounded: compare this
    /// value with the threshold (2.999 fails 3:1). Source: https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
    /// (reference §5 [W1][W3]).
    public static func contrastRatio(_ a: RGBA, _ b: RGBA) -> Double {
        contrastRatio(luminances: relativeLuminance(a), relativeLuminance(b))
    }

    /// ``contrastRatio(_:_:)`` of two relative luminances (for a search against one background, whose
    /// luminance is then computed once).
    static func contrastRatio(luminances la: Double, _ lb: Double) -> Double {
        (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Porter–Duff source-over of straight-alpha sRGB colors, as browsers composite (no gamma linearisation):
    /// `αo = αt + αb(1 − αt)`, `Co = (Ct·αt + Cb·αb(1 − αt)) / αo`.
    /// Source: W3C Compositing and Blending Level 1 §5.1 "Simple alpha compositing"
    /// (https://www.w3.org/TR/compositing-1/#simplealphacompositing).
    public static func composite(_ top: RGBA, over bottom: RGBA) -> RGBA {
        (Premultiplied(top).over(Premultiplied(bottom))).straight
    }
}
