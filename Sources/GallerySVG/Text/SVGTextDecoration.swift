import Foundation
import GalleryLayout

/// Underline and strikethrough bars, drawn as thin rectangles in both text modes (so they match the
/// outline mode exactly, whatever the renderer's own `text-decoration` metrics).
///
/// Positions are fractions of the font size taken from Inter Regular (the project's font stand-in,
/// reference §2.3), /usr/share/fonts/opentype/inter/Inter-Regular.otf: unitsPerEm 2816 (`head`),
/// post.underlinePosition −464 and underlineThickness 192, OS/2 yStrikeoutPosition 922 and
/// yStrikeoutSize 192. Both positions are the top of the bar relative to the baseline (OpenType
/// `post` and `OS/2` specifications).
enum SVGTextDecoration {
    static let unitsPerEm: CGFloat = 2816
    static let underlineTop: CGFloat = 464 / unitsPerEm       // below the baseline
    static let underlineThickness: CGFloat = 192 / unitsPerEm
    static let strikeoutTop: CGFloat = 922 / unitsPerEm       // above the baseline
    static let strikeoutThickness: CGFloat = 192 / unitsPerEm

    /// A decoration bar and the paint it has of its own (nil = the text's paint).
    struct Bar {
        var rect: CGRect
        var paint: ScenePaint?
    }

    /// The bars of `text` in drawing order (underline, then strikethrough).
    static func bars(_ text: SceneText) -> [Bar] {
        guard text.width > 0 else { return [] }
        let size = text.font.size
        var bars: [Bar] = []
        if text.isUnderlined {
            bars.append(Bar(rect: CGRect(x: text.origin.x, y: text.origin.y + underlineTop * size,
                                         width: text.width, height: underlineThickness * size),
                            paint: text.underlinePaint))
        }
        if text.isStrikethrough {
            bars.append(Bar(rect: CGRect(x: text.origin.x, y: text.origin.y - strikeoutTop * size,
                                         width: text.width, height: strikeoutThickness * size),
                            paint: text.strikethroughPaint))
        }
        return bars
    }
}
