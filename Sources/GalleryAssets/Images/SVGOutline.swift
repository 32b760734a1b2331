import Foundation
import StyleKit
import XMLWriter

/// The filled outline of an SVG drawing, as one path in the document's coordinates: the `<path>`, `<rect>`,
/// `<circle>`, `<ellipse>` and `<polygon>` elements under a given element, with the `transform`s of their
/// groups applied. Definitions, clip paths, masks, patterns and markers are not drawing and are skipped, as
/// are elements with `fill="none"` or `display="none"`. Used for custom symbols, which are single-colour fills.
enum SVGOutline {
    struct Problem: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    static let nonDrawing: Set<String> = ["defs", "clipPath", "mask", "pattern", "marker", "symbol", "title", "desc", "metadata", "style"]

    /// The outline drawn by `element` and its descendants, and whether any filled shape asked for the even-odd rule.
    static func outline(of element: XMLElement, transform: CGAffineTransform = .identity) throws(Problem) -> (path: Path, evenOdd: Bool) {
        var path = Path()
        var evenOdd = false
        try collect(element, transform: transform, into: &path, evenOdd: &evenOdd)
        return (path, evenOdd)
    }

    private static func collect(_ element: XMLElement, transform: CGAffineTransform, into path: inout Path, evenOdd: inout Bool) throws(Problem) {
        let local = localName(element.name)
        guard !nonDrawing.contains(local), element[attribute: "display"] != "none", element[attribute: "fill"] != "none" else { return }
        var current = transform
        if let text = element[attribute: "transform"] { current = try parseTransform(text).concatenating(transform) }
        if let shape = try shape(of: element, local: local) {
            path.addPath(shape, transform: current)
            if element[attribute: "fill-rule"] == "evenodd" { evenOdd = true }
        }
        for child in element.elementChildren { try collect(child, transform: current, into: &path, evenOdd: &evenOdd) }
    }

    private static func localName(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }

    private static func shape(of element: XMLElement, local: String) throws(Problem) -> Path? {
        func number(_ name: String, default fallback: CGFloat? = nil) throws(Problem) -> CGFloat {
            guard let text = element[attribute: name] else {
                if let fallback { return fallback }
                throw Problem(message: "<\(local)> has no \(name)")
            }
            guard let value = Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "px", with: "")), value.isFinite else {
                throw Problem(message: "<\(local)> \(name)=\"\(text.prefix(40))\" is not a number")
            }
            return CGFloat(value)
        }
        switch local {
        case "path":
            guard let data = element[attribute: "d"] else { return nil }
            do { return try SVGPathData.parse(data) } catch { throw Problem(message: "<path>: \(error)") }
        case "rect":
            let rect = CGRect(x: try number("x", default: 0), y: try number("y", default: 0),
                              width: try number("width"), height: try number("height"))
            let rx = try number("rx", default: element[attribute: "ry"].flatMap { Double($0) }.map { CGFloat($0) } ?? 0)
            let ry = try number("ry", default: rx)
            return rx > 0 || ry > 0 ? Path(roundedRect: rect, cornerSize: CGSize(width: rx, height: ry), style: .circular) : Path(rect)
        case "circle":
            let r = try number("r")
            return Path(ellipseIn: CGRect(x: try number("cx", default: 0) - r, y: try number("cy", default: 0) - r, width: 2 * r, height: 2 * r))
        case "ellipse":
            let rx = try number("rx"), ry = try number("ry")
            return Path(ellipseIn: CGRect(x: try number("cx", default: 0) - rx, y: try number("cy", default: 0) - ry, width: 2 * rx, height: 2 * ry))
        case "polygon":
            let values = numbers(element[attribute: "points"] ?? "")
            guard values.count >= 6, values.count % 2 == 0 else { throw Problem(message: "<polygon> needs at least three points") }
            var path = Path()
            path.addLines(stride(from: 0, to: values.count, by: 2).map { CGPoint(x: values[$0], y: values[$0 + 1]) })
            path.closeSubpath()
            return path
        default:
            return nil
        }
    }

    /// Numbers separated by commas and/or whitespace.
    static func numbers(_ text: String) -> [CGFloat] {
        text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0).map { CGFloat($0) } }.filter(\.isFinite)
    }

    /// An SVG `transform` list (`matrix`, `translate`, `scale`, `rotate`, `skewX`, `skewY`), applied right to left
    /// as SVG does: the returned transform maps the element's coordinates into its parent's.
    static func parseTransform(_ text: String) throws(Problem) -> CGAffineTransform {
        var result = CGAffineTransform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let name = rest[..<open].trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ",")))
            guard let close = rest[open...].firstIndex(of: ")") else { throw Problem(message: "transform \"\(text.prefix(60))\" has an unclosed \"(\"") }
            let values = numbers(String(rest[rest.index(after: open)..<close]))
            let step: CGAffineTransform
            switch (name, values.count) {
            case ("matrix", 6): step = CGAffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
            case ("translate", 1): step = CGAffineTransform(translationX: values[0], y: 0)
            case ("translate", 2): step = CGAffineTransform(translationX: values[0], y: values[1])
            case ("scale", 1): step = CGAffineTransform(a: values[0], b: 0, c: 0, d: values[0], tx: 0, ty: 0)
            case ("scale", 2): step = CGAffineTransform(a: values[0], b: 0, c: 0, d: values[1], tx: 0, ty: 0)
            case ("rotate", 1), ("rotate", 3):
                let angle = values[0] * .pi / 180
                let rotation = CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
                step = values.count == 3 ? rotation.about(CGPoint(x: values[1], y: values[2])) : rotation
            case ("skewX", 1): step = CGAffineTransform(a: 1, b: 0, c: tan(values[0] * .pi / 180), d: 1, tx: 0, ty: 0)
            case ("skewY", 1): step = CGAffineTransform(a: 1, b: tan(values[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
            default: throw Problem(message: "transform \"\(name)(…)\" with \(values.count) values is not understood")
            }
            // "A B" means A(B(x)): the rightmost applies first.
            result = step.concatenating(result)
            rest = rest[rest.index(after: close)...]
        }
        guard rest.allSatisfy({ $0.isWhitespace || $0 == "," }) else { throw Problem(message: "transform \"\(text.prefix(60))\" is not understood") }
        return result
    }
}
