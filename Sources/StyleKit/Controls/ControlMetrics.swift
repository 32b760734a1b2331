import Foundation

/// Sizes of the built-in bordered button styles per control size.
///
/// Apple publishes no per-`controlSize` numbers. small/regular/large follow the HIG-based replica in
/// Flutter's CupertinoButton (reference §3 [K5]: small 6×12 capsule min 28, medium 10×15 capsule min 32,
/// large 16×20 radius 12 min 44). mini and extraLarge are extrapolated (no source) and the label fonts
/// are assumptions (body at regular and above, reference §3); change them here and nowhere else.
package struct ButtonMetrics: Sendable {
    package var vertical: CGFloat
    package var horizontal: CGFloat
    /// nil = capsule.
    package var cornerRadius: CGFloat?
    package var minHeight: CGFloat
    package var font: Font

    package static func forSize(_ size: ControlSize) -> ButtonMetrics {
        switch size {
        case .mini: return ButtonMetrics(vertical: 4, horizontal: 8, cornerRadius: nil, minHeight: 24, font: .footnote)
        case .small: return ButtonMetrics(vertical: 6, horizontal: 12, cornerRadius: nil, minHeight: 28, font: .subheadline)
        case .regular: return ButtonMetrics(vertical: 10, horizontal: 15, cornerRadius: nil, minHeight: 32, font: .body)
        case .large: return ButtonMetrics(vertical: 16, horizontal: 20, cornerRadius: 12, minHeight: 44, font: .body)
        case .extraLarge: return ButtonMetrics(vertical: 18, horizontal: 24, cornerRadius: 14, minHeight: 52, font: .body.weight(.semibold))
        }
    }
}

/// Opacity of a pressed borderless/plain label. UIKit dims highlighted system buttons; the exact value is
/// unpublished — 0.4 is eyeballed, kept here.
package let pressedLabelOpacity: Double = 0.4
