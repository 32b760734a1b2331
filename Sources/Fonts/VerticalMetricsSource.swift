/// Which table `FontFace.ascender` / `descender` / `lineGap` were read from.
///
/// Core Text, and so SwiftUI's `Text`, lays lines out on the `hhea` ascender, descender and lineGap
/// (Apple's TrueType Reference Manual, 'hhea' table; docs/text-metrics.md); the OS/2 USE_TYPO_METRICS
/// bit that Windows and browsers honour is not used. The OS/2 typo values stand in only when hhea is
/// missing or all zero.
public enum VerticalMetricsSource: String, Sendable, Hashable {
    /// hhea ascender/descender/lineGap.
    case hhea
    /// OS/2 sTypo* values (hhea missing or zero).
    case typo
    /// Neither table was available; FreeType's generic face metrics were used.
    case freetype
}
