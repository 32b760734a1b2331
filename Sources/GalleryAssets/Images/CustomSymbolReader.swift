import Foundation
import StyleKit
import XMLWriter

/// Turns the SVG of a `.symbolset` into the glyph `Image("name")` and `Image(systemName:)` draw
/// (docs/symbol-metrics.md, "Custom symbols").
///
/// A file exported from the SF Symbols app (or made from its custom-symbol template) has a `Guides` group
/// with `Baseline-M` and `Capline-M` lines (and `left-margin-Regular-M` / `right-margin-Regular-M`), and a
/// `Symbols` group whose `Regular-M` group holds the outline: that variant is drawn, placed on the guides
/// as the built-in glyphs are. Any other SVG is a plain icon: everything it fills, scaled from its view box.
enum CustomSymbolReader {
    /// Symbol files larger than this are refused (the SF Symbols template with all 27 variants is ≈ 100 KB).
    static let maximumFileSize = 4 << 20

    static func glyph(atPath path: String) throws(CustomSymbolError) -> SymbolGlyph {
        let bytes: [UInt8]
        switch BoundedFile.read(path, limit: maximumFileSize) {
        case .success(let read): bytes = read
        case .failure(.tooLarge(let size, _)): throw .mapping("the file is \(size) bytes; symbol files may have at most \(maximumFileSize)")
        case .failure(.unreadable(let reason)): throw .mapping("cannot read the file" + (reason.map { ": \($0)" } ?? ""))
        }
        let root: XMLElement
        do {
            root = try XMLDocumentReader.parse(bytes, fileName: path)
        } catch {
            throw .mapping(error.description)
        }
        return try glyph(svg: root)
    }

    static func glyph(svg root: XMLElement) throws(CustomSymbolError) -> SymbolGlyph {
        guard root.name.hasSuffix("svg") else { throw .mapping("the root element is <\(root.name)>, not <svg>") }
        do {
            if let variant = try templateVariant(in: root) {
                let guides = lines(in: root)
                guard let baseline = guides["Baseline-M"]?.y, let capline = guides["Capline-M"]?.y else {
                    throw CustomSymbolError.mapping("the template has a Regular-M symbol but no Baseline-M and Capline-M guides")
                }
                let left = guides.first { $0.key.hasPrefix("left-margin") && $0.key.hasSuffix("Regular-M") }?.value.x
                let right = guides.first { $0.key.hasPrefix("right-margin") && $0.key.hasSuffix("Regular-M") }?.value.x
                let (path, evenOdd) = try SVGOutline.outline(of: variant.element, transform: variant.transform)
                return try SymbolGlyph.custom(path: path, mapping: .template(baseline: baseline, capline: capline, leftMargin: left, rightMargin: right),
                                              evenOdd: evenOdd)
            }
            let (path, evenOdd) = try SVGOutline.outline(of: root)
            return try SymbolGlyph.custom(path: path, mapping: .viewBox(try viewBox(of: root)), evenOdd: evenOdd)
        } catch let error as SVGOutline.Problem {
            throw .mapping(error.message)
        } catch let error as CustomSymbolError {
            throw error
        } catch {
            throw .mapping("\(error)")
        }
    }

    /// The `Regular-M` group of the `Symbols` group, with the transforms of the groups above it (its own
    /// transform is applied by the outline walk).
    private static func templateVariant(in root: XMLElement) throws(SVGOutline.Problem) -> (element: XMLElement, transform: CGAffineTransform)? {
        func search(_ element: XMLElement, above: CGAffineTransform, insideSymbols: Bool) throws(SVGOutline.Problem) -> (XMLElement, CGAffineTransform)? {
            let id = element[attribute: "id"]
            if insideSymbols, id == "Regular-M" { return (element, above) }
            // A transform that cannot be read matters only on the way to the variant.
            var below = above, unreadable: SVGOutline.Problem?
            if let text = element[attribute: "transform"] {
                do { below = try SVGOutline.parseTransform(text).concatenating(above) } catch { unreadable = error }
            }
            for child in element.elementChildren {
                guard let found = try search(child, above: below, insideSymbols: insideSymbols || id == "Symbols") else { continue }
                if let unreadable { throw unreadable }
                return found
            }
            return nil
        }
        return try search(root, above: .identity, insideSymbols: false)
    }

    /// Guide lines by id, with the x of a vertical line and the y of a horizontal one.
    private static func lines(in root: XMLElement) -> [String: (x: CGFloat, y: CGFloat)] {
        var result: [String: (x: CGFloat, y: CGFloat)] = [:]
        for line in root.descendants(where: { $0.name == "line" }) {
            guard let id = line[attribute: "id"] else { continue }
            let x = line[attribute: "x1"].flatMap(Double.init) ?? 0
            let y = line[attribute: "y1"].flatMap(Double.init) ?? 0
            result[id] = (CGFloat(x), CGFloat(y))
        }
        return result
    }

    /// The `viewBox`, else `0 0 width height`.
    static func viewBox(of root: XMLElement) throws(SVGOutline.Problem) -> CGRect {
        if let text = root[attribute: "viewBox"] {
            let values = SVGOutline.numbers(text)
            guard values.count == 4 else { throw SVGOutline.Problem(message: "viewBox=\"\(text.prefix(60))\" needs four numbers") }
            return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        guard let width = root[attribute: "width"].flatMap(SVGLength.points), let height = root[attribute: "height"].flatMap(SVGLength.points) else {
            throw SVGOutline.Problem(message: "the <svg> has neither a viewBox nor a width and height")
        }
        return CGRect(x: 0, y: 0, width: width, height: height)
    }
}

/// An SVG length in CSS pixels (= points here): a number with no unit, `px`, `pt`, `in`, `cm`, `mm`, `pc`.
/// Percentages and font-relative units have no absolute value: nil.
enum SVGLength {
    static func points(_ text: String) -> CGFloat? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let units: [(String, CGFloat)] = [("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4)]
        for (unit, factor) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count)).map { CGFloat($0) * factor }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        }
        return Double(trimmed).map { CGFloat($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }
}
