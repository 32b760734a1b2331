import Foundation
import GalleryCatalog
import GalleryLayout
import GalleryRender
import GallerySVG
@testable import GallerySite
import SVGRaster
import Testing

/// The look-alike check draws a pair of states only over the part of their canvas where their paint items differ
/// (`LookAlikeCheck.region`). That gives the verdicts and figures of the whole canvas when two things hold, held
/// here for every pair of neighbouring states of the repository's styles under four themes (shadows, gradients,
/// masks, images, text right to left): outside the part the whole pictures are the same, at 1x without shadows
/// and at 2x as written; and the part drawn on its own has the whole pictures' pixels there.
@Suite struct LookAlikeRegionTests {
    struct Render {
        let svg: [UInt8]
        let canvas: CGRect
        let paint: [PaintItem]?
    }

    /// The pixels of `raster` (drawn over `area` at `scale`) that lie in `part`.
    static func pixels(of raster: Raster, area: CGRect, in part: CGRect, scale: Double) -> Raster {
        let left = Int(Double(part.minX - area.minX) * scale), top = Int(Double(part.minY - area.minY) * scale)
        let width = Int((Double(part.width) * scale).rounded(.up)), height = Int((Double(part.height) * scale).rounded(.up))
        var pixels: [UInt32] = []
        for y in top..<(top + height) { pixels += raster.pixels[(y * raster.width + left)..<(y * raster.width + left + width)] }
        return Raster(width: width, height: height, pixels: pixels)
    }

    /// Where `a` and `b` (same size, drawn over `area` at `scale`) differ, as a rect of the area; `.null` if nowhere.
    static func difference(_ a: Raster, _ b: Raster, area: CGRect, scale: Double) -> CGRect {
        var bounds = CGRect.null
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                bounds = bounds.union(CGRect(x: area.minX + CGFloat(Double(x) / scale), y: area.minY + CGFloat(Double(y) / scale),
                                             width: CGFloat(1 / scale), height: CGFloat(1 / scale)))
            }
        }
        return bounds
    }

    @Test func pairsDrawnWhereTheyDifferHaveTheWholePicturesVerdicts() throws {
        let configuration = try shippedConfiguration()
        let renderer = configuration.makeRenderer()
        let settings = DistinguishabilitySettings()
        var checked = 0, withShadows = 0, smaller = 0
        for theme in configuration.themes where ["default", "dark", "israel", "black-friday"].contains(theme.id) {
            for entry in configuration.entries {
                let states = configuration.states(of: entry)
                let renders = try states.map { state -> Render in
                    let rendered = try renderer.render(Variant(entry: entry, state: state), theme: theme)
                    let canvas = SVGWriter.viewBox(for: rendered.scene, options: SVGOptions(title: ""))
                    return Render(svg: rendered.svg, canvas: canvas,
                                  paint: PaintItem.items(of: rendered.scene, background: rendered.theme.background, canvas: canvas))
                }
                for n in StateDistinguishability.neighbours(states) {
                    let (a, b) = (renders[n.later], renders[n.earlier])
                    guard a.canvas == b.canvas, a.svg != b.svg,
                          let region = LookAlikeCheck.region(a.paint, b.paint, area: a.canvas, scale: settings.scale,
                                                             patch: PixelComparison.patch(settings)) else { continue }
                    let name = "\(entry.id) \(states[n.later].slug) / \(states[n.earlier].slug) under \(theme.id)"
                    let area = a.canvas
                    // At 1x without shadows, and at 2x as written.
                    let sketches = (SketchSVG.withoutFilters(a.svg), SketchSVG.withoutFilters(b.svg))
                    let a1 = try SVGRasterizer.rasterize(sketches.0, viewBox: area, scale: 1)
                    let b1 = try SVGRasterizer.rasterize(sketches.1, viewBox: area, scale: 1)
                    let a2 = try SVGRasterizer.rasterize(a.svg, viewBox: area, scale: settings.scale)
                    let b2 = try SVGRasterizer.rasterize(b.svg, viewBox: area, scale: settings.scale)
                    for (x, y, scale) in [(a1, b1, 1.0), (a2, b2, settings.scale)] {
                        let differs = Self.difference(x, y, area: area, scale: scale)
                        #expect(differs.isNull || region.contains(differs), "\(name) at \(scale)x differs at \(differs) outside \(region)")
                    }
                    // The part drawn on its own: the sketch over it, the render cut to it.
                    for (svg, sketch, whole1, whole2) in [(a.svg, sketches.0, a1, a2), (b.svg, sketches.1, b1, b2)] {
                        let part1 = try SVGDocument(sketch, viewBox: area).rasterize(area: region, scale: 1)
                        #expect(part1 == Self.pixels(of: whole1, area: area, in: region, scale: 1), "\(name): sketch over \(region)")
                        let cut = try #require(SketchSVG.cropped(svg, to: region))
                        let part2 = try SVGDocument(cut, viewBox: region).rasterize(scale: settings.scale)
                        #expect(part2 == Self.pixels(of: whole2, area: area, in: region, scale: settings.scale), "\(name): cut to \(region)")
                    }
                    let pixels = a2.pixels.count
                    let cutA = try SVGDocument(#require(SketchSVG.cropped(a.svg, to: region)), viewBox: region).rasterize(scale: settings.scale)
                    let cutB = try SVGDocument(#require(SketchSVG.cropped(b.svg, to: region)), viewBox: region).rasterize(scale: settings.scale)
                    let whole = PixelComparison.compare(a2, b2, settings: settings)
                    #expect(PixelComparison.compare(cutA, cutB, settings: settings, pixels: pixels) == whole, "\(name)")
                    checked += 1
                    if a.svg.firstIndex(of: Array(" filter=".utf8), from: 0) != nil { withShadows += 1 }
                    if region.width * region.height < area.width * area.height / 2 { smaller += 1 }
                }
            }
        }
        #expect(checked > 150, "\(checked) pairs")
        #expect(withShadows > 20 && smaller > 50, "\(withShadows) with shadows, \(smaller) under half the canvas")
    }

    /// Two pictures that look alike, compared over the part where they differ with the whole pictures' pixel count:
    /// the same figures as over the whole.
    @Test func figuresOverThePartAreTheWholes() {
        let settings = DistinguishabilitySettings()
        let white = Raster(width: 40, height: 20, pixels: Array(repeating: 0xFFFF_FFFF, count: 800))
        var touched = white
        for (x, y) in [(12, 6), (13, 6), (12, 7), (14, 9)] { touched.pixels[y * 40 + x] = 0xFFFC_FCFA }
        touched.pixels[8 * 40 + 13] = 0xFFF8_F4F0
        let whole = PixelComparison.compare(white, touched, settings: settings)
        #expect(whole != nil && whole!.differingShare > 0, "they look alike, with some pixels beyond the threshold: \(String(describing: whole))")
        let part = CGRect(x: 10, y: 4, width: 8, height: 8)
        let cut = (LookAlikeRegionTests.pixels(of: white, area: CGRect(x: 0, y: 0, width: 40, height: 20), in: part, scale: 1),
                   LookAlikeRegionTests.pixels(of: touched, area: CGRect(x: 0, y: 0, width: 40, height: 20), in: part, scale: 1))
        #expect(PixelComparison.compare(cut.0, cut.1, settings: settings, pixels: 800) == whole)
        #expect(PixelComparison.compare(cut.0, cut.1, settings: settings) != whole, "counted over the part alone, the share is larger")
    }

    @Test func theRegionIsOnThePatchGridInsideTheArea() {
        let area = CGRect(x: -8, y: -8, width: 101, height: 45)
        func item(_ rect: CGRect, _ fingerprint: Int, unit: CGRect? = nil) -> PaintItem { PaintItem(fingerprint: fingerprint, bounds: rect, unit: unit) }
        let common = item(area, 1)
        // Differing items at fractional bounds: whole points outward, in steps that make whole patches at the scale and
        // whole pixels of the sketches at half of it (2x, patches of 2: one point; 3x, patches of 3: two; 2.5x, patches of
        // 3: twelve).
        let a = [common, item(CGRect(x: 11.3, y: 4.6, width: 4.2, height: 3), 2)]
        let b = [common, item(CGRect(x: 12, y: 5, width: 9.5, height: 2), 3)]
        #expect(LookAlikeCheck.region(a, b, area: area, scale: 2, patch: 2) == CGRect(x: 11, y: 4, width: 11, height: 4))
        #expect(LookAlikeCheck.region(a, b, area: area, scale: 3, patch: 3) == CGRect(x: 10, y: 4, width: 12, height: 4))
        #expect(LookAlikeCheck.region(a, b, area: area, scale: 2.5, patch: 3) == CGRect(x: 4, y: 4, width: 24, height: 12))
        #expect(LookAlikeCheck.region(a, b, area: area, scale: 2.3, patch: 2) == nil)
        // A shadow unit it touches is taken whole; one it does not touch is not.
        let shadowed = [common, item(CGRect(x: 30, y: 0, width: 4, height: 4), 4, unit: CGRect(x: 25, y: -5, width: 20, height: 20)),
                        item(CGRect(x: 60, y: 0, width: 4, height: 4), 5, unit: CGRect(x: 55, y: -5, width: 20, height: 20))]
        let moved = [common, item(CGRect(x: 31, y: 0, width: 4, height: 4), 6, unit: CGRect(x: 26, y: -5, width: 20, height: 20)),
                     shadowed[2]]
        #expect(LookAlikeCheck.region(shadowed, moved, area: area, scale: 2, patch: 2) == CGRect(x: 25, y: -5, width: 21, height: 20))
        // Clamped to the area.
        let edge = [common, item(CGRect(x: 88, y: 30, width: 20, height: 20), 7)]
        #expect(LookAlikeCheck.region([common], edge, area: area, scale: 2, patch: 2) == CGRect(x: 88, y: 30, width: 5, height: 7))
        // Nothing differs, no items, or the whole area: nil (the pair is drawn whole).
        #expect(LookAlikeCheck.region(a, a, area: area, scale: 2, patch: 2) == nil)
        #expect(LookAlikeCheck.region(nil, a, area: area, scale: 2, patch: 2) == nil)
        #expect(LookAlikeCheck.region([item(area, 1)], [item(area, 2)], area: area, scale: 2, patch: 2) == nil)
    }

    @Test func aCutRenderHasTheRegionAsItsCanvas() throws {
        let svg = Array(#"<?xml version="1.0" encoding="UTF-8"?>\#n<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="70" height="37" viewBox="-8 -8 70 37" role="img">\#n <rect x="0" y="0" width="4" height="4"/>\#n</svg>\#n"#.utf8)
        let cut = try #require(SketchSVG.cropped(svg, to: CGRect(x: 2, y: -3, width: 10.5, height: 6)))
        #expect(String(decoding: cut, as: UTF8.self) == #"<?xml version="1.0" encoding="UTF-8"?>\#n<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10.5" height="6" viewBox="2 -3 10.5 6" role="img">\#n <rect x="0" y="0" width="4" height="4"/>\#n</svg>\#n"#)
        // A root without a viewBox, or a width only in a child: not cut.
        #expect(SketchSVG.cropped(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="7" height="3"><rect width="4"/></svg>"#.utf8),
                                  to: CGRect(x: 0, y: 0, width: 1, height: 1)) == nil)
        #expect(SketchSVG.cropped(Array(#"<svg viewBox="0 0 7 3" height="3"><rect width="4"/></svg>"#.utf8), to: CGRect(x: 0, y: 0, width: 1, height: 1)) == nil)
    }
}
