import Foundation

/// How a view's colors combine with what is behind it. SVG 1.1 has no per-element blending (only CSS
/// `mix-blend-mode`, which the gallery's SVGs do not use), so views are drawn with normal blending.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Separable blend modes (accepted; drawn as `.normal`).
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// More blend modes, and Porter–Duff compositing (accepted; drawn as `.normal`).
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    /// Additive blend modes (accepted; drawn as `.normal`).
    case plusDarker, plusLighter
}

nonisolated extension View {
    /// Recorded nowhere: drawn with normal blending (see `BlendMode`).
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
    /// Text is not shrunk to fit: it wraps and truncates as without the modifier.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// Extra space between lines of multi-line text: not applied yet (text layout belongs to GalleryLayout).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
}

extension Text {
    /// Raises (or lowers) the text from its baseline: not applied yet (text layout belongs to GalleryLayout).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}
