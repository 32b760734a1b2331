import Testing
@testable import Fonts

@Suite struct ResolutionTests {
    @Test func dejaVuSansRegular() throws {
        let face = try TestFonts.dejaVuSans()
        #expect(TestFonts.fileName(face) == "DejaVuSans.ttf")
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.weight == 400)
        #expect(face.faceIndex == 0)
        #expect(!face.isFamilySubstituted)
    }

    @Test func dejaVuSansBold() throws {
        let face = try TestFonts.dejaVuSans(weight: 700)
        #expect(TestFonts.fileName(face) == "DejaVuSans-Bold.ttf")
        #expect(face.weight == 700)
        #expect(face.styleName == "Bold")
    }

    @Test(.enabled(if: TestFonts.interInstalled, TestFonts.interMissing),
          arguments: [(400, "Inter-Regular.otf"), (600, "Inter-SemiBold.otf"), (700, "Inter-Bold.otf")])
    func interWeights(weight: Int, file: String) throws {
        let face = try TestFonts.inter(weight: weight)
        #expect(face.familyName == "Inter")
        #expect(TestFonts.fileName(face) == Substring(file))
        #expect(face.weight == weight)
        #expect(!face.isFamilySubstituted)
    }

    @Test(.enabled(if: TestFonts.interInstalled, TestFonts.interMissing))
    func interItalic() throws {
        let face = try TestFonts.inter(italic: true)
        #expect(TestFonts.fileName(face) == "Inter-Italic.otf")
    }

    @Test func monospacedDesignIsDejaVuSansMono() throws {
        let face = try TestFonts.library.face(for: FontRequest(family: "Inter", design: .monospaced))
        #expect(face.familyName == "DejaVu Sans Mono")
        #expect(TestFonts.fileName(face) == "DejaVuSansMono.ttf")
        #expect(face.queriedFamily == "DejaVu Sans Mono")
        #expect(!face.isFamilySubstituted)
        let (w, i) = (face.glyphIndex(for: "W"), face.glyphIndex(for: "i"))
        #expect(face.advance(glyph: w) == face.advance(glyph: i))
    }

    @Test func serifDesignIsDejaVuSerif() throws {
        let face = try TestFonts.library.face(for: FontRequest(family: "DejaVu Sans", design: .serif))
        #expect(face.familyName == "DejaVu Serif")
    }

    @Test func roundedDesignFallsBackWhenNoRoundedFamily() throws {
        let library = TestFonts.library
        let request = FontRequest(family: "DejaVu Sans", design: .rounded)
        let face = try library.face(for: request)
        let roundedInstalled = FontLibrary.roundedFamilies.contains { library.isInstalled(family: $0) }
        #expect(face.isDesignFallback == !roundedInstalled)
        if !roundedInstalled {
            #expect(face.familyName == "DejaVu Sans")
        }
    }

    @Test func unknownFamilyFallsBackAndReportsRealFamily() throws {
        let request = FontRequest(family: "No Such Family Zq9")
        let face = try TestFonts.library.face(for: request)
        #expect(face.isFamilySubstituted)
        #expect(face.familyName != request.family)
        #expect(!face.familyName.isEmpty)
        #expect(TestFonts.library.isInstalled(family: face.familyName))
    }

    @Test func isInstalled() {
        #expect(TestFonts.library.isInstalled(family: "DejaVu Sans"))
        #expect(TestFonts.library.isInstalled(family: "DejaVu Sans Mono"))
        #expect(!TestFonts.library.isInstalled(family: "No Such Family Zq9"))
        #expect(!TestFonts.library.isInstalled(family: ""))
    }

    @Test func facesAreCachedPerRequest() throws {
        let first = try TestFonts.dejaVuSans()
        let second = try TestFonts.dejaVuSans()
        #expect(first === second)
        // A different request resolving to the same file shares the open FreeType face.
        let viaSubstitution = try TestFonts.library.face(for: FontRequest(family: "DejaVu Sans", weight: 410))
        #expect(viaSubstitution !== first)
        #expect(viaSubstitution.loaded === first.loaded)
    }

    @Test func unreadableFileReportsFreeTypeErrorWithPath() throws {
        let library = try FreeTypeLibrary()
        #expect {
            _ = try LoadedFace(library: library, path: "/nonexistent/font.ttf", index: 0, fallbackWeight: 400)
        } throws: { error in
            let error = error as? FontError
            guard case .freetype(let code)? = error?.kind else { return false }
            return code != 0 && error!.description.contains("/nonexistent/font.ttf")
        }
    }
}
