/// The typographic design of a requested face, modelled on SwiftUI's `Font.Design`.
///
/// - `default`: the requested family itself.
/// - `monospaced`: the fontconfig generic family `monospace` (DejaVu Sans Mono on a Debian system).
/// - `serif`: the fontconfig generic family `serif`.
/// - `rounded`: the first installed family from a short list of rounded designs; when none is
///   installed the requested family is used and `FontFace.isDesignFallback` is `true`.
public enum FontDesign: String, Sendable, Hashable, CaseIterable {
    case `default`
    case monospaced
    case rounded
    case serif
}
