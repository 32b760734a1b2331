internal import CFreeType

/// One open face (a file path + face index), shared by every `FontFace` that resolves to it: the
/// FreeType face for outlines and metrics, and the HarfBuzz font for shaping.
/// "An `FT_Face` object can only be safely used from one thread at a time" (freetype.h), so every
/// FreeType call on the face, and the glyph caches, sit behind one mutex. Face-wide data (metrics,
/// names) is copied out once at open time.
final class LoadedFace: Sendable {
    private struct State {
        let face: FT_Face
        var advances: [UInt32: Double] = [:]
        var outlines: [UInt32: GlyphOutline] = [:]
    }

    let path: String
    let index: Int
    let metrics: FaceMetrics
    let glyphCount: Int
    /// PostScript name (name ID 6), e.g. "Inter-Regular".
    let postScriptName: String
    /// The version string (name ID 5), e.g. "Version 4.000;git-…".
    let version: String
    let shaper: HarfBuzzFont

    private let library: FreeTypeLibrary
    private let state: LockedState<State>
    private let digest = LockedState<String?>(nil)

    init(library: FreeTypeLibrary, path: String, index: Int, fallbackWeight: Int) throws(FontError) {
        let face = try library.openFace(path: path, index: index)
        guard let shaper = HarfBuzzFont(path: path, index: index) else {
            library.closeFace(face)
            throw FontError(.noFaceFound, "HarfBuzz cannot read face \(index) of '\(path)'")
        }
        self.library = library
        self.path = path
        self.index = index
        self.shaper = shaper
        metrics = FaceMetrics(face: face, fallbackWeight: fallbackWeight)
        glyphCount = Int(face.pointee.num_glyphs)
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        version = Self.name(face, id: 5) ?? ""
        state = LockedState(State(face: face))
    }

    deinit {
        state.withLock { library.closeFace($0.face) }
    }

    /// SHA-256 of the file, computed once on first use.
    var sha256: String {
        digest.withLock { cached in
            if let cached { return cached }
            let value = SHA256.hex(ofFile: path) ?? ""
            cached = value
            return value
        }
    }

    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        state.withLock { UInt32(FT_Get_Char_Index($0.face, FT_ULong(scalar.value))) }
    }

    func advance(glyph: UInt32) -> Double {
        state.withLock { state in
            if let cached = state.advances[glyph] { return cached }
            var advance = 0.0
            if FT_Load_Glyph(state.face, glyph, FreeTypeFlags.unscaledLoad) == 0 {
                // With FT_LOAD_NO_SCALE the glyph metrics are in font units.
                advance = Double(state.face.pointee.glyph.pointee.metrics.horiAdvance)
            }
            state.advances[glyph] = advance
            return advance
        }
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

    /// A name-table string: Windows Unicode (platform 3, UTF-16BE) first, else Macintosh Roman ASCII.
    private static func name(_ face: FT_Face, id: UInt16) -> String? {
        var fallback: String?
        for i in 0..<FT_Get_Sfnt_Name_Count(face) {
            var entry = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &entry) == 0, entry.name_id == id, let bytes = entry.string else { continue }
            let buffer = UnsafeBufferPointer(start: bytes, count: Int(entry.string_len))
            if entry.platform_id == 3 {
                var units: [UInt16] = []
                for j in stride(from: 0, to: buffer.count - 1, by: 2) { units.append(UInt16(buffer[j]) << 8 | UInt16(buffer[j + 1])) }
                return String(decoding: units, as: UTF16.self)
            }
            if entry.platform_id == 1, fallback == nil { fallback = String(decoding: buffer.filter { $0 < 0x80 }, as: UTF8.self) }
        }
        return fallback
    }
}
