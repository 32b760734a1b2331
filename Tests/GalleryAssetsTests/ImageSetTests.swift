import Foundation
import Testing
@testable import GalleryAssets

@Suite("Image sets and symbol sets")
struct ImageSetTests {
    /// Orbit-style PNGs at 1x/2x/3x with dark variants at 2x and 3x.
    private func pngSet() throws -> (TemporaryFolder, ImageAsset, AssetCatalog) {
        let folder = try TemporaryFolder()
        let contents = """
            {"images":[
              {"filename":"flag.png","idiom":"universal","scale":"1x"},
              {"filename":"flag@2x.png","idiom":"universal","scale":"2x"},
              {"filename":"flag@3x.png","idiom":"universal","scale":"3x"},
              {"appearances":\(dark),"filename":"flag-dark@2x.png","idiom":"universal","scale":"2x"},
              {"appearances":\(dark),"filename":"flag-dark@3x.png","idiom":"universal","scale":"3x"},
              {"appearances":\(dark),"idiom":"universal","scale":"1x"},
              {"filename":"flag-ipad@2x.png","idiom":"ipad","scale":"2x"}
            ],"info":{"author":"xcode","version":1}}
            """
        try folder.write("A.xcassets/Flags/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        try folder.write("A.xcassets/Flags/cz.imageset/Contents.json", contents)
        for name in ["flag.png", "flag@2x.png", "flag@3x.png", "flag-dark@2x.png", "flag-dark@3x.png", "flag-ipad@2x.png", "old.png"] {
            try folder.write("A.xcassets/Flags/cz.imageset/\(name)", bytes: [0x89, 0x50, 0x4E, 0x47])
        }
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        return (folder, try #require(catalog.images["Flags/cz"]), catalog)
    }

    @Test("files are listed with absolute paths, scales, idioms and appearances; empty slots are skipped")
    func listing() throws {
        let (folder, image, catalog) = try pngSet()
        #expect(catalog.issues.isEmpty, "\(catalog.issues)")
        let base = folder.path + "/A.xcassets/Flags/cz.imageset/"
        #expect(image.files.map(\.path) == ["flag.png", "flag@2x.png", "flag@3x.png", "flag-dark@2x.png", "flag-dark@3x.png", "flag-ipad@2x.png"].map { base + $0 })
        #expect(image.files.map(\.scale) == [1, 2, 3, 2, 3, 2])
        #expect(image.files.allSatisfy { $0.type == .png && $0.path.hasPrefix("/") })
        #expect(image.files[3].appearance == Appearance(.dark))
        #expect(image.files[5].idiom == .ipad)
        #expect(catalog.unused == [UnusedAsset(kind: "file", path: base + "old.png")])
        #expect(!image.preservesVectorRepresentation && image.renderingIntent == nil)
    }

    @Test("a file is chosen per appearance and scale")
    func choice() throws {
        let (_, image, _) = try pngSet()
        #expect(image.file(colorScheme: .light, highContrast: false, scale: 2).fileName == "flag@2x.png")
        #expect(image.file(colorScheme: .light, highContrast: false, scale: 3).fileName == "flag@3x.png")
        #expect(image.file(colorScheme: .dark, highContrast: false, scale: 3).fileName == "flag-dark@3x.png")
        // No dark 1x file: the nearest larger dark scale, not the light 1x.
        #expect(image.file(colorScheme: .dark, highContrast: false, scale: 1).fileName == "flag-dark@2x.png")
        #expect(image.file(colorScheme: .dark, highContrast: true, scale: 2).fileName == "flag-dark@2x.png")
        // No 4x: the largest.
        #expect(image.file(colorScheme: .light, highContrast: true, scale: 4).fileName == "flag@3x.png")
        #expect(image.file(colorScheme: .light, highContrast: false, scale: 2, idiom: .ipad).fileName == "flag-ipad@2x.png")
        #expect(image.file(colorScheme: .light, highContrast: false, scale: 3, idiom: .ipad).fileName == "flag-ipad@2x.png")
    }

    @Test("a single-scale SVG with vector and template properties (Compound's icons)")
    func vectorTemplate() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/admin.imageset/Contents.json", """
            {"images":[{"filename":"admin.svg","idiom":"universal"},
                       {"appearances":\(dark),"filename":"admin-dark.PDF","idiom":"universal"}],
             "info":{"author":"xcode","version":1},
             "properties":{"preserves-vector-representation":true,"template-rendering-intent":"template"}}
            """)
        try folder.write("A.xcassets/admin.imageset/admin.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        try folder.write("A.xcassets/admin.imageset/admin-dark.PDF", "%PDF-1.4")
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        #expect(catalog.issues.isEmpty, "\(catalog.issues)")
        let image = try #require(catalog.images["admin"])
        #expect(image.preservesVectorRepresentation)
        #expect(image.renderingIntent == .template)
        #expect(image.files.map(\.type) == [.svg, .pdf])
        #expect(image.files.map(\.scale) == [nil, nil])
        #expect(image.file(colorScheme: .light, highContrast: false, scale: 3).type == .svg)
        #expect(image.file(colorScheme: .dark, highContrast: false).type == .pdf)
    }

    @Test("every image type is recognised by extension")
    func fileTypes() {
        #expect(ImageFileType(fileName: "a.svg") == .svg)
        #expect(ImageFileType(fileName: "a.pdf") == .pdf)
        #expect(ImageFileType(fileName: "a.PNG") == .png)
        #expect(ImageFileType(fileName: "a.jpg") == .jpeg)
        #expect(ImageFileType(fileName: "a.jpeg") == .jpeg)
        #expect(ImageFileType(fileName: "a.heic") == .heic)
        #expect(ImageFileType(fileName: "a.gif") == nil)
        #expect(ImageFileType(fileName: "svg") == nil)
    }

    @Test("missing files, unsupported types and paths outside the set are located errors")
    func badFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/x.imageset/Contents.json", """
            {"images":[
              {"filename":"gone.png","idiom":"universal","scale":"1x"},
              {"filename":"anim.gif","idiom":"universal","scale":"2x"},
              {"filename":"../../secret.png","idiom":"universal","scale":"3x"},
              {"filename":"ok.png","idiom":"universal","scale":"4x"},
              {"filename":"ok.png","idiom":"universal","scale":"2x"}
            ],
            "properties":{"template-rendering-intent":"templat"}}
            """)
        try folder.write("A.xcassets/x.imageset/ok.png", bytes: [0x89])
        try folder.write("A.xcassets/x.imageset/anim.gif", bytes: [0x47])
        try folder.write("secret.png", bytes: [0x89])
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        let file = folder.path + "/A.xcassets/x.imageset/Contents.json"
        let found = catalog.issues.map(\.description)
        #expect(found == [
            "\(file):8:43: warning: $.properties[\"template-rendering-intent\"]: expected one of \"original\","
                + " \"template\", found \"templat\" (did you mean \"template\"?)",
            "\(file):2:15: error: $.images[0].filename: the file \"gone.png\" does not exist in the set's folder",
            "\(file):3:15: error: $.images[1].filename: \"anim.gif\" is not a supported file type (expected .svg, .pdf,"
                + " .png, .jpg, .jpeg, .heic or .heif)",
            "\(file):4:15: error: $.images[2].filename: file name \"../../secret.png\" must name a file inside the set's folder",
            "\(file):5:52: error: $.images[3].scale: expected one of \"1x\", \"2x\", \"3x\", found \"4x\""
                + " (did you mean \"1x\", \"2x\" or \"3x\"?)",
        ])
        let image = try #require(catalog.images["x"])
        #expect(image.files.map(\.fileName) == ["ok.png"])
        #expect(image.renderingIntent == nil)
    }

    @Test("a set with only empty slots is left out with a warning")
    func emptySet() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/x.imageset/Contents.json", #"{"images":[{"idiom":"universal","scale":"1x"}]}"#)
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        #expect(catalog.issues.map(\.description) == [
            "\(folder.path)/A.xcassets/x.imageset/Contents.json:1:1: warning: $: the image set has no image file in any slot",
        ])
        #expect(catalog.images.isEmpty)
    }

    @Test("a symbol set names its SVG")
    func symbolSet() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        try folder.write("A.xcassets/Icons/brand.star.symbolset/Contents.json",
                         #"{"info":{"author":"xcode","version":1},"symbols":[{"filename":"brand.star.svg","idiom":"universal"}]}"#)
        try folder.write("A.xcassets/Icons/brand.star.symbolset/brand.star.svg", "<svg/>")
        try folder.write("A.xcassets/bad.symbolset/Contents.json", #"{"symbols":[{"filename":"bad.png","idiom":"universal"}]}"#)
        try folder.write("A.xcassets/bad.symbolset/bad.png", bytes: [0x89])
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        let symbol = try #require(catalog.symbols["Icons/brand.star"])
        #expect(symbol.path() == folder.path + "/A.xcassets/Icons/brand.star.symbolset/brand.star.svg")
        #expect(symbol.files.map(\.idiom) == [.universal])
        #expect(catalog.issues.map(\.description) == [
            "\(folder.path)/A.xcassets/bad.symbolset/Contents.json:1:25: error: $.symbols[0].filename: \"bad.png\" is not"
                + " a supported file type (expected .svg)",
        ])
        #expect(catalog.report.first == "\(folder.path)/A.xcassets: 0 colors, 0 images, 1 symbol")
    }
}
