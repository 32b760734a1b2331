/// Which table `FontFace.ascender` / `descender` / `lineGap` were read from.
///
/// OpenType spec (OS/2 `fsSelection` bit 7, USE_TYPO_METRICS,
/// https://learn.microsoft.com/en-us/typography/opentype/spec/os2#fsselection): when set,
/// applications should use sTypoAscender/sTypoDescender/sTypoLineGap. Otherwise we follow
/// what FreeType, Core Text and browsers on most platforms use: the `hhea` ascender,
/// descender and lineGap.
public enum VerticalMetricsSource: String, Sendable, Hashable {
    /// OS/2 sTypo* values (USE_TYPO_METRICS set).
    case typo
    /// hhea ascender/descender/lineGap.
    case hhea
    /// Neither table was available; FreeType's generic face metrics were used.
    case freetype
}
