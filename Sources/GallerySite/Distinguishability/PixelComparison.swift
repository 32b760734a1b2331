import Foundation
import GalleryAudit
import SVGRaster

/// Two renders of the same canvas compared (docs/distinguishability.md). They look alike when both hold:
///
/// - **no colour moves by more than `deltaE`**: the largest CIEDE2000 difference between the two pictures
///   seen in patches of one point (`scale × scale` pixels averaged in linear light, as the eye averages
///   fine detail — the idea of S-CIELAB) stays at most `deltaE`;
/// - **fewer than `pixelFraction` of the pixels differ**: at 2x, the pixels whose own ΔE₀₀ exceeds
///   `deltaE` (anti-aliasing seams that average out within a point) are fewer than that share.
///
/// Patches and pixels are visited in a strided order that spreads over the whole canvas from the first
/// steps, and each test stops as soon as it fails, so a pair that looks different is decided after a few
/// samples.
enum PixelComparison {
    /// What a pair that looks alike measured.
    struct Figures: Sendable, Hashable {
        /// The share of pixels (0…1) whose own colour moved by more than the threshold.
        var differingShare: Double
        /// The largest ΔE₀₀ of a one-point patch (at most the threshold).
        var maxDeltaE: Double
    }

    /// The figures when `a` and `b` look alike, nil when they do not. Both have the same size. `pixels`: the
    /// pixels of the whole pictures when `a` and `b` are the part of them where they differ, cut on the patches'
    /// grid (``LookAlikeCheck/region(_:_:area:scale:patch:)``): the figures are those of the whole pictures.
    static func compare(_ a: Raster, _ b: Raster, settings: DistinguishabilitySettings, pixels: Int? = nil) -> Figures? {
        precondition(a.width == b.width && a.height == b.height, "compared renders share their canvas")
        guard let largest = largestPatchDifference(a, b, patch: patch(settings), limit: settings.deltaE),
              let share = differingShare(a, b, settings: settings, pixels: pixels) else { return nil }
        return Figures(differingShare: share, maxDeltaE: largest)
    }

    /// The side of the patches ``compare(_:_:settings:pixels:)`` averages, in pixels: a point.
    static func patch(_ settings: DistinguishabilitySettings) -> Int { max(1, Int(settings.scale.rounded())) }

    /// Whether some pixel of `a` and `b` moves by more than `limit`: drawn at one pixel per point, a
    /// pixel is about a one-point patch (librsvg's anti-aliasing averages it), so a move far beyond the
    /// threshold there is one the patch test at 2x would find too; found in strided order, it ends at the
    /// first such pixel.
    static func clearlyDistinct(_ a: Raster, _ b: Raster, limit: Double) -> Bool {
        precondition(a.width == b.width && a.height == b.height, "compared renders share their canvas")
        let count = a.pixels.count
        guard count > 0 else { return false }
        let step = stride(for: count)
        var index = 0
        var last: (UInt32, UInt32) = (0, 0)
        for _ in 0..<count {
            let (x, y) = (a.pixels[index], b.pixels[index])
            index += step
            if index >= count { index -= count }
            guard x != y, x != last.0 || y != last.1 else { continue }
            last = (x, y)
            if ColorDifference.ciede2000(ColorDifference.lab(pixel: x), ColorDifference.lab(pixel: y)) > limit { return true }
        }
        return false
    }

    /// The largest ΔE₀₀ between `patch × patch` blocks of the two (averaged in linear light); nil as soon
    /// as one exceeds `limit`.
    static func largestPatchDifference(_ a: Raster, _ b: Raster, patch: Int, limit: Double) -> Double? {
        let columns = (a.width + patch - 1) / patch, rows = (a.height + patch - 1) / patch
        let count = columns * rows
        guard count > 0 else { return 0 }
        let step = stride(for: count)
        var largest = 0.0
        var block = 0
        for _ in 0..<count {
            let (bx, by) = (block % columns, block / columns)
            block += step
            if block >= count { block -= count }
            let xs = (bx * patch)..<min(a.width, (bx + 1) * patch), ys = (by * patch)..<min(a.height, (by + 1) * patch)
            guard ys.contains(where: { y in xs.contains { x in a[x, y] != b[x, y] } }) else { continue }
            var sumA = (0.0, 0.0, 0.0), sumB = (0.0, 0.0, 0.0)
            var pixels = 0.0
            for y in ys {
                for x in xs {
                    let (p, q) = (a[x, y], b[x, y])
                    sumA.0 += ColorDifference.decoded(UInt8(truncatingIfNeeded: p >> 16))
                    sumA.1 += ColorDifference.decoded(UInt8(truncatingIfNeeded: p >> 8))
                    sumA.2 += ColorDifference.decoded(UInt8(truncatingIfNeeded: p))
                    sumB.0 += ColorDifference.decoded(UInt8(truncatingIfNeeded: q >> 16))
                    sumB.1 += ColorDifference.decoded(UInt8(truncatingIfNeeded: q >> 8))
                    sumB.2 += ColorDifference.decoded(UInt8(truncatingIfNeeded: q))
                    pixels += 1
                }
            }
            let labA = ColorDifference.lab(linearRed: sumA.0 / pixels, green: sumA.1 / pixels, blue: sumA.2 / pixels)
            let labB = ColorDifference.lab(linearRed: sumB.0 / pixels, green: sumB.1 / pixels, blue: sumB.2 / pixels)
            let difference = ColorDifference.ciede2000(labA, labB)
            if difference > limit { return nil }
            largest = max(largest, difference)
        }
        return largest
    }

    /// The share of pixels whose ΔE₀₀ exceeds `deltaE`, of `pixels` (those of `a` when nil); nil as soon as it
    /// can no longer stay below `pixelFraction`.
    static func differingShare(_ a: Raster, _ b: Raster, settings: DistinguishabilitySettings, pixels: Int? = nil) -> Double? {
        let count = a.pixels.count, total = pixels ?? count
        guard count > 0 else { return 0 }
        // Distinct once `differing >= limit`, i.e. once differing / total is no longer below pixelFraction.
        let limit = Int((settings.pixelFraction * Double(total)).rounded(.up))
        let step = stride(for: count)
        var differing = 0
        var index = 0
        var last: (UInt32, UInt32, Double) = (0, 0, 0)
        let decided: Bool = a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for _ in 0..<count {
                    let (x, y) = (pa[index], pb[index])
                    index += step
                    if index >= count { index -= count }
                    guard x != y else { continue }
                    let difference: Double
                    if x == last.0, y == last.1 {
                        difference = last.2
                    } else {
                        difference = ColorDifference.ciede2000(ColorDifference.lab(pixel: x), ColorDifference.lab(pixel: y))
                        last = (x, y, difference)
                    }
                    if difference > settings.deltaE {
                        differing += 1
                        if differing >= limit { return true }
                    }
                }
                return differing >= limit
            }
        }
        return decided ? nil : Double(differing) / Double(total)
    }

    /// A step coprime with `count` near `count` × 0.382 (the golden section): `index += step mod count`
    /// visits every element once, consecutive visits far apart on the canvas.
    static func stride(for count: Int) -> Int {
        guard count > 2 else { return 1 }
        var step = max(1, Int(Double(count) * 0.381966))
        while gcd(step, count) != 1 { step += 1 }
        return step
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
