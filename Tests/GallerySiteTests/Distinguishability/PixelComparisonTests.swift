import Foundation
import Testing
import GalleryAudit
@testable import GallerySite
import SVGRaster

@Suite struct PixelComparisonTests {
    static let settings = DistinguishabilitySettings()

    /// A 100 × 100 raster of `colour` with the first `changed` pixels (in row order) `other`.
    static func raster(_ colour: UInt32, changed: Int = 0, to other: UInt32 = 0xFF00_0000) -> Raster {
        var pixels = [UInt32](repeating: colour, count: 10_000)
        for i in 0..<changed { pixels[i] = other }
        return Raster(width: 100, height: 100, pixels: pixels)
    }

    static func deltaE(_ a: UInt32, _ b: UInt32) -> Double {
        ColorDifference.ciede2000(ColorDifference.lab(pixel: a), ColorDifference.lab(pixel: b))
    }

    @Test func equalRastersLookAlike() {
        let figures = PixelComparison.compare(Self.raster(0xFF33_66CC), Self.raster(0xFF33_66CC), settings: Self.settings)
        #expect(figures == PixelComparison.Figures(differingShare: 0, maxDeltaE: 0))
    }

    @Test func aColourMovedByLessThanTwoEverywhereLooksAlike() throws {
        let (a, b): (UInt32, UInt32) = (0xFF33_66CC, 0xFF34_67CE)
        let moved = Self.deltaE(a, b)
        #expect(moved > 0.3 && moved < 2, "the pair moves by ΔE \(moved)")
        let figures = try #require(PixelComparison.compare(Self.raster(a), Self.raster(b), settings: Self.settings))
        #expect(figures.differingShare == 0, "no pixel moves by more than ΔE 2")
        #expect(abs(figures.maxDeltaE - moved) < 1e-6)
    }

    @Test func aColourMovedByMoreThanTwoEverywhereIsDistinct() {
        let (a, b): (UInt32, UInt32) = (0xFF33_66CC, 0xFF33_70CC)
        #expect(Self.deltaE(a, b) > 2)
        #expect(PixelComparison.compare(Self.raster(a), Self.raster(b), settings: Self.settings) == nil)
    }

    /// A white raster with `count` pixels turned `other`, each alone in its 2 × 2 patch (every other pixel of
    /// every other row), as anti-aliasing seams are.
    static func seams(_ count: Int, _ other: UInt32) -> Raster {
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 10_000)
        for i in 0..<count { pixels[(i / 50) * 2 * 100 + (i % 50) * 2] = other }
        return Raster(width: 100, height: 100, pixels: pixels)
    }

    @Test func scatteredPixelsMayDifferButNotHalfAPercent() throws {
        let white: UInt32 = 0xFFFF_FFFF, grey: UInt32 = 0xFFF0_F0F0
        #expect(Self.deltaE(white, grey) > 2, "each such pixel differs on its own")
        // 49 of 10,000 pixels: 0.49 % < 0.5 %; within a point, they average to less than ΔE 2.
        let few = try #require(PixelComparison.compare(Self.raster(white), Self.seams(49, grey), settings: Self.settings))
        #expect(abs(few.differingShare - 0.0049) < 1e-12)
        #expect(few.maxDeltaE > 0.3 && few.maxDeltaE < 2)
        // 50 pixels are 0.5 %: no longer fewer than 0.5 %.
        #expect(PixelComparison.compare(Self.raster(white), Self.seams(50, grey), settings: Self.settings) == nil)
        // With a 1 % allowance they look alike again.
        #expect(PixelComparison.compare(Self.raster(white), Self.seams(50, grey), settings: .init(pixelFraction: 0.01)) != nil)
    }

    @Test func aSmallSolidMarkIsDistinct() {
        // A 3 × 3 pixel black mark on white is 0.09 % of the pixels, but its points move by far more than ΔE 2
        // (a check mark appearing in a box).
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 10_000)
        for y in 40..<43 { for x in 40..<43 { pixels[y * 100 + x] = 0xFF00_0000 } }
        let marked = Raster(width: 100, height: 100, pixels: pixels)
        #expect(PixelComparison.compare(Self.raster(0xFFFF_FFFF), marked, settings: Self.settings) == nil)
        #expect(PixelComparison.compare(Self.raster(0xFFFF_FFFF), marked, settings: .init(deltaE: 100)) != nil, "unless the threshold allows anything")
    }

    @Test(arguments: [1, 2, 3, 7, 100, 10_000, 128 * 96, 672 * 138])
    func theStridedOrderVisitsEveryPixelOnce(_ count: Int) {
        let step = PixelComparison.stride(for: count)
        var seen = [Bool](repeating: false, count: count)
        var index = 0
        for _ in 0..<count {
            #expect(!seen[index])
            seen[index] = true
            index = (index + step) % count
        }
        #expect(seen.allSatisfy { $0 })
        if count > 100 { #expect(step > count / 4, "consecutive samples are far apart") }
    }
}

@Suite struct SketchComparisonTests {
    @Test func aMoveFarBeyondTheThresholdIsFoundAtOnePixelPerPoint() {
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 400)
        pixels[210] = 0xFF00_0000
        let white = Raster(width: 20, height: 20, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 400))
        let marked = Raster(width: 20, height: 20, pixels: pixels)
        #expect(PixelComparison.clearlyDistinct(white, marked, limit: 6), "one black point on white")
        // A faint move everywhere (below ΔE 6) is left to the test at 2x.
        let faint = Raster(width: 20, height: 20, pixels: [UInt32](repeating: 0xFFF4_F4F4, count: 400))
        #expect(!PixelComparison.clearlyDistinct(white, faint, limit: 6))
        #expect(PixelComparison.clearlyDistinct(white, faint, limit: 1))
        #expect(!PixelComparison.clearlyDistinct(white, white, limit: 0))
    }
}

@Suite struct SketchSVGTests {
    static func sketch(_ svg: String) -> String { String(decoding: SketchSVG.withoutFilters(Array(svg.utf8)), as: UTF8.self) }

    @Test func filterReferencesAndWhatDrawsNothingAreLeftOut() {
        let svg = ##"<?xml version="1.0"?><svg role="img" aria-labelledby="t d"><title id="t">A "role=x" &lt;title&gt;</title><desc id="d">d</desc>"##
            + ##"<defs><filter id="sg-f1"><feGaussianBlur stdDeviation="2"/></filter><linearGradient id="g"/></defs>"##
            + ##"<g id="a" data-name="Text “A”" filter="url(#sg-f1)" fill="#fff"><path d="m0 0h1"/></g><circle filter="url(#sg-f2)"/>"##
            + ##"<text x="1"> role="img" <tspan aria-label="x">t</tspan></text><titles/><filter/><!-- <title> --></svg>"##
        #expect(Self.sketch(svg) == ##"<?xml version="1.0"?><svg><defs><linearGradient id="g"/></defs>"##
            + ##"<g id="a" fill="#fff"><path d="m0 0h1"/></g><circle/><text x="1"> role="img" <tspan>t</tspan></text><titles/><!-- <title> --></svg>"##)
        #expect(Self.sketch("<svg/>") == "<svg/>")
        #expect(Self.sketch("") == "")
    }

    /// The sketch before it left out what draws nothing: the render with its filter references removed.
    static func referencesRemoved(_ svg: [UInt8]) -> [UInt8] {
        let marker = Array(#" filter="url(#"#.utf8)
        var out: [UInt8] = [], index = 0
        while index < svg.count {
            if svg[index] == marker[0], index + marker.count <= svg.count, svg[index..<(index + marker.count)].elementsEqual(marker),
               let close = svg[(index + marker.count)...].firstIndex(of: UInt8(ascii: "\"")) {
                index = close + 1
                continue
            }
            out.append(svg[index])
            index += 1
        }
        return out
    }

    /// The SVGs of the repository's styles under three themes (shadows, gradients, masks, images, text right
    /// to left), with their canvases.
    static func siteSVGs(_ name: String) async throws -> (files: [(url: URL, svg: [UInt8], viewBox: CGRect)], folder: URL) {
        let config = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: repositoryRoot.appendingPathComponent("gallery-config.json"))) as? [String: Any])
        var trimmed = config
        trimmed["themes"] = (config["themes"] as? [[String: Any]] ?? []).filter { ["default", "dark", "israel"].contains($0["id"] as? String) }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: trimmed), as: UTF8.self)
        let output = try temporaryDirectory(name)
        try await buildSite(config: text, output: output.appendingPathComponent("site"))
        let urls = FileManager.default.enumerator(at: output, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }.filter { $0.pathExtension == "svg" }
        let files = try urls.sorted { $0.path < $1.path }.compactMap { url -> (URL, [UInt8], CGRect)? in
            let svg = try Array(Data(contentsOf: url))
            let head = String(decoding: svg.prefix(600), as: UTF8.self)
            guard let range = head.range(of: #"viewBox="([^"]*)""#, options: .regularExpression) else { return nil }
            let numbers = head[range].dropFirst(9).dropLast().split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            return (url, svg, CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }
        return (files, output)
    }

    /// Every render draws the same pixels from its sketch as from the render with only its filter references
    /// removed.
    @Test func sketchesDrawTheSamePixels() async throws {
        let (files, output) = try await Self.siteSVGs("sketch")
        defer { try? FileManager.default.removeItem(at: output) }
        var compared = 0, shortened = 0
        for (file, svg, viewBox) in files {
            let sketch = SketchSVG.withoutFilters(svg), former = Self.referencesRemoved(svg)
            if sketch.count < former.count { shortened += 1 }
            let a = try SVGRasterizer.rasterize(sketch, viewBox: viewBox, scale: 1)
            let b = try SVGRasterizer.rasterize(former, viewBox: viewBox, scale: 1)
            #expect(a.pixels == b.pixels, "\(file.lastPathComponent)")
            compared += 1
        }
        #expect(compared > 500)
        #expect(shortened == compared)
    }

    /// The band of rows the look-alike check draws first holds exactly those rows of the sketch drawn over the
    /// whole area: for every render over its own canvas, and for every pair of renders of one component whose
    /// canvases differ, over their union.
    @Test func sketchBandsAreTheSketchesOwnRows() async throws {
        let (files, output) = try await Self.siteSVGs("band")
        defer { try? FileManager.default.removeItem(at: output) }
        var areas: [(svg: [UInt8], viewBox: CGRect, area: CGRect)] = files.map { ($0.svg, $0.viewBox, $0.viewBox) }
        let byFolder = Dictionary(grouping: files) { $0.url.deletingLastPathComponent().path }
        for (_, group) in byFolder.sorted(by: { $0.key < $1.key }) {
            for (a, b) in zip(group, group.dropFirst()) where a.viewBox != b.viewBox {
                let union = a.viewBox.union(b.viewBox)
                areas += [(a.svg, a.viewBox, union), (b.svg, b.viewBox, union)]
            }
        }
        var compared = 0
        for (svg, viewBox, area) in areas {
            let sketch = SketchSVG.withoutFilters(svg)
            guard Raster.placeable(viewBox: viewBox, in: area, scale: 1), let band = LookAlikeCheck.sketchBand(of: area, scale: 1) else { continue }
            let whole = try SVGRasterizer.rasterize(sketch, viewBox: viewBox, area: area, scale: 1)
            let rows = try SVGRasterizer.rasterize(sketch, viewBox: viewBox, area: band, scale: 1)
            let top = Int(band.minY - area.minY)
            #expect(rows.width == whole.width && rows.height == Int(band.height))
            #expect(Array(whole.pixels[(top * whole.width)..<((top + rows.height) * whole.width)]) == rows.pixels, "\(viewBox) in \(area)")
            compared += 1
        }
        #expect(compared > 600)
    }

    @Test func sketchBandsAreAnEighthOfTheAreaAThirdOfTheWayDown() throws {
        let area = CGRect(x: -12, y: -13, width: 137, height: 73)
        #expect(LookAlikeCheck.sketchBand(of: area, scale: 1) == CGRect(x: -12, y: -13 + 20, width: 137, height: 9))
        #expect(LookAlikeCheck.sketchBand(of: area, scale: 2) == CGRect(x: -12, y: -13 + 19.5, width: 137, height: 9))
        #expect(LookAlikeCheck.sketchBand(of: CGRect(x: 0, y: 0, width: 10, height: 32), scale: 1) == CGRect(x: 0, y: 8, width: 10, height: 4))
        #expect(LookAlikeCheck.sketchBand(of: CGRect(x: 0, y: 0, width: 10, height: 31), scale: 1) == nil)
    }

    /// A render drawn over its own canvas and placed on white in a larger area has the pixels librsvg draws
    /// over that area (the look-alike check compares states whose canvases differ on their union): for every
    /// pair of renders of one component whose canvases differ, sketches at 1x and renders at 2x.
    @Test func rastersPlacedInALargerAreaAreTheRastersDrawnThere() async throws {
        let (files, output) = try await Self.siteSVGs("placed")
        defer { try? FileManager.default.removeItem(at: output) }
        let byFolder = Dictionary(grouping: files) { $0.url.deletingLastPathComponent().path }
        var compared = 0
        for (_, group) in byFolder.sorted(by: { $0.key < $1.key }) {
            for (a, b) in zip(group, group.dropFirst()) where a.viewBox != b.viewBox {
                let area = a.viewBox.union(b.viewBox)
                for (svg, viewBox) in [(a.svg, a.viewBox), (b.svg, b.viewBox)] {
                    for (document, scale) in [(SketchSVG.withoutFilters(svg), 1.0), (svg, 2.0)] {
                        #expect(Raster.placeable(viewBox: viewBox, in: area, scale: scale))
                        let own = try SVGRasterizer.rasterize(document, viewBox: viewBox, scale: scale)
                        let placed = try #require(own.placed(viewBox: viewBox, in: area, scale: scale))
                        let drawn = try SVGRasterizer.rasterize(document, viewBox: viewBox, area: area, scale: scale)
                        #expect(placed == drawn, "\(a.url.lastPathComponent) and \(b.url.lastPathComponent) at \(scale)x")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 100)
        // Canvases off the pixel grid are drawn over the area instead.
        #expect(!Raster.placeable(viewBox: CGRect(x: 0.5, y: 0, width: 10, height: 10), in: CGRect(x: 0, y: 0, width: 20, height: 20), scale: 1))
        #expect(!Raster.placeable(viewBox: CGRect(x: 0, y: 0, width: 10, height: 10), in: CGRect(x: 0, y: 0, width: 20, height: 20), scale: 0.75))
        #expect(!Raster.placeable(viewBox: CGRect(x: 15, y: 0, width: 10, height: 10), in: CGRect(x: 0, y: 0, width: 20, height: 20), scale: 1))
    }
}

