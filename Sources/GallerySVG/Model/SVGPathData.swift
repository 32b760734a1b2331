import Foundation
import StyleKit

/// Path data (`d`) with absolute commands only: M, L, Q, C, Z.
enum SVGPathData {
    static func string(_ path: Path) -> String {
        var text = ""
        for element in path.elements {
            switch element {
            case .move(let p): text += "M" + point(p)
            case .line(let p): text += "L" + point(p)
            case .quadCurve(let p, let c): text += "Q" + point(c) + " " + point(p)
            case .curve(let p, let c1, let c2): text += "C" + point(c1) + " " + point(c2) + " " + point(p)
            case .closeSubpath: text += "Z"
            }
        }
        return text
    }

    /// A closed polygon through `points`.
    static func polygon(_ points: [CGPoint]) -> String {
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return string(path)
    }

    private static func point(_ p: CGPoint) -> String { SVGNumber.format(p.x) + " " + SVGNumber.format(p.y) }
}
