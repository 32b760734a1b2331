internal import CHarfBuzz

/// One HarfBuzz font for a face file (path + face index), at the face's own units per em, so every
/// position it returns is in font units. Owns its `hb_blob_t`, `hb_face_t` and `hb_font_t` and releases
/// them in `deinit`; each `shape` call creates and destroys its own `hb_buffer_t`.
///
/// `@unchecked Sendable`: the font is made immutable (`hb_font_make_immutable`) before `init` returns,
/// and HarfBuzz documents immutable fonts and faces as safe to share between threads; buffers are never
/// shared. No HarfBuzz pointer leaves this type.
final class HarfBuzzFont: @unchecked Sendable {
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer
    let unitsPerEm: Int

    /// nil when HarfBuzz cannot read the file.
    init?(path: String, index: Int) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        guard let face = hb_face_create(blob, UInt32(index)) else {
            hb_blob_destroy(blob)
            return nil
        }
        let upem = Int(hb_face_get_upem(face))
        guard upem > 0, hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            return nil
        }
        // Font units in, font units out: no scaling, no hinting (HarfBuzz's own OpenType functions).
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.blob = blob
        self.face = face
        self.font = font
        unitsPerEm = upem
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// True when the face's cmap maps `scalar` to a glyph.
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 && glyph != 0
    }

    /// Shapes `scalars[range]` with the whole array as context (so Arabic joining and marks see their
    /// neighbours across run boundaries). Glyphs come out in visual order (right to left runs reversed by
    /// HarfBuzz); `cluster` is the index into `scalars` of the first scalar a glyph came from.
    func shape(_ scalars: [Unicode.Scalar], range: Range<Int>, rightToLeft: Bool) -> [ShapedGlyph] {
        guard !range.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        let codepoints = scalars.map(\.value)
        codepoints.withUnsafeBufferPointer { points in
            hb_buffer_add_utf32(buffer, points.baseAddress, Int32(points.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { i in
            ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                        xAdvance: Double(positions[i].x_advance), xOffset: Double(positions[i].x_offset),
                        yOffset: Double(positions[i].y_offset))
        }
    }
}

/// One glyph as HarfBuzz positioned it, in font units (y up).
struct ShapedGlyph: Sendable, Hashable {
    var glyph: UInt32
    /// Index of the first scalar (in the shaped array) this glyph came from.
    var cluster: Int
    var xAdvance: Double
    var xOffset: Double
    var yOffset: Double
}
