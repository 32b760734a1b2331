import Foundation
import SVGRaster
import Testing

/// A `VectorPicture` draws what librsvg draws for the SVG that says the same: the compositing of layers through
/// clips (each layer clipped once, when it is composited: clipped while drawn too, its anti-aliased edges were up
/// to 26 of 255 lighter), gradients, strokes, transforms and fill rules, over the canvas and over other areas.
@Suite struct VectorPictureTests {
    typealias Op = VectorPicture.Operation

    static let viewBox = CGRect(x: 0, y: 0, width: 60, height: 40)
    static func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [VectorPicture.PathElement] {
        [.move(p(x, y)), .line(p(x + w, y)), .line(p(x + w, y + h)), .line(p(x, y + h)), .close]
    }
    /// `<rect x="5" y="5" width="50" height="30" rx="10"/>`, each corner a quarter ellipse as one cubic curve.
    static let rounded: [VectorPicture.PathElement] = {
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * 10
        return [.move(p(15, 5)), .line(p(45, 5)), .curve(p(45 + k, 5), p(55, 15 - k), p(55, 15)), .line(p(55, 25)),
                .curve(p(55, 25 + k), p(45 + k, 35), p(45, 35)), .line(p(15, 35)), .curve(p(15 - k, 35), p(5, 25 + k), p(5, 25)),
                .line(p(5, 15)), .curve(p(5, 15 - k), p(15 - k, 5), p(15, 5)), .close]
    }()
    static func color(_ hex: UInt32, _ alpha: Double = 1) -> VectorPicture.Color {
        VectorPicture.Color(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
    static let teal = color(0x00C7BE), red = color(0xFF0000), white = VectorPicture.Paint.color(color(0xFFFFFF))
    static let head = ##"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40"><rect width="60" height="40" fill="#FFFFFF"/>"##
        + ##"<defs><clipPath id="c" clipPathUnits="userSpaceOnUse"><rect x="5" y="5" width="50" height="30" rx="10"/></clipPath></defs>"##

    static let cases: [(name: String, svg: String, operations: [Op])] = [
        ("an element's opacity inside a clip",
         ##"<g clip-path="url(#c)"><rect x="2" y="2" width="38" height="36" fill="#00C7BE" stroke="#FF0000" stroke-width="6" opacity="0.4"/></g>"##,
         [.save, .clip(rounded, evenOdd: false), .beginGroup, .fill(rect(2, 2, 38, 36), evenOdd: false, .color(teal)),
          .stroke(rect(2, 2, 38, 36), VectorPicture.Stroke(width: 6, cap: .butt, join: .miter, miterLimit: 4, dashes: [], dashOffset: 0), .color(red)),
          .endGroup(opacity: 0.4), .restore]),
        ("a group's clip and opacity",
         ##"<g clip-path="url(#c)" opacity="0.4"><rect width="60" height="40" fill="#00C7BE"/><rect x="2" y="2" width="38" height="36" fill="#FF0000"/></g>"##,
         [.save, .clip(rounded, evenOdd: false), .beginGroup, .fill(rect(0, 0, 60, 40), evenOdd: false, .color(teal)),
          .fill(rect(2, 2, 38, 36), evenOdd: false, .color(red)), .endGroup(opacity: 0.4), .restore]),
        ("gradients with stop opacity",
         ##"<defs><linearGradient id="l" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="60" y2="20"><stop offset="0" stop-color="#00C7BE" stop-opacity="0.6"/><stop offset="0.5" stop-color="#FF0000"/></linearGradient>"##
            + ##"<radialGradient id="r" gradientUnits="userSpaceOnUse" cx="40" cy="25" r="12" fx="40" fy="25"><stop offset="0.25" stop-color="#FFFFFF"/><stop offset="1" stop-color="#000000" stop-opacity="0.5"/></radialGradient></defs>"##
            + ##"<rect width="60" height="20" fill="url(#l)"/><rect x="20" y="15" width="40" height="25" fill="url(#r)"/>"##,
         [.fill(rect(0, 0, 60, 20), evenOdd: false, .linear(start: p(0, 0), end: p(60, 20), stops: [.init(offset: 0, color: color(0x00C7BE, 0.6)), .init(offset: 0.5, color: red)])),
          .fill(rect(20, 15, 40, 25), evenOdd: false, .radial(center: p(40, 25), radius: 12, focus: p(40, 25),
                                                               stops: [.init(offset: 0.25, color: color(0xFFFFFF)), .init(offset: 1, color: color(0x000000, 0.5))]))]),
        ("a dashed stroke with round caps, a bevelled one, a sharp miter",
         ##"<path d="M5 5L55 10" fill="none" stroke="#FF0000" stroke-width="3" stroke-linecap="round" stroke-dasharray="6 4" stroke-dashoffset="2"/>"##
            + ##"<path d="M5 30L30 15L55 30" fill="none" stroke="#00C7BE" stroke-width="4" stroke-linejoin="bevel"/><path d="M5 38L30 33L55 38" fill="none" stroke="#000000" stroke-width="2" stroke-miterlimit="10"/>"##,
         [.stroke([.move(p(5, 5)), .line(p(55, 10))], VectorPicture.Stroke(width: 3, cap: .round, join: .miter, miterLimit: 4, dashes: [6, 4], dashOffset: 2), .color(red)),
          .stroke([.move(p(5, 30)), .line(p(30, 15)), .line(p(55, 30))], VectorPicture.Stroke(width: 4, cap: .butt, join: .bevel, miterLimit: 4, dashes: [], dashOffset: 0), .color(teal)),
          .stroke([.move(p(5, 38)), .line(p(30, 33)), .line(p(55, 38))], VectorPicture.Stroke(width: 2, cap: .butt, join: .miter, miterLimit: 10, dashes: [], dashOffset: 0), .color(color(0)))]),
        ("a transform and an even-odd fill",
         ##"<g transform="matrix(0.9 0.2 -0.2 0.9 8 -3)"><path d="M5 5H45V35H5ZM15 12H35V28H15Z" fill="#FF0000" fill-rule="evenodd" fill-opacity="0.7"/></g>"##,
         [.save, .transform(a: 0.9, b: 0.2, c: -0.2, d: 0.9, tx: 8, ty: -3),
          .fill(rect(5, 5, 40, 30) + rect(15, 12, 20, 16), evenOdd: true, .color(color(0xFF0000, 0.7))), .restore]),
    ]

    static func worstDifference(_ a: Raster, _ b: Raster) -> Int {
        zip(a.pixels, b.pixels).map { p, q in [16, 8, 0].map { abs(Int((p >> $0) & 0xFF) - Int((q >> $0) & 0xFF)) }.max()! }.max() ?? 0
    }

    @Test(arguments: cases.indices) func drawsWhatLibrsvgDraws(_ index: Int) throws {
        let (name, body, operations) = Self.cases[index]
        let svg = Array((Self.head + body + "</svg>").utf8)
        let picture = VectorPicture(viewBox: Self.viewBox, operations: [.fill(Self.rect(0, 0, 60, 40), evenOdd: false, Self.white)] + operations)
        for (area, scale) in [(Self.viewBox, 1.0), (Self.viewBox, 2.0), (CGRect(x: -10, y: 10, width: 40, height: 40), 2.0)] {
            let expected = try SVGDocument(svg, viewBox: Self.viewBox).rasterize(area: area, scale: scale)
            let drawn = try picture.rasterize(area: area, scale: scale)
            #expect(drawn.width == expected.width && drawn.height == expected.height)
            #expect(Self.worstDifference(drawn, expected) <= 1, "\(name) over \(area) at \(scale)x")
            #expect(drawn.pixels.contains { $0 != 0xFFFF_FFFF }, "\(name): something is drawn")
        }
    }
}
