import Foundation
import StyleKit
import Testing
import GoldenTestSupport
@testable import GalleryAssets

/// A PNG header of `width` × `height` pixels (signature + IHDR; enough for the size reader).
func pngHeader(width: Int, height: Int) -> [UInt8] {
    func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0]
}

@Suite("Asset images and symbol sets as a render draws them")
struct DrawnImageTests {
    @Test("PNG, JPEG and SVG sizes come from the file's header")
    func dimensions() throws {
        #expect(try ImageDimensions.png(pngHeader(width: 132, height: 66)) == CGSize(width: 132, height: 66))
        // SOI, an APP0 segment of 16 bytes, then SOF0 with height 48 and width 96.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14)
            + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x30, 0x00, 0x60, 0x03]
        #expect(try ImageDimensions.jpeg(jpeg) == CGSize(width: 96, height: 48))
        #expect(throws: ImageDimensions.Problem.self) { try ImageDimensions.png(Array("GIF89a".utf8)) }
        #expect(throws: ImageDimensions.Problem.self) { try ImageDimensions.png(pngHeader(width: 0, height: 10)) }
        #expect(throws: ImageDimensions.Problem.self) { try ImageDimensions.png(pngHeader(width: 100_000, height: 10)) }
        let svg = { (root: String) in try ImageDimensions.size(of: Array(root.utf8), type: .svg, fileName: "a.svg") }
        #expect(try svg(#"<svg xmlns="http://www.w3.org/2000/svg" width="24pt" height="12"/>"#) == CGSize(width: 32, height: 12))
        #expect(try svg(#"<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 40 20"/>"#) == CGSize(width: 40, height: 20))
        #expect(throws: ImageDimensions.Problem.self) { try svg(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#) }
    }

    @Test("a catalog's PNG (at 3x), SVG and PDF sets reach the image catalog per appearance, in points")
    func catalog() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/logo.imageset/Contents.json", """
            {"images":[{"filename":"logo@2x.png","idiom":"universal","scale":"2x"},
                       {"filename":"logo@3x.png","idiom":"universal","scale":"3x"},
                       {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"logo-dark@3x.png","idiom":"universal","scale":"3x"}]}
            """)
        try folder.write("A.xcassets/logo.imageset/logo@2x.png", bytes: pngHeader(width: 88, height: 40))
        try folder.write("A.xcassets/logo.imageset/logo@3x.png", bytes: pngHeader(width: 132, height: 60))
        try folder.write("A.xcassets/logo.imageset/logo-dark@3x.png", bytes: pngHeader(width: 132, height: 60) + [1])
        try folder.write("A.xcassets/mark.imageset/Contents.json",
                         #"{"images":[{"filename":"mark.svg","idiom":"universal"}],"properties":{"template-rendering-intent":"template"}}"#)
        try folder.write("A.xcassets/mark.imageset/mark.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M0 0h16v16z"/></svg>"#)
        try folder.write("A.xcassets/doc.imageset/Contents.json", #"{"images":[{"filename":"doc.pdf","idiom":"universal"}]}"#)
        try folder.write("A.xcassets/doc.imageset/doc.pdf", bytes: TestPDF.onePage(width: 30, height: 12, content: "0 0 1 rg 0 0 30 12 re f"))
        let drawn = AssetImages(try AssetCatalog.read(at: folder.path + "/A.xcassets"))
        #expect(drawn.issues.isEmpty, "\(drawn.issues)")
        var light = EnvironmentValues(), dark = EnvironmentValues()
        dark.colorScheme = .dark
        let logo = try #require(drawn.images.image(named: "logo", in: light))
        #expect(logo.fileName == "logo@3x.png" && logo.format == .png && logo.size == CGSize(width: 44, height: 20))
        #expect(drawn.images.image(named: "logo", in: dark)?.fileName == "logo-dark@3x.png")
        let mark = try #require(drawn.images.image(named: "mark", in: light))
        #expect(mark.format == .svg && mark.isTemplate && mark.size == CGSize(width: 16, height: 16) && mark.format.mediaType == "image/svg+xml")
        let doc = try #require(drawn.images.image(named: "doc", in: light))
        // The PDF's page drawn by Poppler at 3x, embedded as a PNG of its size in points.
        #expect(doc.format == .png && doc.fileName == "doc.pdf" && doc.size == CGSize(width: 30, height: 12))
        #expect(Array(doc.data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47] && Array(doc.data[16..<24]) == [0, 0, 0, 90, 0, 0, 0, 36])
        light.colorSchemeContrast = .increased
        #expect(drawn.images.image(named: "logo", in: light)?.fileName == "logo@3x.png")
    }

    @Test("a PDF that cannot be drawn is an error naming the file")
    func badPDF() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/doc.imageset/Contents.json", #"{"images":[{"filename":"doc.pdf","idiom":"universal"}]}"#)
        let path = try folder.write("A.xcassets/doc.imageset/doc.pdf", "%PDF-1.4")
        let drawn = AssetImages(try AssetCatalog.read(at: folder.path + "/A.xcassets"))
        #expect(drawn.issues.map(\.file) == [path])
        #expect(drawn.issues.first?.message.hasPrefix("image doc: the PDF cannot be drawn: ") == true, "\(drawn.issues)")
        #expect(drawn.images.entries.isEmpty)
    }

    @Test("an image file that cannot be measured is an error naming the file")
    func badImage() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/x.imageset/Contents.json", #"{"images":[{"filename":"x.png","idiom":"universal"}]}"#)
        let path = try folder.write("A.xcassets/x.imageset/x.png", "not a png")
        let drawn = AssetImages(try AssetCatalog.read(at: folder.path + "/A.xcassets"))
        #expect(drawn.issues.map(\.description) == ["\(path): error: image x: not a PNG file (no PNG signature)"])
        #expect(drawn.images.entries.isEmpty)
    }

    /// A symbol made from the SF Symbols template: guides and a Regular-M group translated onto them.
    static let template = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
          <g id="Notes"><text>Weight/Scale Variations</text></g>
          <g id="Guides">
            <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
            <line id="Capline-M" x1="263" x2="3036" y1="1056" y2="1056"/>
            <line id="left-margin-Regular-M" x1="1390" x2="1390" y1="1030" y2="1150"/>
            <line id="right-margin-Regular-M" x1="1460" x2="1460" y1="1030" y2="1150"/>
          </g>
          <g id="Symbols">
            <g id="Regular-S" transform="matrix(1 0 0 1 0 0)"><path d="M0 0h500v500z"/></g>
            <g id="Regular-M" transform="matrix(1 0 0 1 1390 1126)"><path d="M5 0L35 -70L65 0Z"/></g>
          </g>
        </svg>
        """

    @Test("a template symbol is drawn from its Regular-M group, placed on its baseline, capline and margins")
    func templateSymbol() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/brand.tri.symbolset/Contents.json", #"{"symbols":[{"filename":"tri.svg","idiom":"universal"}]}"#)
        try folder.write("A.xcassets/brand.tri.symbolset/tri.svg", Self.template)
        try folder.write("A.xcassets/heart.fill.symbolset/Contents.json", #"{"symbols":[{"filename":"h.svg","idiom":"universal"}]}"#)
        try folder.write("A.xcassets/heart.fill.symbolset/h.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>"#)
        let drawn = AssetImages(try AssetCatalog.read(at: folder.path + "/A.xcassets"))
        #expect(drawn.issues.isEmpty, "\(drawn.issues)")
        let glyph = try #require(drawn.symbols.glyph(named: "brand.tri"))
        // Cap height 70 template units ↦ the built-in cap height; margins 70 units apart ↦ the same width.
        let expected = try SymbolGlyph.custom(pathData: "M1395 1126L1425 1056L1455 1126Z",
                                              mapping: .template(baseline: 1126, capline: 1056, leftMargin: 1390, rightMargin: 1460))
        #expect(glyph == expected)
        // A symbol set named like a system symbol replaces the built-in glyph.
        #expect(drawn.symbols.glyph(named: "heart.fill") != SymbolLibrary.builtIn.glyph(named: "heart.fill"))
        #expect(drawn.symbols.glyph(named: "star") == SymbolLibrary.builtIn.glyph(named: "star"))
    }

    @Test("a symbol SVG that cannot become a glyph is reported with its file")
    func badSymbol() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/a.symbolset/Contents.json", #"{"symbols":[{"filename":"a.svg","idiom":"universal"}]}"#)
        let path = try folder.write("A.xcassets/a.symbolset/a.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0 L"/></svg>"#)
        let drawn = AssetImages(try AssetCatalog.read(at: folder.path + "/A.xcassets"))
        #expect(drawn.issues.count == 1)
        #expect(drawn.issues.first?.description.hasPrefix("\(path): error: symbol a: <path>: invalid path data") == true, "\(drawn.issues)")
    }

    @Test("an XML entity pointing at a local file is not expanded")
    func noExternalEntities() throws {
        let folder = try TemporaryFolder()
        let secret = try folder.write("secret.txt", "TOP-SECRET")
        let svg = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY leak SYSTEM "file://\(secret)">]>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>&leak;</title><path d="M0 0h10v10z"/></svg>
            """
        let root = try XMLDocumentReaderProbe.parse(svg)
        #expect(!"\(root)".contains("TOP-SECRET"))
    }

    @Test("SVG transforms compose right to left, as SVG applies them")
    func transforms() throws {
        let t = try SVGOutline.parseTransform("translate(10 0) scale(2)")
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        let m = try SVGOutline.parseTransform("matrix(1 0 0 1 5 6)")
        #expect(CGPoint(x: 0, y: 0).applying(m) == CGPoint(x: 5, y: 6))
        #expect(throws: SVGOutline.Problem.self) { try SVGOutline.parseTransform("wobble(3)") }
    }
}

import XMLWriter
enum XMLDocumentReaderProbe {
    static func parse(_ text: String) throws -> XMLElement { try XMLDocumentReader.parse(Array(text.utf8), fileName: "probe.svg") }
}
