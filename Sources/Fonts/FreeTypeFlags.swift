internal import CFreeType

/// FreeType flag values used by this module.
enum FreeTypeFlags {
    /// FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING (freetype.h: `1L << 0` and `1L << 1`):
    /// outlines and metrics in font units, no hinting.
    static let unscaledLoad = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)
}
