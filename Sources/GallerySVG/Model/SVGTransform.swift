import Foundation
import StyleKit

/// The one canonical `transform` form: always `matrix(a b c d e f)` (SVG 1.1 §7.6), so equal
/// transforms give equal text and no form has to be chosen per case.
enum SVGTransform {
    static func matrix(_ t: CGAffineTransform) -> String {
        "matrix(" + SVGNumber.list([t.a, t.b, t.c, t.d, t.tx, t.ty]) + ")"
    }
}
