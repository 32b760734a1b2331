internal import CFreeType

/// FreeType flag values used by this module.
enum FreeTypeFlags {
    /// FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING (freetype.h: `1L << 0` and `1L << 1`):
    /// outlines and metrics in font units, no hinting.
    static let unscaledLoad = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)

    /// FT_FACE_FLAG_KERNING (freetype.h: `1L << 6`): the face has a legacy `kern` table
    /// usable by FT_Get_Kerning.
    static let faceHasKerning = FT_Long(1 << 6)

    /// FT_KERNING_UNSCALED: FT_Get_Kerning returns font units.
    static let kerningUnscaled = FT_UInt(FT_KERNING_UNSCALED.rawValue)

    /// FT_MAKE_TAG (fttypes.h): four ASCII bytes packed big-endian.
    static func tag(_ string: String) -> FT_ULong {
        string.utf8.prefix(4).reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
    }
}
