import Foundation
@testable import GalleryLayout
@testable import GallerySVG
import SVGRaster
@testable import StyleKit
import Testing
import XMLWriter

/// An asset's SVG file is drawn inline (a `<symbol>` and `<use>`) when it means the same there, and stays an
/// embedded `<image>` when it does not.
@Suite("Inline SVG images")
struct SVGInlineImageTests {
    typealias F = SceneFixtures

    static let logoFile = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><circle cx="16" cy="16" r="14" fill="#003D8C"/><path d="M9 22 L16 8 L23 22 Z" fill="#FFFFFF"/></svg>"##

    static func asset(_ file: String, name: String = "logo", size: CGSize = CGSize(width: 32, height: 32)) -> AssetImage {
        AssetImage(name: name, fileName: "\(name).svg", format: .svg, data: Data(file.utf8), size: size)
    }

    static func image(_ asset: AssetImage, _ frame: CGRect, template: ScenePaint? = nil) -> SceneNode {
        .image(SceneImage(image: asset, frame: frame, templatePaint: template, opacity: 1, shadows: []))
    }

    @Test func aFileBecomesASymbolWithPrefixedIdsAndReferences() throws {
        let file = ##"""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 24 12" width="24" height="12" fill="none" class="icon">
              <title>Arrow</title>
              <defs><linearGradient id="g"><stop offset="0" stop-color="#F00"/></linearGradient><path id="p" d="M0 0h4v4z"/></defs>
              <rect width="24" height="12" fill="url(#g)" style="stroke: url('#g')" inkscape:label="Layer 1" class="a"/>
              <use xlink:href="#p" x="2"/>
            </svg>
            """##
        let symbol = try #require(SVGInlineImage.symbol(Data(file.utf8), id: "sg-i1", size: CGSize(width: 24, height: 12)))
        #expect(symbol.name == "symbol")
        #expect(symbol.attributes.map(\.name) == ["id", "viewBox", "preserveAspectRatio", "fill"])
        #expect(symbol[attribute: "viewBox"] == "0 0 24 12" && symbol[attribute: "fill"] == "none")
        let text = String(decoding: try XMLSerializer.serialize(symbol), as: UTF8.self)
        #expect(text.contains(##"id="sg-i1-g""##) && text.contains(##"id="sg-i1-p""##))
        #expect(text.contains(##"fill="url(#sg-i1-g)""##) && text.contains(##"stroke="url('#sg-i1-g')""##), "style declarations become attributes")
        #expect(!text.contains("style="))
        #expect(text.contains(##"<use x="2" href="#sg-i1-p"/>"##))
        #expect(!text.contains("title") && !text.contains("inkscape") && !text.contains("class") && !text.contains("xmlns"))
    }

    /// What exporters write: both href forms, references after a newline or in capitals, gradients that
    /// inherit stops (kept as `xlink:href`, which the document then declares).
    @Test func referencesInEveryFormArePrefixed() throws {
        let file = ##"""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 8 8">
              <defs><linearGradient id="a"><stop offset="0" stop-color="red"/></linearGradient>
                <linearGradient id="b" xlink:href="#a"/><path id="p" d="M0 0h8v8z"/></defs>
              <use href="#p" xlink:href="#p"/><use href="
            #p"/><rect width="8" height="8" fill="URL( '#b' )" style="fill-opacity: .5; STROKE: url(#a)"/>
            </svg>
            """##
        let symbol = try #require(SVGInlineImage.symbol(Data(file.utf8), id: "sg-i1", size: CGSize(width: 8, height: 8)))
        let text = String(decoding: try XMLSerializer.serialize(symbol), as: UTF8.self)
        #expect(text.contains(##"<linearGradient id="sg-i1-b" xlink:href="#sg-i1-a"/>"##))
        #expect(text.contains(##"<use href="#sg-i1-p"/><use href="#sg-i1-p"/>"##), "one href each, the newline trimmed")
        #expect(text.contains(##"fill="URL( '#sg-i1-b' )""##) && text.contains(##"stroke="url(#sg-i1-a)""##) && text.contains(##"fill-opacity=".5""##))
        let doc = SVGTestSupport.document(F.scene([Self.image(Self.asset(file, size: CGSize(width: 8, height: 8)), CGRect(x: 0, y: 0, width: 8, height: 8))]))
        #expect(doc[attribute: "xmlns:xlink"] == "http://www.w3.org/1999/xlink")
        let ids = SVGTestSupport.ids(in: doc)
        #expect(SVGTestSupport.references(in: doc).allSatisfy(ids.contains))
    }

    @Test func aFileWithoutViewBoxUsesItsSize() throws {
        let file = ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10"/></svg>"##
        let symbol = try #require(SVGInlineImage.symbol(Data(file.utf8), id: "x", size: CGSize(width: 20, height: 10)))
        #expect(symbol[attribute: "viewBox"] == "0 0 20 10")
    }

    @Test(arguments: [
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><style>rect { fill: red }</style><rect width="8" height="8"/></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><text x="1" y="6">A</text></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><a href="#x"><rect width="8" height="8"/></a></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"><animate attributeName="x" to="2"/></rect></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><s:rect width="8" height="8"/></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 8" width="8" height="8"><rect width="8" height="8"/></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 8"><rect width="8" height="8"/></svg>"##,
        ##"<html><rect width="8" height="8"/></html>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" overflow="visible"><rect width="9" height="9"/></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" style="overflow: visible"><rect width="9" height="9"/></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" style="mix-blend-mode: multiply"/></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" mix-blend-mode="multiply"/></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" style="fill: red !important"/></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><g xmlns="urn:other"><rect width="8" height="8"/></g></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><filter id="f"><feDropShadow dx="1"/></filter></svg>"##,
        ##"<svg viewBox="0 0 8 8"><rect width="8" height="8"/></svg>"##,
        "not xml",
    ])
    func filesThatMeanSomethingElseInlineStayImages(file: String) {
        #expect(SVGInlineImage.symbol(Data(file.utf8), id: "x", size: CGSize(width: 8, height: 8)) == nil)
        let doc = SVGTestSupport.document(F.scene([Self.image(Self.asset(file, size: CGSize(width: 8, height: 8)), CGRect(x: 0, y: 0, width: 8, height: 8))]))
        #expect(doc.first("image")?[attribute: "xlink:href"]?.hasPrefix("data:image/svg+xml;base64,") == true)
        #expect(doc.first("symbol") == nil)
    }

    @Test func eachFileIsOneSymbolUsedWhereverItIsDrawn() throws {
        let logo = Self.asset(Self.logoFile)
        let other = Self.asset(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><defs><clipPath id="c"><rect width="4" height="4"/></clipPath></defs><rect width="8" height="8" clip-path="url(#c)"/></svg>"##,
                               name: "other", size: CGSize(width: 8, height: 8))
        let doc = SVGTestSupport.document(F.scene([
            Self.image(logo, CGRect(x: 0, y: 0, width: 16, height: 16)),
            Self.image(logo, CGRect(x: 20, y: 0, width: 48, height: 48)),
            Self.image(other, CGRect(x: 70, y: 0, width: 8, height: 8), template: .solid(F.red)),
        ], size: CGSize(width: 100, height: 50)))
        #expect(doc.all("symbol").count == 2 && doc.all("image").isEmpty && doc[attribute: "xmlns:xlink"] == nil)
        let uses = doc.all("use").filter { $0[attribute: "href"]?.hasPrefix("#sg-i") == true }
        #expect(uses.compactMap { $0[attribute: "href"] }.sorted() == ["#sg-i1", "#sg-i1", "#sg-i2"])
        let large = try #require(uses.first { $0[attribute: "x"] == "20" })
        #expect(large[attribute: "href"] == "#sg-i1" && large[attribute: "width"] == "48" && large[attribute: "height"] == "48")
        #expect(doc.first("mask")?.first("use") != nil, "a template image's file is the mask")
        let ids = SVGTestSupport.ids(in: doc)
        #expect(Set(ids).count == ids.count, "ids are unique: \(ids)")
        #expect(SVGTestSupport.references(in: doc).allSatisfy(ids.contains))
    }

    /// Drawn inline, the file comes out as it does on its own at the size it is shown — librsvg drew an
    /// embedded SVG at the file's 32 pt and scaled the pixels.
    @Test func theInlineDrawingHasTheFilesOwnPixelsAtTheSizeShown() throws {
        let frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        let scene = F.scene([Self.image(Self.asset(Self.logoFile), frame)], size: frame.size)
        let bytes = try SVGWriter.bytes(for: scene, options: SVGTestSupport.options)
        let doc = SVGTestSupport.document(scene)
        let box = try #require(doc[attribute: "viewBox"]?.split(separator: " ").compactMap { Double($0) })
        let rendered = try SVGRasterizer.rasterize(bytes, viewBox: CGRect(x: box[0], y: box[1], width: box[2], height: box[3]), area: frame, scale: 2)
        let alone = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><g transform="scale(3)"><circle cx="16" cy="16" r="14" fill="#003D8C"/><path d="M9 22 L16 8 L23 22 Z" fill="#FFFFFF"/></g></svg>"##
        let reference = try SVGRasterizer.rasterize(Array(alone.utf8), viewBox: frame, scale: 2)
        #expect(rendered.width == reference.width && rendered.height == reference.height)
        func channels(_ p: UInt32) -> [Int] { [Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)] }
        let differing = zip(rendered.pixels, reference.pixels).filter { a, b in zip(channels(a), channels(b)).contains { abs($0 - $1) > 2 } }.count
        #expect(differing == 0, "\(differing) of \(reference.pixels.count) pixels differ")
    }
}
