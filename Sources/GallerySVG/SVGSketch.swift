import Fonts
import Foundation
import GalleryLayout
import StyleKit
import SVGRaster

/// What a render's SVG draws without its shadows (the look-alike check's sketch), as cairo calls
/// (``VectorPicture``) made from the scene the SVG is written from, so that nothing has to be parsed: librsvg
/// took 0.4–0.9 M instructions to parse a control's sketch, more than drawing it. The picture follows
/// ``SVGWriter`` element for element — the background, groups with their transform, clip and opacity, shapes
/// filled and stroked with colours and gradients, text as glyph outlines with its decoration bars — with the
/// numbers written as the SVG writes them (colours in 8 bits, opacities and transforms in thousandths).
/// Drawn with the same cairo as librsvg, it has the sketch's pixels up to anti-aliasing at the edges of
/// curves (`SVGSketchTests` compares them over every render of a site).
///
/// Nil for a scene with what the sketch of its SVG draws otherwise: masks (written as luminance masks),
/// angular gradients (wedges), images, text as `<text>` elements, degenerate gradients (SVG paints them in a
/// colour); the look-alike check parses the SVG for those.
public enum SVGSketch {
    public static func picture(for scene: Scene, options: SVGOptions) -> VectorPicture? {
        guard options.textMode == .outlines else { return nil }
        let viewBox = SVGViewBox.rect(for: scene, margin: options.margin, canvas: options.canvas)
        var builder = Builder(options: options)
        SVGSceneRenderer.glyphUses(.group(scene.root), options, into: &builder.glyphUses)
        if let background = options.background {
            builder.operations.append(.fill(Builder.rect(viewBox), evenOdd: false, .color(Builder.color(background))))
        }
        guard builder.add(.group(scene.root)) else { return nil }
        return VectorPicture(viewBox: viewBox, operations: builder.operations)
    }

    struct Builder {
        let options: SVGOptions
        var operations: [VectorPicture.Operation] = []
        /// How often each glyph outline is drawn in the document (``SVGSceneRenderer/glyphUses(_:_:into:)``): the
        /// writer draws one drawn more than once as a `<use>` of its own (filled on its own), the others as one path.
        var glyphUses: [SVGSceneRenderer.GlyphOutline: SVGSceneRenderer.GlyphUse] = [:]

        init(options: SVGOptions) { self.options = options }

        /// Adds what `node` draws; false when the sketch of its SVG draws something the picture cannot.
        mutating func add(_ node: SceneNode) -> Bool {
            switch node {
            case .group(let group): return add(group)
            case .shape(let shape): return add(shape)
            case .text(let text): return add(text)
            case .image: return false
            }
        }

        /// A plain group's children in place; otherwise their transform, clip and opacity around them (the shadow
        /// filter is not in the sketch).
        mutating func add(_ group: SceneGroup) -> Bool {
            if group.isPlain { return group.children.allSatisfy { add($0) } }
            guard group.mask == nil else { return false }
            var clip: [VectorPicture.PathElement]?
            if let sceneClip = group.clip {
                // An empty clip path lets nothing through: the writer leaves the group out.
                guard let path = Self.path(sceneClip.geometry) else { return true }
                clip = path
            }
            var transform: VectorPicture.Operation?
            if !group.transform.isIdentity {
                let t = group.transform
                let (a, b, c, d) = (Self.number(t.a), Self.number(t.b), Self.number(t.c), Self.number(t.d))
                // A matrix that cannot be inverted (as written): librsvg leaves the group out.
                guard a * d - b * c != 0 else { return true }
                transform = .transform(a: a, b: b, c: c, d: d, tx: Self.number(t.tx), ty: Self.number(t.ty))
            }
            operations.append(.save)
            if let transform { operations.append(transform) }
            // With shadows the writer puts the clip on an inner group, inside the layer of the group's opacity: each
            // child is clipped as it is drawn there, not the layer as a whole (their anti-aliased edges differ where
            // children overlap).
            let clipInside = clip != nil && Self.opacity(group.opacity) != 1 && !group.shadows.isEmpty && {
                let content = SceneGroup(clip: group.clip, mask: group.mask, children: group.children).visualBounds
                return !content.isNull && !content.isInfinite
            }()
            if let clip, !clipInside { operations.append(.clip(clip, evenOdd: group.clip!.evenOdd)) }
            guard withOpacity(group.opacity, { builder in
                if let clip, clipInside { builder.operations += [.save, .clip(clip, evenOdd: group.clip!.evenOdd)] }
                guard group.children.allSatisfy({ builder.add($0) }) else { return false }
                if clipInside { builder.operations.append(.restore) }
                return true
            }) else { return false }
            operations.append(.restore)
            return true
        }

        /// Fill, then stroke, at the shape's opacity.
        mutating func add(_ shape: SceneShape) -> Bool {
            guard shape.fill != nil || shape.stroke != nil, let path = Self.path(shape.geometry) else { return true }
            let fill = shape.fill.map(Self.paint), stroke = shape.stroke.map { Self.paint($0.paint) }
            if fill == .some(nil) || stroke == .some(nil) { return false }
            return withOpacity(shape.opacity) { builder in
                if let fill = fill ?? nil { builder.operations.append(.fill(path, evenOdd: shape.evenOdd, fill)) }
                if let style = shape.stroke?.style, let paint = stroke ?? nil, let line = Self.stroke(style) {
                    builder.operations.append(.stroke(path, line, paint))
                }
                return true
            }
        }

        /// The glyph outlines and the decoration bars (those without a paint of their own in the text's paint,
        /// then the others). A solid colour's alpha is the glyphs' group opacity, as the writer's glyph runs have it;
        /// the text's opacity is over all of it.
        mutating func add(_ text: SceneText) -> Bool {
            guard !text.outline.isEmpty else { return false }
            let bars = SVGTextDecoration.bars(text)
            if SVGSceneRenderer.writesGlyphRun(text, options), case .solid(let color) = text.paint {
                let glyphs = self.glyphs(text)
                var opaque = color
                opaque.alpha = 1
                let ink = VectorPicture.Paint.color(Self.color(opaque))
                if bars.isEmpty, text.shadows.isEmpty {
                    return withOpacity(text.opacity * color.alpha) { builder in
                        builder.operations += glyphs.map { .fill($0, evenOdd: false, ink) }
                        return true
                    }
                }
                return withOpacity(text.opacity) { builder in
                    guard builder.withOpacity(color.alpha, { inner in
                        inner.operations += glyphs.map { .fill($0, evenOdd: false, ink) }
                        return true
                    }) else { return false }
                    for bar in bars where bar.paint == nil {
                        builder.operations.append(.fill(Self.rect(bar.rect), evenOdd: false, .color(Self.color(color))))
                    }
                    return builder.addColoredBars(bars)
                }
            }
            guard let paint = Self.paint(text.paint) else { return false }
            let glyphs = Self.path(text.outline)
            return withOpacity(text.opacity) { builder in
                builder.operations.append(.fill(glyphs, evenOdd: false, paint))
                for bar in bars where bar.paint == nil { builder.operations.append(.fill(Self.rect(bar.rect), evenOdd: false, paint)) }
                return builder.addColoredBars(bars)
            }
        }

        private mutating func addColoredBars(_ bars: [SVGTextDecoration.Bar]) -> Bool {
            for bar in bars {
                guard let barPaint = bar.paint else { continue }
                guard let paint = Self.paint(barPaint) else { return false }
                operations.append(.fill(Self.rect(bar.rect), evenOdd: false, paint))
            }
            return true
        }

        /// `body`'s drawing composited at `opacity` as the writer writes it (nothing around it at 1).
        private mutating func withOpacity(_ opacity: Double, _ body: (inout Builder) -> Bool) -> Bool {
            let written = Self.opacity(opacity)
            guard written != 1 else { return body(&self) }
            operations.append(.beginGroup)
            guard body(&self) else { return false }
            operations.append(.endGroup(opacity: written))
            return true
        }

        // MARK: Values as the SVG writes them

        static func number(_ value: CGFloat) -> Double { SVGNumber.written(Double(value)) }

        /// An opacity as written (clamped to 0…1; 1 when the writer leaves it out).
        static func opacity(_ value: Double) -> Double { SVGNumber.written(min(max(value, 0), 1)) }

        /// `#RRGGBB` with its opacity.
        static func color(_ color: RGBA) -> VectorPicture.Color {
            func byte(_ v: Double) -> Double { (min(max(v, 0), 1) * 255).rounded() / 255 }
            return VectorPicture.Color(red: byte(color.red), green: byte(color.green), blue: byte(color.blue),
                                       alpha: opacity(color.alpha))
        }

        /// Nil for a paint the picture cannot draw as the SVG does (angular gradients; gradients without length,
        /// which SVG paints in their last colour).
        static func paint(_ paint: ScenePaint) -> VectorPicture.Paint? {
            switch paint {
            case .solid(let c):
                return .color(color(c))
            case .linear(let stops, let start, let end):
                let (x1, y1, x2, y2) = (number(start.x), number(start.y), number(end.x), number(end.y))
                guard x1 != x2 || y1 != y2, !stops.isEmpty else { return nil }
                return .linear(start: CGPoint(x: x1, y: y1), end: CGPoint(x: x2, y: y2), stops: Self.stops(stops))
            case .radial(let stops, let center, let startRadius, let endRadius):
                // The writer moves the stops for the start radius.
                let (shifted, outer) = SVGGradient.radialStops(stops, startRadius: startRadius, endRadius: endRadius)
                let radius = number(outer)
                guard radius > 0, !stops.isEmpty else { return nil }
                let c = CGPoint(x: number(center.x), y: number(center.y))
                return .radial(center: c, radius: radius, focus: c, stops: Self.stops(shifted))
            case .angular:
                return nil
            }
        }

        static func stops(_ stops: [ResolvedStop]) -> [VectorPicture.Stop] {
            SVGGradientStops(stops).stops.map { VectorPicture.Stop(offset: opacity($0.location), color: color($0.color)) }
        }

        /// Nil when SVG draws no line: a width of 0 or less.
        static func stroke(_ style: StrokeStyle) -> VectorPicture.Stroke? {
            let width = number(max(style.lineWidth, 0))
            guard width > 0 else { return nil }
            let cap: VectorPicture.LineCap = switch style.lineCap { case .butt: .butt; case .round: .round; case .square: .square }
            let join: VectorPicture.LineJoin = switch style.lineJoin { case .miter: .miter; case .round: .round; case .bevel: .bevel }
            var dashes: [Double] = [], offset = 0.0
            // The writer's test on the lengths, then what it writes: lengths that all write as 0 stroke a solid line.
            if SVGStrokeAttributes.isDashed(style) {
                let written = style.dash.map(number)
                if written.contains(where: { $0 > 0 }) {
                    dashes = written
                    offset = number(style.dashPhase)
                }
            }
            let limit = style.lineJoin == .miter ? number(SVGStrokeAttributes.miterLimit(style)) : Double(SVGStrokeAttributes.svgDefaultMiterLimit)
            return VectorPicture.Stroke(width: width, cap: cap, join: join, miterLimit: limit, dashes: dashes, dashOffset: offset)
        }

        // MARK: Geometry as the SVG's basic shapes draw it

        /// Nil for geometry the writer leaves out (an empty path); an empty path for a shape SVG does not draw.
        static func path(_ geometry: SceneGeometry) -> [VectorPicture.PathElement]? {
            switch geometry {
            case .rect(let rect):
                return Self.rect(rect)
            case .roundedRect(let rect, let rx, let ry):
                let r = written(rect.standardized)
                // An absent `ry` (the writer leaves it out when it writes as `rx`) is `rx`; each is at most half the side.
                let horizontal = number(max(rx, 0)), vertical = number(max(ry, 0))
                guard r.width > 0, r.height > 0 else { return [] }
                return roundedRect(r, rx: min(horizontal, Double(r.width) / 2), ry: min(vertical, Double(r.height) / 2))
            case .ellipse(let rect):
                let r = rect.standardized
                let (cx, cy) = (number(r.midX), number(r.midY))
                var (rx, ry) = (number(r.width / 2), number(r.height / 2))
                if number(r.width) == number(r.height) { (rx, ry) = (rx, rx) }
                guard rx > 0, ry > 0 else { return [] }
                return ellipse(cx: cx, cy: cy, rx: rx, ry: ry)
            case .path(let path):
                guard !path.isEmpty else { return nil }
                return Self.path(path)
            }
        }

        static func written(_ rect: CGRect) -> CGRect {
            CGRect(x: number(rect.minX), y: number(rect.minY), width: number(rect.width), height: number(rect.height))
        }

        static func rect(_ rect: CGRect) -> [VectorPicture.PathElement] {
            let r = written(rect.standardized)
            guard r.width > 0, r.height > 0 else { return [] }
            return [.move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.maxY)),
                    .line(CGPoint(x: r.minX, y: r.maxY)), .close]
        }

        /// A quarter of an ellipse as one cubic Bézier (the control points at 4/3·tan(π/8) of the radii).
        static let kappa = 4.0 / 3.0 * tan(Double.pi / 8)

        static func roundedRect(_ r: CGRect, rx: Double, ry: Double) -> [VectorPicture.PathElement] {
            guard rx > 0, ry > 0 else { return rect(r) }
            let (x0, y0, x1, y1) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
            let (kx, ky) = (rx * kappa, ry * kappa)
            func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
            return [
                .move(p(x0 + rx, y0)), .line(p(x1 - rx, y0)),
                .curve(p(x1 - rx + kx, y0), p(x1, y0 + ry - ky), p(x1, y0 + ry)), .line(p(x1, y1 - ry)),
                .curve(p(x1, y1 - ry + ky), p(x1 - rx + kx, y1), p(x1 - rx, y1)), .line(p(x0 + rx, y1)),
                .curve(p(x0 + rx - kx, y1), p(x0, y1 - ry + ky), p(x0, y1 - ry)), .line(p(x0, y0 + ry)),
                .curve(p(x0, y0 + ry - ky), p(x0 + rx - kx, y0), p(x0 + rx, y0)), .close,
            ]
        }

        static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> [VectorPicture.PathElement] {
            let (kx, ky) = (rx * kappa, ry * kappa)
            func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
            return [
                .move(p(cx + rx, cy)),
                .curve(p(cx + rx, cy + ky), p(cx + kx, cy + ry), p(cx, cy + ry)),
                .curve(p(cx - kx, cy + ry), p(cx - rx, cy + ky), p(cx - rx, cy)),
                .curve(p(cx - rx, cy - ky), p(cx - kx, cy - ry), p(cx, cy - ry)),
                .curve(p(cx + kx, cy - ry), p(cx + rx, cy - ky), p(cx + rx, cy)), .close,
            ]
        }

        /// A path's elements at the points the writer writes (``SVGPathData``: each point snapped to `grid`, then
        /// moved by `shift` steps), quadratic curves raised to cubic ones.
        static func path(_ path: Path, grid: SVGPathData.Grid = .points, shift: SVGPathData.GridPoint = .zero,
                         into elements: inout [VectorPicture.PathElement]) {
            let step = grid.step
            func point(_ p: CGPoint) -> CGPoint {
                let snapped = grid.snap(p) + shift
                return CGPoint(x: Double(snapped.x) * step, y: Double(snapped.y) * step)
            }
            var current = CGPoint.zero, start = CGPoint.zero
            for element in path.elements {
                switch element {
                case .move(let p):
                    current = point(p)
                    start = current
                    elements.append(.move(current))
                case .line(let p):
                    current = point(p)
                    elements.append(.line(current))
                case .quadCurve(let p, let c):
                    let (control, end) = (point(c), point(p))
                    let c1 = CGPoint(x: current.x + (control.x - current.x) * 2 / 3, y: current.y + (control.y - current.y) * 2 / 3)
                    let c2 = CGPoint(x: end.x + (control.x - end.x) * 2 / 3, y: end.y + (control.y - end.y) * 2 / 3)
                    elements.append(.curve(c1, c2, end))
                    current = end
                case .curve(let p, let c1, let c2):
                    current = point(p)
                    elements.append(.curve(point(c1), point(c2), current))
                case .closeSubpath:
                    elements.append(.close)
                    current = start
                }
            }
        }

        /// Empty for a path that does not start with a move: SVG path data must, and librsvg draws none of it.
        static func path(_ path: Path) -> [VectorPicture.PathElement] {
            guard case .move = path.elements.first else { return [] }
            var elements: [VectorPicture.PathElement] = []
            elements.reserveCapacity(path.elements.count)
            Self.path(path, into: &elements)
            return elements
        }

        /// A glyph run's outlines as written: on the text grid, each glyph moved to its pen position from the
        /// line's origin — those drawn once in the document as one path, then each of the others on its own, in
        /// the run's order (``SVGSceneRenderer``'s `glyphRun`).
        ///
        /// Kept by the run's outlines, pen positions and which outlines the document draws more than once: a
        /// label's run is drawn alike in every state and theme that sets it in the same place, and converting its
        /// points again was 1.6 % of a cold build (docs/profile.md).
        func glyphs(_ text: SceneText) -> [[VectorPicture.PathElement]] {
            let grid = SVGPathData.Grid.textUnits
            var pieces: [SVGPathData.Piece] = [], repeated: [Bool] = []
            pieces.reserveCapacity(text.glyphs.count)
            repeated.reserveCapacity(text.glyphs.count)
            for glyph in text.glyphs {
                // The writer's offset from the line's snapped origin plus that origin: the snapped pen position.
                pieces.append(SVGPathData.Piece(path: glyph.outline, offset: grid.snap(glyph.position)))
                repeated.append((glyphUses[SVGSceneRenderer.GlyphOutline(glyph)]?.count ?? 0) > 1)
            }
            let run = GlyphRun(pieces: SVGPathData.Pieces(pieces: pieces, grid: grid), repeated: repeated)
            return Self.glyphRuns.value(for: run) { Self.elements(of: run) }
        }

        /// A glyph run as ``glyphs(_:)`` keeps it.
        struct GlyphRun: Hashable, Sendable {
            var pieces: SVGPathData.Pieces
            /// Per glyph: whether the document draws its outline more than once (a `<use>` of its own).
            var repeated: [Bool]
        }

        /// Glyph runs converted in this process; a run of a ten-letter label is about 20 KB.
        static let glyphRuns = BoundedCache<GlyphRun, [[VectorPicture.PathElement]]>(capacity: 128)

        /// `run`'s outlines as written: those drawn once in the document as one path, then each of the others on
        /// its own, in the run's order.
        static func elements(of run: GlyphRun) -> [[VectorPicture.PathElement]] {
            let grid = run.pieces.grid
            var once: [VectorPicture.PathElement] = [], uses: [[VectorPicture.PathElement]] = []
            for (piece, repeated) in zip(run.pieces.pieces, run.repeated) {
                if repeated {
                    var elements: [VectorPicture.PathElement] = []
                    path(piece.path, grid: grid, shift: piece.offset, into: &elements)
                    uses.append(elements)
                } else {
                    path(piece.path, grid: grid, shift: piece.offset, into: &once)
                }
            }
            return (once.isEmpty ? [] : [once]) + uses
        }
    }
}
