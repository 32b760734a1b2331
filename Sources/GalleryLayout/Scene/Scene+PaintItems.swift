import Foundation
import StyleKit

/// What one leaf of a scene paints, reduced to what tells two scenes apart without drawing them: a
/// fingerprint of everything that decides its pixels and where those pixels can be. Two renders of one
/// component differ only where the items one has and the other lacks paint (``PaintItem/differingBounds(_:_:)``),
/// so a comparison of their pictures can draw just that part.
public struct PaintItem: Sendable, Equatable {
    /// A hash of the leaf (its geometry, paint, stroke, opacity and shadows; a text's glyph outlines, an image's
    /// bytes) and of every group around it (transform, opacity, shadows, clip, mask). Swift's `Hasher`, seeded
    /// per process: compare fingerprints made by one process only.
    public var fingerprint: Int
    /// Where its pixels can be, in the scene's coordinates: its ink with its strokes' joins, its text's
    /// decorations and every shadow on it or a group around it (four deviations of the blur and a point more),
    /// through the groups' transforms, and a point of margin for anti-aliasing and the SVG's rounded numbers.
    public var bounds: CGRect
    /// The drawing its pixels are computed with: the bounds of every item under the outermost node that casts
    /// a shadow (a renderer draws the shadow from the whole node's alpha) or, for an image, its own bounds; nil
    /// for an item drawn on its own. Drawn over part of the canvas, a unit must be drawn whole.
    public var unit: CGRect?

    public init(fingerprint: Int, bounds: CGRect, unit: CGRect? = nil) {
        self.fingerprint = fingerprint; self.bounds = bounds; self.unit = unit
    }

    /// The leaves of `scene` in painting order, after the background when there is one (a rectangle over
    /// `canvas`, as the SVG writer draws it). Nil when the scene has an inner shadow: drawn over part of the
    /// canvas, librsvg draws the blur of a small one differently (`LookAlikeRegionCaseTests`), so such a render
    /// is compared whole.
    public static func items(of scene: Scene, background: RGBA?, canvas: CGRect) -> [PaintItem]? {
        var collector = Collector()
        if let background {
            var hasher = Hasher()
            hasher.combine("background")
            hasher.combine(background)
            hasher.combine(canvas)
            collector.append(PaintItem(fingerprint: hasher.finalize(), bounds: canvas), unit: nil, text: false)
        }
        collector.walk(.group(scene.root), chain: Hasher(), outer: [], unit: nil)
        return collector.hasInnerShadow ? nil : collector.finished()
    }

    /// Where pictures painted from `a` and from `b` can differ: the union of the bounds of the items outside
    /// their longest common subsequence (an item painted in both, in the same order among the others, paints
    /// the same pixels over the same backdrop wherever no other item differs). `.null` when they paint alike;
    /// nil when the sequences are too long to align (more than 4 million pairs of items).
    public static func differingBounds(_ a: [PaintItem], _ b: [PaintItem]) -> CGRect? {
        // Common ends first: a state usually differs in a few items.
        var start = 0
        while start < a.count, start < b.count, a[start].fingerprint == b[start].fingerprint { start += 1 }
        var (endA, endB) = (a.count, b.count)
        while endA > start, endB > start, a[endA - 1].fingerprint == b[endB - 1].fingerprint { endA -= 1; endB -= 1 }
        let (rows, columns) = (endA - start, endB - start)
        if rows == 0 || columns == 0 {
            return (a[start..<endA].map(\.bounds) + b[start..<endB].map(\.bounds)).reduce(CGRect.null) { $0.union($1) }
        }
        guard rows * columns <= 4_000_000 else { return nil }
        // lengths[i][j]: the longest common subsequence of a[start + i...] and b[start + j...].
        let width = columns + 1
        var lengths = [Int32](repeating: 0, count: (rows + 1) * width)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i * width + j] = a[start + i].fingerprint == b[start + j].fingerprint
                    ? lengths[(i + 1) * width + j + 1] + 1 : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var bounds = CGRect.null
        var (i, j) = (0, 0)
        while i < rows, j < columns {
            if a[start + i].fingerprint == b[start + j].fingerprint {
                i += 1; j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                bounds = bounds.union(a[start + i].bounds); i += 1
            } else {
                bounds = bounds.union(b[start + j].bounds); j += 1
            }
        }
        for k in i..<rows { bounds = bounds.union(a[start + k].bounds) }
        for k in j..<columns { bounds = bounds.union(b[start + k].bounds) }
        return bounds
    }
}

/// Walks a scene, hashing each leaf with the groups around it.
///
/// The SVG writer makes some of a leaf's markup from the whole document, so those leaves also carry a digest of
/// what they depend on: a text's glyphs are written inline or as `<use>` of a definition by how often the
/// document draws them (two glyphs that touch are anti-aliased together or apart), so every text carries a digest
/// of all the texts; shadows with the same body share one filter whose region is the union of their users', so
/// every item drawn through a filter carries a digest of all of those. A group with opacity, shadows or a mask
/// is drawn as one, so every leaf in it carries a digest of all its leaves (two scenes whose groups hold the
/// same leaves differently grouped differ in every leaf of those groups).
private struct Collector {
    var items: [PaintItem] = []
    /// For each item, the unit it belongs to (an index into the units' bounds), and whether it is text.
    var unitOf: [Int?] = []
    var isText: [Bool] = []
    /// Bounds each unit covers besides its items' (a mask's content).
    var unitExtra: [CGRect] = []
    var hasInnerShadow = false

    /// A group's transform and shadows, applied to its descendants' bounds, innermost first.
    typealias Enclosing = (transform: CGAffineTransform, shadows: [SceneShadow])

    mutating func append(_ item: PaintItem, unit: Int?, text: Bool) {
        items.append(item); unitOf.append(unit); isText.append(text)
    }

    mutating func newUnit(extra: CGRect = .null) -> Int {
        unitExtra.append(extra)
        return unitExtra.count - 1
    }

    /// `bounds` (in a node's own coordinates) through the groups around it, to the scene's.
    static func outward(_ bounds: CGRect, _ outer: [Enclosing]) -> CGRect {
        var bounds = bounds
        for (transform, shadows) in outer { bounds = grown(bounds, by: shadows).applying(transform) }
        return bounds
    }

    mutating func walk(_ node: SceneNode, chain: Hasher, outer: [Enclosing], unit: Int?) {
        var hasher = chain
        switch node {
        case .group(let group):
            // A plain group draws nothing of its own (the writer dissolves it or writes a bare `<g>`).
            if group.isPlain {
                for child in group.children { walk(child, chain: hasher, outer: outer, unit: unit) }
                return
            }
            if group.shadows.contains(where: \.isInner) { hasInnerShadow = true }
            hasher.combine(0 as UInt8)
            hasher.combine(group.transform)
            hasher.combine(group.opacity)
            hasher.combine(group.shadows)
            if let clip = group.clip { hasher.combine(1 as UInt8); hasher.combine(clip.geometry); hasher.combine(clip.evenOdd) }
            let enclosing = [(group.transform, group.shadows)] + outer
            var unit = unit
            if let mask = group.mask {
                // The mask's content is drawn with the group (its shadows from its whole alpha): a unit with it.
                var inner = Collector()
                for child in mask.children { inner.walk(child, chain: Hasher(), outer: [], unit: nil) }
                let content = inner.finished()
                hasInnerShadow = hasInnerShadow || inner.hasInnerShadow
                hasher.combine(2 as UInt8)
                hasher.combine(content.map(\.fingerprint))
                let extent = content.reduce(CGRect.null) { $0.union($1.bounds) }
                if unit == nil { unit = newUnit(extra: Self.outward(extent, enclosing)) } else { unitExtra[unit!] = unitExtra[unit!].union(Self.outward(extent, enclosing)) }
            }
            if unit == nil, !group.shadows.isEmpty { unit = newUnit() }
            let first = items.count
            for child in group.children { walk(child, chain: hasher, outer: enclosing, unit: unit) }
            // A group drawn apart and then composited (opacity, shadows, a mask): every leaf of it with the digest of
            // all of them. A transform or a clip applies to each leaf as it is drawn, so the leaves stay apart.
            guard group.opacity != 1 || !group.shadows.isEmpty || group.mask != nil else { return }
            var whole = Hasher()
            for item in items[first...] { whole.combine(item.fingerprint) }
            let digest = whole.finalize()
            for index in first..<items.count { items[index].fingerprint = Self.mix(items[index].fingerprint, digest) }
            return
        case .shape(let shape):
            hasher.combine(1 as UInt8)
            hasher.combine(shape.geometry)
            hasher.combine(shape.fill)
            hasher.combine(shape.evenOdd)
            hasher.combine(shape.stroke)
            hasher.combine(shape.opacity)
            hasher.combine(shape.shadows)
        case .text(let text):
            hasher.combine(2 as UInt8)
            hasher.combine(text.string)
            hasher.combine(text.font)
            hasher.combine(text.paint)
            hasher.combine(text.outline)
            hasher.combine(text.origin)
            hasher.combine(Double(text.width).bitPattern)
            hasher.combine(Double(text.tracking).bitPattern)
            hasher.combine(text.frame)
            hasher.combine(text.direction == .leftToRight)
            hasher.combine(text.opacity)
            hasher.combine(text.shadows)
            hasher.combine(text.isUnderlined); hasher.combine(text.isStrikethrough)
            hasher.combine(text.underlinePaint); hasher.combine(text.strikethroughPaint)
            hasher.combine(text.glyphs.count)
            for glyph in text.glyphs { hasher.combine(glyph.outlineDigest); hasher.combine(glyph.position) }
        case .image(let image):
            hasher.combine(3 as UInt8)
            hasher.combine(image.name)
            hasher.combine(image.mediaType)
            image.data.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(image.data.count)
            hasher.combine(image.frame)
            hasher.combine(image.templatePaint)
            hasher.combine(image.opacity)
            hasher.combine(image.shadows)
        }
        var own = unit
        if own == nil, Self.castsShadow(node) { own = newUnit() }
        if Self.shadows(of: node).contains(where: \.isInner) { hasInnerShadow = true }
        let isText: Bool
        if case .text = node { isText = true } else { isText = false }
        append(PaintItem(fingerprint: hasher.finalize(), bounds: Self.outward(Self.ink(node), outer).insetBy(dx: -1, dy: -1)), unit: own, text: isText)
    }

    /// The items with their units' bounds, and the digests of what the writer shares across the document: every
    /// text with all the texts', every item drawn through a filter with all of those.
    func finished() -> [PaintItem] {
        var unitBounds = unitExtra
        for (item, unit) in zip(items, unitOf) { if let unit { unitBounds[unit] = unitBounds[unit].union(item.bounds) } }
        var texts = Hasher(), filtered = Hasher()
        for (index, item) in items.enumerated() {
            if isText[index] { texts.combine(item.fingerprint) }
            if unitOf[index] != nil { filtered.combine(item.fingerprint); filtered.combine(item.bounds) }
        }
        let (textDigest, filterDigest) = (texts.finalize(), filtered.finalize())
        return items.indices.map { index in
            var item = items[index]
            if isText[index] { item.fingerprint = Self.mix(item.fingerprint, textDigest) }
            if let unit = unitOf[index] {
                item.unit = unitBounds[unit]
                item.fingerprint = Self.mix(item.fingerprint, filterDigest)
            }
            return item
        }
    }

    static func mix(_ fingerprint: Int, _ digest: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(fingerprint)
        hasher.combine(digest)
        return hasher.finalize()
    }

    /// A node's own shadows.
    static func shadows(of node: SceneNode) -> [SceneShadow] {
        switch node {
        case .group(let group): return group.shadows
        case .shape(let shape): return shape.shadows
        case .text(let text): return text.shadows
        case .image(let image): return image.shadows
        }
    }

    /// Whether a leaf is drawn with a filter of its own: a shadow, or an image (whose file may have filters).
    static func castsShadow(_ node: SceneNode) -> Bool {
        if case .image = node { return true }
        return !shadows(of: node).isEmpty
    }

    /// A leaf's ink in its group's coordinates, with its own shadows.
    static func ink(_ node: SceneNode) -> CGRect {
        switch node {
        case .group: return .null
        case .shape(let shape):
            var bounds = shape.geometry.bounds
            if let stroke = shape.stroke {
                // A miter join reaches miterLimit × half the width; a square cap √2 × half the width. (The writer
                // draws a negative width as none.)
                let style = stroke.style
                let reach = max(style.lineWidth, 0) / 2 * (style.lineJoin == .miter ? max(style.miterLimit, 1.5) : 1.5)
                bounds = bounds.insetBy(dx: -reach, dy: -reach)
            }
            return grown(bounds, by: shape.shadows)
        case .text(let text):
            // Decorations sit near the line box: half the font size around it covers their offset and thickness.
            let margin = max(1, abs(text.font.size) / 2)
            let ink = (text.outline.isEmpty ? text.frame : text.outlineBounds.union(text.frame)).insetBy(dx: -margin, dy: -margin)
            return grown(ink, by: text.shadows)
        case .image(let image):
            return grown(image.frame, by: image.shadows)
        }
    }

    /// `rect` with what each shadow adds: moved by its offset and spread by four deviations and a point.
    static func grown(_ rect: CGRect, by shadows: [SceneShadow]) -> CGRect {
        guard !rect.isNull else { return rect }
        var result = rect
        for shadow in shadows {
            let spread = abs(shadow.radius) * 4 + 1
            result = result.union(rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread))
        }
        return result
    }
}

private extension Hasher {
    /// Every command of a path (``StyleKit/Path/digest``).
    mutating func combine(_ path: Path) { combine(path.digest) }

    mutating func combine(_ point: CGPoint) { combine(point.x.bitPattern); combine(point.y.bitPattern) }

    mutating func combine(_ rect: CGRect) { combine(rect.origin); combine(rect.width.bitPattern); combine(rect.height.bitPattern) }

    mutating func combine(_ geometry: SceneGeometry) {
        switch geometry {
        case .rect(let r): combine(0 as UInt8); combine(r)
        case .roundedRect(let r, let rx, let ry): combine(1 as UInt8); combine(r); combine(rx.bitPattern); combine(ry.bitPattern)
        case .ellipse(let r): combine(2 as UInt8); combine(r)
        case .path(let p): combine(3 as UInt8); combine(p)
        }
    }

    mutating func combine(_ t: CGAffineTransform) {
        for value in [t.a, t.b, t.c, t.d, t.tx, t.ty] { combine(value.bitPattern) }
    }
}
