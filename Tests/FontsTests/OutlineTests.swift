import Testing
@testable import Fonts

@Suite struct OutlineTests {
    private func faces() throws -> [FontFace] {
        var faces = [try TestFonts.dejaVuSans()]
        if TestFonts.interInstalled { faces.append(try TestFonts.inter()) }
        return faces
    }

    @Test func contourCounts() throws {
        for face in try faces() {
            #expect(face.outline(glyph: face.glyphIndex(for: "O")).contourCount == 2, "\(face)")
            #expect(face.outline(glyph: face.glyphIndex(for: "l")).contourCount == 1, "\(face)")
            #expect(face.outline(glyph: face.glyphIndex(for: "B")).contourCount == 3, "\(face)")
        }
    }

    @Test func everyContourStartsWithMoveAndEndsWithClose() throws {
        for face in try faces() {
            let commands = face.outline(glyph: face.glyphIndex(for: "O")).commands
            var open = false
            for command in commands {
                switch command {
                case .move:
                    #expect(!open)
                    open = true
                case .close:
                    #expect(open)
                    open = false
                default:
                    #expect(open)
                }
            }
            #expect(!open)
        }
    }

    /// DejaVu Sans "l" is a plain rectangle (glyf points read back with HarfBuzz extents:
    /// x 193…377, y 0…1556), y axis up.
    @Test func dejaVuLowercaseLIsARectangle() throws {
        let face = try TestFonts.dejaVuSans()
        let outline = face.outline(glyph: face.glyphIndex(for: "l"))
        #expect(outline.commands == [
            .move(x: 193, y: 1556), .line(x: 377, y: 1556), .line(x: 377, y: 0), .line(x: 193, y: 0), .close,
        ])
    }

    @Test func truetypeUsesQuadsAndCFFUsesCubics() throws {
        let dejaVu = try TestFonts.dejaVuSans()
        let quad = dejaVu.outline(glyph: dejaVu.glyphIndex(for: "O")).commands
        #expect(quad.contains { if case .quad = $0 { true } else { false } })
        #expect(!quad.contains { if case .cubic = $0 { true } else { false } })
        guard TestFonts.interInstalled else { return }
        let inter = try TestFonts.inter()
        let cubic = inter.outline(glyph: inter.glyphIndex(for: "O")).commands
        #expect(cubic.contains { if case .cubic = $0 { true } else { false } })
        #expect(!cubic.contains { if case .quad = $0 { true } else { false } })
    }

    @Test func spaceAndInvalidGlyphsHaveNoOutline() throws {
        let face = try TestFonts.dejaVuSans()
        #expect(face.outline(glyph: face.glyphIndex(for: " ")).isEmpty)
        #expect(face.outline(glyph: UInt32(face.glyphCount) + 10).isEmpty)
    }

    @Test func outlinesAreCachedAndStable() throws {
        let face = try TestFonts.dejaVuSans()
        let glyph = face.glyphIndex(for: "g")
        let fresh = try FontLibrary().face(for: FontRequest(family: "DejaVu Sans"))
        #expect(face.outline(glyph: glyph) == face.outline(glyph: glyph))
        #expect(face.outline(glyph: glyph) == fresh.outline(glyph: glyph))
    }
}
