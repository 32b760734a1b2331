import CRsvg
import Foundation

/// Something drawn onto white over any area at any scale: an ``SVGDocument`` or a ``VectorPicture``.
public protocol Picture {
    /// The picture's canvas (user units).
    var viewBox: CGRect { get }
    /// The picture at `scale` pixels per unit on a raster covering `area` (the `viewBox` when nil), white where
    /// nothing is drawn.
    func rasterize(area: CGRect?, scale: Double) throws -> Raster
}

/// A drawing as cairo calls: paths filled and stroked with colours and gradients, under transforms, clips and
/// group opacities — what librsvg makes of an SVG, without parsing one. Drawn onto white like
/// ``SVGDocument``, over any area at any scale. The look-alike check draws a render's sketch from it
/// (GallerySVG's `SVGSketch` builds it from the scene the SVG was written from).
public struct VectorPicture: Sendable, Picture {
    /// A colour with straight alpha, each component 0…1.
    public struct Color: Sendable, Hashable {
        public var red, green, blue, alpha: Double
        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
    }

    public struct Stop: Sendable, Hashable {
        public var offset: Double
        public var color: Color
        public init(offset: Double, color: Color) { self.offset = offset; self.color = color }
    }

    /// Gradients pad beyond their ends, in the coordinates where the paint is used.
    public enum Paint: Sendable, Hashable {
        case color(Color)
        case linear(start: CGPoint, end: CGPoint, stops: [Stop])
        /// From the focus (radius 0) to the circle around `center`.
        case radial(center: CGPoint, radius: Double, focus: CGPoint, stops: [Stop])
    }

    public enum PathElement: Sendable, Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case close
    }

    public enum LineCap: Sendable, Hashable { case butt, round, square }
    public enum LineJoin: Sendable, Hashable { case miter, round, bevel }

    public struct Stroke: Sendable, Hashable {
        public var width: Double
        public var cap: LineCap
        public var join: LineJoin
        public var miterLimit: Double
        /// Empty: a solid line.
        public var dashes: [Double]
        public var dashOffset: Double
        public init(width: Double, cap: LineCap, join: LineJoin, miterLimit: Double, dashes: [Double], dashOffset: Double) {
            self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
            self.dashes = dashes; self.dashOffset = dashOffset
        }
    }

    public enum Operation: Sendable, Hashable {
        /// Saves the transform and the clip; `restore` brings them back.
        case save, restore
        /// Multiplies the current transform by the matrix `[a b 0; c d 0; tx ty 1]` (SVG's `matrix(a b c d tx ty)`).
        case transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
        /// Narrows the clip to the path (anti-aliased).
        case clip([PathElement], evenOdd: Bool)
        /// What is drawn until the matching `endGroup` is composited as one picture with `opacity`, through the
        /// clip in force at `beginGroup` (inside the group, no clip applies until one is set there).
        case beginGroup
        case endGroup(opacity: Double)
        case fill([PathElement], evenOdd: Bool, Paint)
        case stroke([PathElement], Stroke, Paint)
    }

    /// The picture's canvas (user units): nothing is drawn outside it.
    public let viewBox: CGRect
    public let operations: [Operation]

    public init(viewBox: CGRect, operations: [Operation]) {
        self.viewBox = viewBox
        self.operations = operations
    }

    /// Draws the picture at `scale` pixels per unit over white, on a raster covering `area` (the `viewBox`
    /// when nil); parts of `area` outside the `viewBox` stay white.
    public func rasterize(area: CGRect? = nil, scale: Double) throws -> Raster {
        let area = area ?? viewBox
        return try Raster.drawn(area: area, scale: scale) { context in
            cairo_scale(context, scale, scale)
            cairo_translate(context, -Double(area.minX), -Double(area.minY))
            cairo_rectangle(context, Double(viewBox.minX), Double(viewBox.minY), Double(viewBox.width), Double(viewBox.height))
            cairo_clip(context)
            for operation in operations { Self.perform(operation, in: context) }
        }
    }

    private static func perform(_ operation: Operation, in context: OpaquePointer) {
        switch operation {
        case .save: cairo_save(context)
        case .restore: cairo_restore(context)
        case .transform(let a, let b, let c, let d, let tx, let ty):
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, a, b, c, d, tx, ty)
            cairo_transform(context, &matrix)
        case .clip(let path, let evenOdd):
            trace(path, in: context)
            cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(context)
        case .beginGroup:
            // A layer is drawn without the clips around it, which apply once, when it is composited (as librsvg
            // draws them: clipped both times, an anti-aliased clip edge would be counted twice).
            cairo_push_group(context)
            cairo_reset_clip(context)
        case .endGroup(let opacity):
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
        case .fill(let path, let evenOdd, let paint):
            trace(path, in: context)
            cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            withSource(paint, in: context) { cairo_fill(context) }
        case .stroke(let path, let stroke, let paint):
            trace(path, in: context)
            cairo_set_line_width(context, stroke.width)
            let cap: cairo_line_cap_t = switch stroke.cap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
            let join: cairo_line_join_t = switch stroke.join {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
            cairo_set_line_cap(context, cap)
            cairo_set_line_join(context, join)
            cairo_set_miter_limit(context, stroke.miterLimit)
            stroke.dashes.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), stroke.dashOffset) }
            withSource(paint, in: context) { cairo_stroke(context) }
        }
    }

    private static func trace(_ path: [PathElement], in context: OpaquePointer) {
        cairo_new_path(context)
        for element in path {
            switch element {
            case .move(let p): cairo_move_to(context, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(context, Double(p.x), Double(p.y))
            case .curve(let c1, let c2, let p):
                cairo_curve_to(context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close: cairo_close_path(context)
            }
        }
    }

    /// Sets `paint` as the source for `draw` (a gradient's pattern lives as long as the call).
    private static func withSource(_ paint: Paint, in context: OpaquePointer, _ draw: () -> Void) {
        let (pattern, stops): (OpaquePointer?, [Stop])
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
            draw()
            return
        case .linear(let start, let end, let gradientStops):
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            stops = gradientStops
        case .radial(let center, let radius, let focus, let gradientStops):
            pattern = cairo_pattern_create_radial(Double(focus.x), Double(focus.y), 0, Double(center.x), Double(center.y), radius)
            stops = gradientStops
        }
        for stop in stops { cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(context, pattern)
        draw()
        cairo_pattern_destroy(pattern)
    }
}
