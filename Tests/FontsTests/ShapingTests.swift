import Foundation
import Testing
@testable import Fonts

/// HarfBuzz applies the faces' own GSUB/GPOS: contextual forms, reordering and marks that a
/// one-glyph-per-character layout cannot produce.
@Suite struct ShapingTests {
    static func face(_ family: String) throws -> FontFace {
        let face = try TestFonts.library.face(for: FontRequest(family: family))
        try #require(face.familyName == family, "\(family) is not installed (fonts-noto-core)")
        return face
    }

    /// Arabic letters join: beh alone, and beh at the start of "ببب", are different glyphs (init form).
    @Test func arabicTakesJoiningForms() throws {
        let face = try Self.face("Noto Sans Arabic")
        let isolated = face.layout("\u{0628}", size: 17).glyphs.map(\.glyph)
        let joined = face.layout("\u{0628}\u{0628}\u{0628}", size: 17)
        #expect(joined.direction == .rightToLeft)
        #expect(Set(joined.glyphs.map(\.glyph)).count == 3, "initial, medial and final forms differ")
        #expect(!joined.glyphs.map(\.glyph).contains(isolated[0]))
        // Visual order: the first letter (cluster 0, initial form) is drawn rightmost.
        #expect(joined.glyphs.map(\.cluster) == [2, 1, 0])
    }

    /// Devanagari "कि" (ka + vowel sign i): the i-matra is drawn before (left of) ka although it follows
    /// it in memory.
    @Test func devanagariReordersThePreBaseMatra() throws {
        let face = try Self.face("Noto Sans Devanagari")
        let layout = face.layout("\u{0915}\u{093F}", size: 17)
        #expect(layout.glyphs.count == 2)
        #expect(layout.glyphs[0].glyph == face.glyphIndex(for: "\u{093F}") || layout.glyphs[0].glyph != face.glyphIndex(for: "\u{0915}"))
        #expect(layout.glyphs[1].glyph == face.glyphIndex(for: "\u{0915}"))
        #expect(layout.missingScalars.isEmpty)
    }

    /// A Hebrew point (qamats) is a zero-advance mark positioned on its base by GPOS mark attachment.
    @Test func hebrewMarkHasNoAdvanceAndSitsOnItsBase() throws {
        let face = try Self.face("Noto Sans Hebrew")
        let bare = face.layout("\u{05D0}", size: 17)
        let pointed = face.layout("\u{05D0}\u{05B8}", size: 17)
        #expect(pointed.glyphs.count == 2)
        #expect(abs(pointed.width - bare.width) < 0.001, "the mark adds no width")
        #expect(pointed.glyphs.contains { $0.advance == 0 })
    }

    /// Inter's `calt`: the hyphen between capitals is raised (another glyph than between lowercase).
    @Test(.enabled(if: TestFonts.interInstalled, TestFonts.interMissing))
    func interContextualAlternates() throws {
        let face = try TestFonts.inter()
        let lower = face.layout("a-b", size: 17).glyphs[1].glyph
        let upper = face.layout("A-B", size: 17).glyphs[1].glyph
        #expect(lower == face.glyphIndex(for: "-"))
        #expect(upper != lower)
    }

    /// DejaVu Sans has an "fi" ligature in GSUB `liga`: two characters, one glyph.
    @Test func dejaVuLigatesFi() throws {
        let layout = try TestFonts.dejaVuSans().layout("fi", size: 17)
        #expect(layout.glyphs.count == 1)
        #expect(layout.glyphs[0].cluster == 0)
    }
}

/// HarfBuzz's blob maps the font file; dropping the wrapper must unmap it (hb_blob/hb_face/hb_font released).
@Suite struct HarfBuzzLifetimeTests {
    /// Lines of /proc/self/maps naming `path` (read to the end: String(contentsOfFile:) stops early on procfs).
    static func mappings(of path: String) -> Int {
        let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").filter { $0.hasSuffix(path) }.count
    }

    @Test func droppedFontsReleaseTheirFile() throws {
        // A copy under a name nothing else (tests run in parallel) opens.
        let source = "/usr/share/fonts/truetype/noto/NotoSansThai-Bold.ttf"
        try #require(FileManager.default.fileExists(atPath: source), "fonts-noto-core is not installed")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hb-lifetime-\(UUID().uuidString).ttf").path
        try FileManager.default.copyItem(atPath: source, toPath: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(Self.mappings(of: path) == 0)
        var alive: [HarfBuzzFont] = []
        for _ in 0..<5 {
            let font = try #require(HarfBuzzFont(path: path, index: 0))
            #expect(!font.shape(Array("\u{0E2A}\u{0E27}\u{0E31}\u{0E2A}\u{0E14}\u{0E35}".unicodeScalars), range: 0..<6, rightToLeft: false).isEmpty)
            alive.append(font)
        }
        #expect(Self.mappings(of: path) == 5, "each live font maps the file once")
        alive.removeAll()
        #expect(Self.mappings(of: path) == 0, "dropped fonts unmap their file")
    }

    @Test func unreadableFilesGiveNil() {
        #expect(HarfBuzzFont(path: "/nonexistent/font.ttf", index: 0) == nil)
        #expect(HarfBuzzFont(path: "/etc/hostname", index: 0) == nil)
    }
}
