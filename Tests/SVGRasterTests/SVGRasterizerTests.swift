import Foundation
import Testing
import SVGRaster

@Suite struct SVGRasterizerTests {
    static func svg(_ body: String, viewBox: String = "0 0 10 10") -> [UInt8] {
        Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="\#(viewBox)">\#(body)</svg>"#.utf8)
    }

    static func count(_ raster: Raster, _ pixel: UInt32) -> Int { raster.pixels.filter { $0 == pixel }.count }

    @Test func aRectCoversItsPixelsAtTwice() throws {
        let raster = try SVGRasterizer.rasterize(Self.svg(##"<rect x="2" y="2" width="4" height="4" fill="#000"/>"##),
                                                 viewBox: CGRect(x: 0, y: 0, width: 10, height: 10), scale: 2)
        #expect(raster.width == 20 && raster.height == 20)
        #expect(Self.count(raster, 0xFF00_0000) == 64, "8 × 8 pixels at 2x")
        #expect(Self.count(raster, 0xFFFF_FFFF) == 400 - 64, "the rest is the white it is drawn on")
        #expect(raster[4, 4] == 0xFF00_0000 && raster[11, 11] == 0xFF00_0000 && raster[12, 12] == 0xFFFF_FFFF && raster[3, 4] == 0xFFFF_FFFF)
    }

    @Test func anEdgeHalfwayThroughAPixelIsAntiAliased() throws {
        // x = 2.25 is 4.5 px at 2x: column 4 is half covered, a mid grey.
        let raster = try SVGRasterizer.rasterize(Self.svg(##"<rect x="2.25" y="2" width="4" height="4" fill="#000"/>"##),
                                                 viewBox: CGRect(x: 0, y: 0, width: 10, height: 10), scale: 2)
        let grey = raster[4, 6] & 0xFF
        #expect((120...135).contains(grey), "half coverage of black over white, got \(grey)")
        #expect(raster[5, 6] == 0xFF00_0000)
    }

    @Test func colourAndOffsetCanvas() throws {
        // The document's own canvas starts at (-5, -5); drawn on a larger area, the outside stays white.
        let raster = try SVGRasterizer.rasterize(Self.svg(##"<rect x="-5" y="-5" width="10" height="10" fill="#3366CC"/>"##, viewBox: "-5 -5 10 10"),
                                                 viewBox: CGRect(x: -5, y: -5, width: 10, height: 10),
                                                 area: CGRect(x: -5, y: -5, width: 20, height: 10), scale: 1)
        #expect(raster.width == 20 && raster.height == 10)
        #expect(raster[0, 0] == 0xFF33_66CC && raster[9, 9] == 0xFF33_66CC)
        #expect(raster[10, 0] == 0xFFFF_FFFF && raster[19, 9] == 0xFFFF_FFFF)
    }

    @Test func aBrokenDocumentIsAnError() {
        #expect(throws: RasterError.self) {
            try SVGRasterizer.rasterize(Array("<svg".utf8), viewBox: CGRect(x: 0, y: 0, width: 10, height: 10), scale: 2)
        }
        #expect(throws: RasterError.self) {
            try SVGRasterizer.rasterize(Self.svg(""), viewBox: CGRect(x: 0, y: 0, width: 0, height: 10), scale: 2)
        }
        #expect(SVGRasterizer.version.hasPrefix("librsvg 2."))
    }

    @Test func aDocumentParsedOnceDrawsAsAFreshOneEachTime() throws {
        let bytes = Self.svg(##"<g opacity="0.5"><rect x="1.5" y="2" width="6" height="5" fill="#3366CC"/></g><circle cx="6" cy="6" r="3" fill="#CC3300"/>"##)
        let viewBox = CGRect(x: 0, y: 0, width: 10, height: 10)
        let document = try SVGDocument(bytes, viewBox: viewBox)
        let areas = [viewBox, CGRect(x: 0, y: 3, width: 10, height: 2), CGRect(x: -2, y: 0, width: 14, height: 10), viewBox]
        for (area, scale) in zip(areas, [1.0, 2, 1, 3]) {
            #expect(try document.rasterize(area: area, scale: scale) == SVGRasterizer.rasterize(bytes, viewBox: viewBox, area: area, scale: scale))
        }
        #expect(throws: RasterError.self) { try SVGDocument(Array("<svg".utf8), viewBox: viewBox) }
    }
}
