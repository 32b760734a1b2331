import Foundation
import StyleKit

/// Stroke geometry attributes (everything but the paint).
enum SVGStrokeAttributes {
    /// SVG's initial `stroke-miterlimit` (SVG 1.1 §11.4). CoreGraphics/SwiftUI default to 10
    /// (`StrokeStyle.miterLimit`), so SwiftUI's default is written out.
    static let svgDefaultMiterLimit: CGFloat = 4

    static func attributes(_ style: StrokeStyle) -> SVGAttributes {
        var attributes = SVGAttributes()
        attributes.set("stroke-width", max(style.lineWidth, 0))
        switch style.lineCap {
        case .butt: break
        case .round: attributes.set("stroke-linecap", "round")
        case .square: attributes.set("stroke-linecap", "square")
        }
        switch style.lineJoin {
        case .miter:
            let limit = miterLimit(style)
            if SVGNumber.format(limit) != SVGNumber.format(svgDefaultMiterLimit) { attributes.set("stroke-miterlimit", limit) }
        case .round: attributes.set("stroke-linejoin", "round")
        case .bevel: attributes.set("stroke-linejoin", "bevel")
        }
        if isDashed(style) {
            attributes.set("stroke-dasharray", SVGNumber.list(style.dash))
            if SVGNumber.format(style.dashPhase) != "0" { attributes.set("stroke-dashoffset", style.dashPhase) }
        }
        return attributes
    }

    /// The miter limit written for a miter join: SVG requires one ≥ 1 (values below are an error and would drop
    /// the attribute).
    static func miterLimit(_ style: StrokeStyle) -> CGFloat { max(style.miterLimit, 1) }

    /// Whether the dash list is written: a negative length makes the whole list invalid, and all zeros mean
    /// "solid" (SVG 1.1 §11.4).
    static func isDashed(_ style: StrokeStyle) -> Bool {
        !style.dash.isEmpty && style.dash.allSatisfy { $0 >= 0 } && style.dash.contains { $0 > 0 }
    }

    /// How far paint can reach outside the geometry: half the width, or the miter tip.
    static func outset(_ style: StrokeStyle) -> CGFloat {
        let half = max(style.lineWidth, 0) / 2
        switch style.lineJoin {
        case .miter: return half * max(style.miterLimit, 1.5)
        case .round, .bevel: return half * 1.5  // square caps reach √2·half at corners
        }
    }
}
