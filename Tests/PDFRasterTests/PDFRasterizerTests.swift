import Foundation
import Testing
import GoldenTestSupport
@testable import PDFRaster

/// PDF pages drawn by Poppler: size in points, pixels at the scale asked, transparency kept, errors said.
@Suite struct PDFRasterizerTests {
    @Test func theFirstPageIsDrawnAtTheScaleWithItsTransparency() throws {
        // A red square on the left half of a 20 × 10 point page (PDF's origin is at the bottom left).
        let page = try PDFRasterizer.firstPage(TestPDF.onePage(width: 20, height: 10, content: "1 0 0 rg 0 0 10 10 re f"), scale: 3)
        #expect(page.size == CGSize(width: 20, height: 10))
        #expect(page.width == 60 && page.height == 30)
        #expect(page.pixels[15 * 60 + 10] == 0xFFFF_0000, "inside the square: opaque red")
        #expect(page.pixels[15 * 60 + 50] == 0, "outside it: transparent, no white paper")
        #expect(Array(page.png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG file")
        // The PNG's IHDR: 60 × 30.
        #expect(Array(page.png[16..<24]) == [0, 0, 0, 60, 0, 0, 0, 30])
    }

    @Test func whatIsNotADrawablePDFIsAnError() {
        #expect(throws: PDFRasterizer.Failure.self) { try PDFRasterizer.firstPage(Array("%PDF-1.4".utf8), scale: 3) }
        #expect(throws: PDFRasterizer.Failure.self) { try PDFRasterizer.firstPage(Array("not a pdf".utf8), scale: 3) }
        #expect(throws: PDFRasterizer.Failure.self) { try PDFRasterizer.firstPage(TestPDF.onePage(width: 20000, height: 10, content: ""), scale: 3) }
        #expect(throws: PDFRasterizer.Failure.self) { try PDFRasterizer.firstPage(TestPDF.onePage(width: 20, height: 10, content: ""), scale: 0) }
        #expect(PDFRasterizer.version.hasPrefix("poppler "))
    }
}
