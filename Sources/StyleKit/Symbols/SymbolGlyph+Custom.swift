import Foundation

/// How a custom symbol's SVG coordinates map onto the symbol box (docs/symbol-metrics.md, "Custom symbols").
package enum CustomSymbolMapping: Hashable, Sendable {
    /// A file made from the SF Symbols custom-symbol template: the y of its baseline and capline guides for
    /// the variant drawn (`Baseline-M`, `Capline-M` at medium scale) and, when present, the x of its left and
    /// right margin guides. The baseline lands on y = 0, the capline on the cap height the built-in glyphs
    /// centre on (2 × 0.34 em), the margins on the box's left and right edges.
    case template(baseline: CGFloat, capline: CGFloat, leftMargin: CGFloat? = nil, rightMargin: CGFloat? = nil)
    /// A plain icon: its view box, scaled uniformly so that its height fills the standard box.
    case viewBox(CGRect)
}

/// A custom symbol that could not be made: its path data or its mapping.
package enum CustomSymbolError: Error, Equatable, Sendable, CustomStringConvertible {
    case pathData(SVGPathDataError)
    case mapping(String)

    package var description: String {
        switch self {
        case .pathData(let error): return error.description
        case .mapping(let message): return message
        }
    }
}

extension SymbolGlyph {
    /// A custom symbol from SVG path data (`d`) and the mapping of its coordinates onto the symbol box.
    /// `evenOdd` is the SVG `fill-rule="evenodd"` of the path.
    package static func custom(pathData: String, mapping: CustomSymbolMapping, evenOdd: Bool = false) throws(CustomSymbolError) -> SymbolGlyph {
        let path: Path
        do {
            path = try SVGPathData.parse(pathData)
        } catch {
            throw .pathData(error)
        }
        return try custom(path: path, mapping: mapping, evenOdd: evenOdd)
    }

    /// A custom symbol from an outline in SVG coordinates (y down).
    package static func custom(path: Path, mapping: CustomSymbolMapping, evenOdd: Bool = false) throws(CustomSymbolError) -> SymbolGlyph {
        guard !path.isEmpty else { throw .mapping("the symbol has no outline") }
        let capHeight = -2 * axisY
        let placed: Path
        var width: CGFloat
        switch mapping {
        case .template(let baseline, let capline, let left, let right):
            guard baseline.isFinite, capline.isFinite, baseline > capline else {
                throw .mapping("the baseline guide (y = \(baseline)) must lie below the capline guide (y = \(capline))")
            }
            let scale = capHeight / (baseline - capline)
            let scaled = path.applying(CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: -baseline * scale))
            if let left, let right {
                guard left.isFinite, right.isFinite, right > left else {
                    throw .mapping("the right margin guide (x = \(right)) must lie right of the left one (x = \(left))")
                }
                placed = scaled.offsetBy(dx: -left * scale, dy: 0)
                width = (right - left) * scale
            } else {
                let ink = SymbolGeometry.inkBounds(scaled)
                placed = scaled.offsetBy(dx: SymbolGeometry.sideBearing - ink.minX, dy: 0)
                width = ink.width + 2 * SymbolGeometry.sideBearing
            }
        case .viewBox(let box):
            guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else {
                throw .mapping("the view box \(box) must have a positive width and height")
            }
            let scale = (standardAscent + standardDescent) / box.height
            placed = path.applying(CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                                     tx: -box.minX * scale, ty: -box.minY * scale - standardAscent))
            width = box.width * scale
        }
        let ink = SymbolGeometry.inkBounds(placed)
        guard ink.minX.isFinite, ink.maxY.isFinite else { throw .mapping("the outline's coordinates are out of range") }
        width = max(width, 0)
        return SymbolGlyph(path: placed, evenOdd: evenOdd, width: width,
                           ascent: max(standardAscent, -ink.minY), descent: max(standardDescent, ink.maxY))
    }
}
