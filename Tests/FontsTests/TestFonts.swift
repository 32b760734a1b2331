import Testing
@testable import Fonts

/// Shared fixtures. Reference numbers in the tests were read on the development machine
/// (fonts-dejavu-core 2.37, fonts-inter 4.x) with two independent tools:
/// a struct-unpacking Python reader of the head/hhea/OS/2 tables, and HarfBuzz
/// (libharfbuzz.so.0 via ctypes: hb_shape for advances/kerning, hb_font_get_glyph_extents
/// for glyph tops).
enum TestFonts {
    static let library = FontLibrary()

    static let interInstalled = library.isInstalled(family: "Inter")
    static let interMissing: Comment =
        "Inter is not installed (Debian package fonts-inter); skipping Inter-specific checks"

    static func dejaVuSans(weight: Int = 400) throws -> FontFace {
        try library.face(for: FontRequest(family: "DejaVu Sans", weight: weight))
    }

    static func inter(weight: Int = 400, italic: Bool = false) throws -> FontFace {
        try library.face(for: FontRequest(family: "Inter", weight: weight, italic: italic))
    }

    static func glyphs(_ face: FontFace, _ text: String) -> [UInt32] {
        text.unicodeScalars.map { face.glyphIndex(for: $0) }
    }

    static func fileName(_ face: FontFace) -> Substring {
        face.filePath.split(separator: "/").last ?? ""
    }
}
