import Foundation
import Testing
@testable import GalleryAssets

@Suite("Font files: scanning and Font.custom lookup")
struct FontFilesTests {
    /// A design system's font folder: Inter Regular/Bold/Light copied from fonts-inter, a collection, a stray
    /// text file, and a nested folder.
    private func fontFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in ["Inter-Regular.otf", "Inter-Bold.otf", "Inter-Light.otf"] {
            let source = "/usr/share/fonts/opentype/inter/" + name
            guard let data = FileManager.default.contents(atPath: source) else {
                Issue.record("\(source) is missing: install the Debian package fonts-inter (apt-get install fonts-inter)")
                throw CocoaError(.fileNoSuchFile)
            }
            try folder.write("Fonts/Inter/\(name)", bytes: [UInt8](data))
        }
        try folder.write("Fonts/Brand.TTC", bytes: FontBuilder.collection([
            FontBuilder.names("Brand Sans", "Regular"), FontBuilder.names("Brand Sans", "Bold"),
        ]))
        try folder.write("Fonts/README.txt", "not a font")
        try folder.write("Fonts/.hidden.ttf", bytes: [0])
        return folder
    }

    @Test("folders are searched at any depth for .ttf, .otf and .ttc; other files are ignored")
    func scan() throws {
        let folder = try fontFolder()
        let fonts = FontFiles.scan([folder.path + "/Fonts"])
        #expect(fonts.issues.isEmpty, "\(fonts.issues)")
        #expect(fonts.faces.map(\.postScriptName) == ["BrandSans-Regular", "BrandSans-Bold", "Inter-Bold", "Inter-Light", "Inter-Regular"])
        #expect(fonts.faces.map(\.faceIndex) == [0, 1, 0, 0, 0])
        #expect(fonts.faces[2].path == folder.path + "/Fonts/Inter/Inter-Bold.otf")
        #expect(fonts.faces.map(\.family) == ["Brand Sans", "Brand Sans", "Inter", "Inter", "Inter"])
        #expect(fonts.faces.map(\.style) == ["Regular", "Bold", "Bold", "Light", "Regular"])
    }

    @Test("Font.custom names map to a file: PostScript name, full name, then the family's regular face")
    func lookup() throws {
        let folder = try fontFolder()
        let fonts = FontFiles.scan([folder.path + "/Fonts"])
        #expect(fonts.face(named: "Inter-Bold")?.path == folder.path + "/Fonts/Inter/Inter-Bold.otf")
        #expect(fonts.face(named: "Inter Light")?.postScriptName == "Inter-Light")
        #expect(fonts.face(named: "Inter")?.postScriptName == "Inter-Regular")
        #expect(fonts.face(named: "BrandSans-Bold")?.faceIndex == 1)
        #expect(fonts.face(named: "Brand Sans")?.postScriptName == "BrandSans-Regular")
        #expect(fonts.face(named: "inter-bold") == nil)
        #expect(fonts.missingMessage(for: "Inter-Bld")
            == "no font named \"Inter-Bld\" among the font files (did you mean \"Inter-Bold\" or \"Inter Bold\"?)")
    }

    @Test("missing paths, non-font files and damaged fonts are issues, with the byte offset where known")
    func problems() throws {
        let folder = try TemporaryFolder()
        let text = try folder.write("notes.ttf", "hello, I am not a font")
        let other = try folder.write("logo.svg", "<svg/>")
        let cut = try folder.write("cut.otf", bytes: Array(FontBuilder.face(FontBuilder.names("Cut", "Regular")).prefix(40)))
        let fonts = FontFiles.scan([folder.path + "/missing", text, other, cut])
        #expect(fonts.faces.isEmpty)
        #expect(fonts.issues.map(\.description) == [
            "\(folder.path)/missing: error: no such file or folder",
            "\(text): error: byte 0: not a TrueType or OpenType font (the file starts with 0x68656C6C (\"hell\"))",
            "\(other): error: not a font file (expected .ttf, .otf or .ttc)",
            "\(cut): error: byte 28: the file is truncated or damaged: the name table needs bytes 28..<146,"
                + " but the file is 40 bytes",
        ])
    }

    @Test("a PostScript name used by two files is a warning; the first file wins")
    func duplicatePostScriptNames() throws {
        let folder = try TemporaryFolder()
        let face = FontBuilder.face(FontBuilder.names("Brand", "Bold"))
        let a = try folder.write("a/Brand-Bold.ttf", bytes: face)
        let b = try folder.write("b/Brand-Bold.ttf", bytes: face)
        let fonts = FontFiles.scan([folder.path])
        #expect(fonts.issues.map(\.description) == [
            "\(b): warning: the PostScript name \"Brand-Bold\" is also used by \(a); Font.custom(\"Brand-Bold\") uses that one",
        ])
        #expect(fonts.face(named: "Brand-Bold")?.path == a)
        #expect(fonts.faces.count == 2)
    }

    @Test("a font folder with more entries than the limit is searched only up to it")
    func entryLimit() throws {
        let folder = try TemporaryFolder()
        for i in 0..<5 { try folder.write("f\(i).ttf", bytes: FontBuilder.face(FontBuilder.names("F\(i)", "Regular"))) }
        var limits = AssetCatalogLimits()
        limits.maximumEntries = 4
        let fonts = FontFiles.scan([folder.path], limits: limits)
        #expect(fonts.faces.isEmpty)
        #expect(fonts.issues.map(\.description) == [
            "\(folder.path): error: more than 4 files and folders; the rest of the folder was not searched",
        ])
    }
}
