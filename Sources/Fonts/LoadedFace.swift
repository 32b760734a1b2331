internal import CFreeType

/// One open FT_Face (a file path + face index), shared by every `FontFace` that resolves to
/// it. "An `FT_Face` object can only be safely used from one thread at a time" (freetype.h),
/// so every FreeType call on the face, and the glyph caches, sit behind one mutex.
/// Face-wide data (metrics, the GPOS table) is copied out once at open time.
final class LoadedFace: Sendable {
    private struct State {
        let face: FT_Face
        var advances: [UInt32: Double] = [:]
        var outlines: [UInt32: GlyphOutline] = [:]
        var kerning: [UInt64: Double] = [:]
    }

    let path: String
    let index: Int
    let metrics: FaceMetrics
    let glyphCount: Int

    private let library: FreeTypeLibrary
    private let state: LockedState<State>
    private let gpos: GPOSPairKerning?
    private let hasKernTable: Bool

    init(library: FreeTypeLibrary, path: String, index: Int, fallbackWeight: Int) throws(FontError) {
        let face = try library.openFace(path: path, index: index)
        self.library = library
        self.path = path
        self.index = index
        metrics = FaceMetrics(face: face, fallbackWeight: fallbackWeight)
        glyphCount = Int(face.pointee.num_glyphs)
        gpos = Self.sfntTable(face, "GPOS").flatMap { GPOSPairKerning(table: $0) }
        hasKernTable = face.pointee.face_flags & FreeTypeFlags.faceHasKerning != 0
        state = LockedState(State(face: face))
    }

    deinit {
        state.withLock { library.closeFace($0.face) }
    }

    /// Where kerning values come from for this face.
    var kerningSource: KerningSource {
        if gpos != nil { return .gpos }
        return hasKernTable ? .kernTable : .none
    }

    /// Raw bytes of an sfnt table, or nil when absent (FT_Load_Sfnt_Table).
    func table(_ tag: String) -> [UInt8]? {
        state.withLock { Self.sfntTable($0.face, tag) }
    }

    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        state.withLock { UInt32(FT_Get_Char_Index($0.face, FT_ULong(scalar.value))) }
    }

    func advance(glyph: UInt32) -> Double {
        state.withLock { Self.advance(&$0, glyph) }
    }

    func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        state.withLock { kerning(&$0, left, right) }
    }

    /// The legacy `kern` table value alone (FT_Get_Kerning, font units); 0 without the table.
    func kernTableKerning(_ left: UInt32, _ right: UInt32) -> Double {
        guard hasKernTable else { return 0 }
        return state.withLock { Self.kernTable($0.face, left, right) }
    }

    func outline(glyph: UInt32) -> GlyphOutline {
        state.withLock { state in
            if let cached = state.outlines[glyph] { return cached }
            var outline = GlyphOutline(commands: [])
            if Int(glyph) < glyphCount, FT_Load_Glyph(state.face, glyph, FreeTypeFlags.unscaledLoad) == 0 {
                let slot = state.face.pointee.glyph!
                if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
                    outline = withUnsafeMutablePointer(to: &slot.pointee.outline) { OutlineDecomposer.decompose($0) }
                }
            }
            state.outlines[glyph] = outline
            return outline
        }
    }

    /// Glyph ids and kerned advances (font units) for a run of scalars, under one lock.
    func shape(_ scalars: [Unicode.Scalar]) -> [(glyph: UInt32, advance: Double)] {
        state.withLock { state in
            let glyphs = scalars.map { UInt32(FT_Get_Char_Index(state.face, FT_ULong($0.value))) }
            var result: [(glyph: UInt32, advance: Double)] = []
            result.reserveCapacity(glyphs.count)
            for (position, glyph) in glyphs.enumerated() {
                var advance = Self.advance(&state, glyph)
                if position + 1 < glyphs.count {
                    advance += kerning(&state, glyph, glyphs[position + 1])
                }
                result.append((glyph, advance))
            }
            return result
        }
    }

    // MARK: - Under the lock

    private static func advance(_ state: inout State, _ glyph: UInt32) -> Double {
        if let cached = state.advances[glyph] { return cached }
        var advance = 0.0
        if FT_Load_Glyph(state.face, glyph, FreeTypeFlags.unscaledLoad) == 0 {
            // With FT_LOAD_NO_SCALE the glyph metrics are in font units.
            advance = Double(state.face.pointee.glyph.pointee.metrics.horiAdvance)
        }
        state.advances[glyph] = advance
        return advance
    }

    /// GPOS pair kerning when the face has `kern`-feature pair lookups, else the legacy
    /// `kern` table. Never both: fonts such as DejaVu carry the same pairs in both tables,
    /// and HarfBuzz likewise ignores `kern` when GPOS kerning exists. .notdef never kerns.
    private func kerning(_ state: inout State, _ left: UInt32, _ right: UInt32) -> Double {
        guard left != 0, right != 0 else { return 0 }
        let key = UInt64(left) << 32 | UInt64(right)
        if let cached = state.kerning[key] { return cached }
        var value = 0.0
        if let gpos {
            value = Double(gpos.adjustment(left, right))
        } else if hasKernTable {
            value = Self.kernTable(state.face, left, right)
        }
        state.kerning[key] = value
        return value
    }

    private static func kernTable(_ face: FT_Face, _ left: UInt32, _ right: UInt32) -> Double {
        var vector = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FreeTypeFlags.kerningUnscaled, &vector) == 0 else { return 0 }
        return Double(vector.x)
    }

    private static func sfntTable(_ face: FT_Face, _ tag: String) -> [UInt8]? {
        var length: FT_ULong = 0
        let tagValue = FreeTypeFlags.tag(tag)
        guard FT_Load_Sfnt_Table(face, tagValue, 0, nil, &length) == 0, length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let error = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, tagValue, 0, $0.baseAddress, &length) }
        return error == 0 ? bytes : nil
    }
}
