/// Which table `FontFace.kerning(_:_:)` reads.
public enum KerningSource: String, Sendable, Hashable {
    /// OpenType GPOS pair adjustment (lookup type 2, `kern` feature).
    case gpos
    /// Legacy TrueType `kern` table via FT_Get_Kerning (only when GPOS has no pair kerning).
    case kernTable
    case none
}
