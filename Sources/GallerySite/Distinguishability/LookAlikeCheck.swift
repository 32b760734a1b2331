import Foundation
import GalleryLayout
import SVGRaster

/// Finds the neighbouring states of one page group that look alike: identical drawings by fingerprint,
/// the others by drawing both SVGs at 2x (``SVGRasterizer``) and comparing them (``PixelComparison``).
/// Verdicts are kept by the pair's drawing fingerprints, so that a later build whose group is rendered again
/// but draws the same reuses them (``known``, from the previous build's index) without drawing anything; within a
/// build, a pair one group measured is taken by the others (``measuredPairs``: a component's states often draw the
/// same under several themes).
/// Memory stays bounded: only the rasters of the group in hand are kept, each until its last pair is done, and
/// the verdicts measured in the build up to ``MeasuredPairs/capacity``.
struct LookAlikeCheck: Sendable {
    /// Two drawings, the smaller fingerprint first (the comparison is symmetric).
    struct PairKey: Sendable, Hashable {
        let first: UInt64
        let second: UInt64
        init(_ a: UInt64, _ b: UInt64) { (first, second) = a < b ? (a, b) : (b, a) }
    }

    enum Verdict: Sendable, Hashable {
        case distinct
        case alike(PixelComparison.Figures)
    }

    let settings: DistinguishabilitySettings
    /// Verdicts of earlier builds made with the same thresholds and rasteriser.
    let known: [PairKey: Verdict]
    /// Verdicts this check's runs measured (each run is a page group's, and groups run in parallel). One for the
    /// build: copies of the check share it, and each check made anew has its own.
    let measuredPairs = MeasuredPairs()
    /// What the verdicts depend on besides the drawings (``DistinguishabilitySettings/cacheToken(rasterizer:)``).
    var token: String { settings.cacheToken(rasterizer: SVGRasterizer.version) }

    /// At one pixel per point a pair is decided distinct without drawing it at 2x when a pixel moves by
    /// more than this many times the threshold (the margin covers anti-aliasing, which librsvg blends in
    /// sRGB, not in linear light as the patch test averages).
    static let sketchMargin = 3.0

    init(settings: DistinguishabilitySettings, known: [PairKey: Verdict] = [:]) {
        self.settings = settings
        self.known = known
    }

    /// What the check found in one group: the pairs that look alike, in the records' order, and the verdict
    /// of every pair of different drawings (for the index).
    struct Outcome: Sendable {
        var pairs: [StateDistinguishability.Pair] = []
        var verdicts: [PairKey: Verdict] = [:]
        /// Pairs drawn and compared in this run (not known from before).
        var measured = 0
    }

    /// Runs over `records`; `svg` gives a record's SVG bytes (read only for pairs not known).
    func run(_ records: [VariantRecord], svg: (VariantRecord) throws -> [UInt8]) -> Outcome {
        var outcome = Outcome()
        let neighbours = StateDistinguishability.neighbours(records.map(\.variant.state))
        var uses: [Int: Int] = [:]
        var pending: [(Int, StateDistinguishability.Neighbours, PairKey)] = []
        // Found pairs with their neighbour's position: the page lists them in the records' order.
        var found: [(Int, StateDistinguishability.Pair)] = []
        /// Keeps `verdict` for the pair (for the index) and lists the pair when its states look alike.
        func decide(_ verdict: Verdict, _ position: Int, _ n: StateDistinguishability.Neighbours, _ key: PairKey) {
            outcome.verdicts[key] = verdict
            if case .alike(let figures) = verdict { found.append((position, pair(n, records, .nearlyIdentical(figures)))) }
        }
        for (position, n) in neighbours.enumerated() {
            let (later, earlier) = (records[n.later], records[n.earlier])
            let key = PairKey(later.drawing, earlier.drawing)
            if later.drawing == earlier.drawing {
                found.append((position, pair(n, records, .identical)))
            } else if let verdict = known[key] ?? outcome.verdicts[key] ?? measuredPairs.verdict(for: key) {
                decide(verdict, position, n, key)
            } else if settings.rasterize {
                pending.append((position, n, key))
                uses[n.later, default: 0] += 1
                uses[n.earlier, default: 0] += 1
            }
        }
        // A pair is drawn in steps, each for the pairs the one before left undecided: a band of rows at one pixel
        // per point without shadows (``sketchBand(of:scale:)``), where most pairs that look
        // different already show it; the whole sketch; then at 2x, as written.
        // A state's whole sketch and 2x raster are drawn over its own canvas and kept while it has pairs left; a
        // pair whose canvases differ compares them on the union, where each raster is placed on white (what
        // librsvg draws there, the document being clipped to its viewport), so a state in two pairs is drawn once
        // at each of these scales. Its band is kept for one area (the last union it was drawn for). Its sketch is
        // the record's picture (``SVGSketch``, drawn from the scene, nothing parsed) or, for a render without one,
        // its SVG without filter references (``SketchSVG``) parsed once (``SVGDocument``) for its bands and whole.
        var rasters: [Int: Raster] = [:], sketches: [Int: Raster] = [:], bands: [Int: (area: CGRect, raster: Raster)] = [:]
        var sketchDocuments: [Int: any Picture] = [:]
        func parsedSketch(_ index: Int) throws -> SVGDocument {
            try SVGDocument(SketchSVG.withoutFilters(try svg(records[index])), viewBox: records[index].canvas)
        }
        func sketchDocument(_ index: Int) throws -> any Picture {
            if let document = sketchDocuments[index] { return document }
            let document: any Picture = if let picture = records[index].sketch, picture.viewBox == records[index].canvas {
                picture
            } else {
                try parsedSketch(index)
            }
            sketchDocuments[index] = document
            return document
        }
        /// The sketch over `area`; from the parsed SVG when cairo could not draw the picture (kept from then on).
        func drawSketch(_ index: Int, area: CGRect, scale: Double) throws -> Raster {
            let document = try sketchDocument(index)
            do {
                return try document.rasterize(area: area, scale: scale)
            } catch where document is VectorPicture {
                let parsed = try parsedSketch(index)
                sketchDocuments[index] = parsed
                return try parsed.rasterize(area: area, scale: scale)
            }
        }
        func draw(_ index: Int, area: CGRect, scale: Double, into kept: inout [Int: Raster], sketch: Bool = false) throws -> Raster {
            let record = records[index]
            func rasterize(_ area: CGRect) throws -> Raster {
                if sketch { return try drawSketch(index, area: area, scale: scale) }
                return try SVGRasterizer.rasterize(try svg(record), viewBox: record.canvas, area: area, scale: scale)
            }
            let own: Raster
            if let raster = kept[index] {
                own = raster
            } else if area == record.canvas || Raster.placeable(viewBox: record.canvas, in: area, scale: scale) {
                own = try rasterize(record.canvas)
                kept[index] = own
            } else {
                return try rasterize(area)
            }
            if area == record.canvas { return own }
            return try own.placed(viewBox: record.canvas, in: area, scale: scale) ?? rasterize(area)
        }
        func release(_ index: Int) {
            uses[index]! -= 1
            if uses[index] == 0 { rasters[index] = nil; sketches[index] = nil; bands[index] = nil; sketchDocuments[index] = nil }
        }
        func band(_ index: Int, _ band: CGRect) throws -> Raster {
            if let kept = bands[index], kept.area == band { return kept.raster }
            let raster = try drawSketch(index, area: band, scale: settings.scale / 2)
            bands[index] = (band, raster)
            return raster
        }
        // A pair over the part of their canvas where they can differ (``region(_:_:area:scale:patch:)``), in the
        // same steps: a band of it and the whole of it in the sketches (from the documents kept for the state), then
        // at 2x over a canvas cut to it (``SketchSVG/cropped(_:to:)``). Outside it the pictures are the same, so the
        // verdict and its figures are those of the whole canvas (the share of differing pixels is of all of them).
        func compare(_ n: StateDistinguishability.Neighbours, in region: CGRect, of area: CGRect) throws -> Verdict {
            let sketchScale = settings.scale / 2, limit = Self.sketchMargin * settings.deltaE
            if let rows = Self.sketchBand(of: region, scale: sketchScale),
               PixelComparison.clearlyDistinct(try band(n.later, rows), try band(n.earlier, rows), limit: limit) {
                return .distinct
            }
            let a1 = try drawSketch(n.later, area: region, scale: sketchScale)
            let b1 = try drawSketch(n.earlier, area: region, scale: sketchScale)
            if PixelComparison.clearlyDistinct(a1, b1, limit: limit) { return .distinct }
            func cut(_ index: Int) throws -> Raster {
                guard let bytes = SketchSVG.cropped(try svg(records[index]), to: region) else { throw UncroppableRender() }
                return try SVGDocument(bytes, viewBox: region).rasterize(scale: settings.scale)
            }
            guard let whole = SVGRasterizer.pixelSize(of: area, scale: settings.scale) else { throw UncroppableRender() }
            return PixelComparison.compare(try cut(n.later), try cut(n.earlier), settings: settings, pixels: whole.width * whole.height)
                .map(Verdict.alike) ?? .distinct
        }
        for (position, n, key) in pending {
            defer { release(n.later); release(n.earlier) }
            if let verdict = outcome.verdicts[key] ?? measuredPairs.verdict(for: key) {
                decide(verdict, position, n, key)
                continue
            }
            // Both on one canvas: the union of their own (a state that changes size shows white where the other draws).
            let area = records[n.later].canvas.union(records[n.earlier].canvas)
            outcome.measured += 1
            // Known to the other runs once decided. An undecided pair (one librsvg cannot draw, or whose SVG could not
            // be read) stays unknown, so another group may still decide it.
            defer { if let verdict = outcome.verdicts[key] { measuredPairs.add(key, verdict) } }
            // Where the two can differ, when that is known and smaller than the canvas: drawn there only.
            if records[n.later].canvas == records[n.earlier].canvas,
               let region = Self.region(records[n.later].paint, records[n.earlier].paint, area: area, scale: settings.scale,
                                        patch: PixelComparison.patch(settings)) {
                if let verdict = try? compare(n, in: region, of: area) { decide(verdict, position, n, key) }
                continue
            }
            // First a band of the sketches a third of the way down, where most pairs that look different show
            // it (the control's fill, border and outline, above a centred label, whose glyph outlines are the
            // costliest part to draw): cairo leaves out what falls outside the band (callgrind, 700 variants:
            // librsvg drawing 512 M -> 198 M instructions). Its pixels are the sketch's own rows there
            // (``sketchBand(of:scale:)``), so a clear difference in it is one the whole sketch shows; without
            // one, the whole sketches are drawn.
            let sketchScale = settings.scale / 2
            if [n.later, n.earlier].allSatisfy({ Raster.placeable(viewBox: records[$0].canvas, in: area, scale: sketchScale) }),
               let rows = Self.sketchBand(of: area, scale: sketchScale),
               let a0 = try? band(n.later, rows), let b0 = try? band(n.earlier, rows),
               PixelComparison.clearlyDistinct(a0, b0, limit: Self.sketchMargin * settings.deltaE) {
                decide(.distinct, position, n, key)
                continue
            }
            guard let a1 = try? draw(n.later, area: area, scale: settings.scale / 2, into: &sketches, sketch: true),
                  let b1 = try? draw(n.earlier, area: area, scale: settings.scale / 2, into: &sketches, sketch: true) else { continue }
            if PixelComparison.clearlyDistinct(a1, b1, limit: Self.sketchMargin * settings.deltaE) {
                decide(.distinct, position, n, key)
                continue
            }
            guard let a = try? draw(n.later, area: area, scale: settings.scale, into: &rasters),
                  let b = try? draw(n.earlier, area: area, scale: settings.scale, into: &rasters) else { continue }
            decide(PixelComparison.compare(a, b, settings: settings).map(Verdict.alike) ?? .distinct, position, n, key)
        }
        outcome.pairs = found.sorted { $0.0 < $1.0 }.map(\.1)
        return outcome
    }

    /// The part of `area` (the canvas of two states) where their pictures can differ, for drawing them there only:
    /// the bounds of the paint items one has and the other lacks (``PaintItem/differingBounds(_:_:)``), grown to
    /// hold whole every shadow unit it reaches (librsvg computes a shadow from its node's whole alpha, so a unit
    /// cut at the edge of the canvas would be drawn from part of it), then to whole points of the area whose
    /// pixels at `scale` fall on the comparison's `patch` grid (and on whole pixels of the sketches). Nil when
    /// either has no items, when they paint alike (their files differ in what draws nothing), or when the part is
    /// the whole area.
    static func region(_ a: [PaintItem]?, _ b: [PaintItem]?, area: CGRect, scale: Double, patch: Int) -> CGRect? {
        guard let a, let b, var region = PaintItem.differingBounds(a, b), !region.isNull,
              SVGRasterizer.pixelSize(of: area, scale: scale) != nil else { return nil }
        // Steps of whole points from the area's origin, as many as make whole patches at `scale` and whole pixels of
        // the sketches (drawn at half the scale): one at 2x. Without such a step of at most 16 points, nil.
        guard let step = (1...16).first(where: { points in
            let pixels = Double(points) * scale, sketch = Double(points) * scale / 2
            return pixels == pixels.rounded() && Int(pixels) % patch == 0 && sketch == sketch.rounded()
        }).map(Double.init) else { return nil }
        func outward(_ offset: CGFloat, _ limit: CGFloat, up: Bool) -> CGFloat {
            let snapped = (Double(offset) / step).rounded(up ? .up : .down) * step
            return min(max(CGFloat(snapped), 0), limit)
        }
        // Snapped, then grown by the units it reaches, until neither moves it (snapping can reach another unit).
        while true {
            let left = outward(region.minX - area.minX, area.width, up: false), right = outward(region.maxX - area.minX, area.width, up: true)
            let top = outward(region.minY - area.minY, area.height, up: false), bottom = outward(region.maxY - area.minY, area.height, up: true)
            guard right > left, bottom > top else { return nil }
            region = CGRect(x: area.minX + left, y: area.minY + top, width: right - left, height: bottom - top)
            let before = region
            // A unit reaching past the area is taken up to its edge (the whole render is cut there too).
            for item in [a, b].joined() {
                if let unit = item.unit?.intersection(area), !unit.isNull, unit.intersects(region), !region.contains(unit) {
                    region = region.union(unit)
                }
            }
            if region == before { break }
        }
        guard region.minX > area.minX || region.minY > area.minY || region.maxX < area.maxX || region.maxY < area.maxY else { return nil }
        return region
    }

    /// The rows of a pair's sketches drawn first, compared on `area` at `scale`: an eighth of its height (4 rows or
    /// more) centred a third of the way down, as an area whose raster holds exactly those rows of the
    /// area's raster — whole rows, which librsvg draws as it draws them over the whole area, moved by a whole
    /// number of pixels (for canvases on the area's pixel grid, ``Raster/placeable(viewBox:in:scale:)``; tested
    /// on every render of the seed styles). Nil for areas under 32 rows, drawn whole at once.
    static func sketchBand(of area: CGRect, scale: Double) -> CGRect? {
        let rows = Int((Double(area.height) * scale).rounded(.up))
        guard rows >= 32 else { return nil }
        let height = rows / 8, top = rows / 3 - height / 2
        let band = CGRect(x: area.minX, y: area.minY + CGFloat(Double(top) / scale), width: area.width, height: CGFloat(Double(height) / scale))
        guard Double(band.minY - area.minY) * scale == Double(top), Double(band.height) * scale == Double(height) else { return nil }
        return band
    }

    private func pair(_ n: StateDistinguishability.Neighbours, _ records: [VariantRecord],
                      _ likeness: StateDistinguishability.Likeness) -> StateDistinguishability.Pair {
        StateDistinguishability.Pair(state: records[n.later].variant.state.slug, neighbour: records[n.earlier].variant.state.slug,
                                     axis: n.axis, likeness: likeness, deltaE: settings.deltaE)
    }
}

extension LookAlikeCheck {
    /// The check with the verdicts of `sources` (the previous build, shards) that were made with the same
    /// thresholds and rasteriser.
    init(settings: DistinguishabilitySettings, sources: [ReuseSource]) {
        let token = settings.cacheToken(rasterizer: SVGRasterizer.version)
        var known: [PairKey: Verdict] = [:]
        for source in sources where source.index.lookAlikeToken == token {
            for group in source.index.groups.values { known.merge(group.lookAlike) { first, _ in first } }
        }
        self.init(settings: settings, known: known)
    }
}

/// A render whose root tag lacks its `width`, `height` or `viewBox` (not one this project wrote), or a canvas too
/// large to draw at 2x: its pair is left undecided, as one librsvg cannot draw.
private struct UncroppableRender: Error {}

/// The pairs a build's look-alike check drew and compared, with their verdicts, for the runs of its page groups
/// (on the render pool's threads). A verdict depends on the two drawings and the check's settings alone — the
/// paint items and sketch pictures a record may or may not have only choose where and how cheaply the pair is
/// drawn (`LookAlikeRegionTests`, `SVGSketchTests`, `LookAlikeSharedVerdictsTests`) — so one run's is every run's,
/// as the previous build's verdicts (``LookAlikeCheck/known``) are. Bounded like ``BoundedCache``: the verdicts are
/// let go when `capacity` are kept (49,152 fit a dictionary of 65,536 slots, about 2.6 MB), so memory stays flat in
/// the number of variants; a pair met again after that is measured again (groups run theme by theme, and the pairs
/// that repeat are a component's under the themes after).
final class MeasuredPairs: @unchecked Sendable {
    // @unchecked: `verdicts` and `measuredCount` are only touched while `lock` is held.
    private let lock = NSLock()
    private var verdicts: [LookAlikeCheck.PairKey: LookAlikeCheck.Verdict] = [:]
    private var measuredCount = 0
    let capacity: Int

    init(capacity: Int = 49_152) { self.capacity = capacity }

    /// Different pairs decided by drawing them so far (not known from an earlier build); a pair measured again
    /// after the verdicts were let go counts again.
    var measured: Int {
        lock.lock()
        defer { lock.unlock() }
        return measuredCount
    }

    func verdict(for key: LookAlikeCheck.PairKey) -> LookAlikeCheck.Verdict? {
        lock.lock()
        defer { lock.unlock() }
        return verdicts[key]
    }

    func add(_ key: LookAlikeCheck.PairKey, _ verdict: LookAlikeCheck.Verdict) {
        lock.lock()
        defer { lock.unlock() }
        guard verdicts[key] == nil else { return }  // measured by two groups at once: counted once
        if verdicts.count >= capacity { verdicts.removeAll(keepingCapacity: true) }
        verdicts[key] = verdict
        measuredCount += 1
    }
}
