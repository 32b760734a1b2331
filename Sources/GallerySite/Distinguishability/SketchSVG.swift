import Foundation

/// The SVG the look-alike check draws at one pixel per point when the render has no picture of its sketch
/// (``VariantRecord/sketch``; a scene with a mask, an angular gradient, an image, text as `<text>`, or a render
/// taken over from an earlier build): the render without its filter references
/// (` filter="…"`, the shadows the SVG writer makes), which are most of librsvg's drawing time (a blurred
/// shadow takes it from about 0.8 ms to 6 ms a render). A pair that differs beyond the margin without
/// shadows differs where its content is drawn, with or without them; a pair that differs only in its
/// shadows shows no difference here and is drawn at 2x, shadows and all.
///
/// Left out as well is what librsvg would parse but never draw — the `<filter>` definitions nothing refers
/// to any more, `<title>`, `<desc>`, and the names for assistive technology and design tools (`role`,
/// `aria-label`, `aria-labelledby`, `data-name`): parsing them was a third of librsvg's time for a sketch
/// (callgrind: 1.16 M instructions to parse a typical render, 0.66 M without them). The pixels are the
/// same (`SketchSVGTests` draws every render of a site both ways).
///
/// The input is an SVG this project wrote: text and attribute values are escaped, so a `<` starts a tag and
/// a `"` inside a tag delimits a value.
enum SketchSVG {
    static func withoutFilters(_ svg: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var index = 0
        let count = svg.count
        while index < count {
            // Text up to the next tag is copied as it is.
            guard let open = svg[index...].firstIndex(of: UInt8(ascii: "<")) else {
                out += svg[index...]
                break
            }
            out += svg[index..<open]
            if let skipped = skippedElement(svg, at: open) {
                index = skipped
                continue
            }
            index = copyTag(svg, from: open, into: &out)
        }
        return out
    }

    /// The render with its canvas cut to `region` (whole points inside its `viewBox`): the root's `width`,
    /// `height` and `viewBox` rewritten, nothing else. librsvg sizes a filter's surfaces by the canvas, not by
    /// the area drawn, so a shadow drawn at 2x over part of a large canvas cost as much as over all of it (a
    /// form of three toggles: 6.5 ms for one knob's shadow); over a canvas cut to the part compared, drawn at
    /// the same scale, the pixels there are the same (`LookAlikeRegionTests`). Nil when the root tag lacks one
    /// of the three.
    static func cropped(_ svg: [UInt8], to region: CGRect) -> [UInt8]? {
        guard let open = svg.firstIndex(of: Array("<svg ".utf8), from: 0),
              let close = svg[open...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        func number(_ value: CGFloat) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))" }
        let values = [("width", number(region.width)), ("height", number(region.height)),
                      ("viewBox", [region.minX, region.minY, region.width, region.height].map(number).joined(separator: " "))]
        var replacements: [(range: Range<Int>, value: [UInt8])] = []
        for (name, value) in values {
            let marker = Array(" \(name)=\"".utf8)
            guard let start = svg.firstIndex(of: marker, from: open), start < close,
                  let end = svg[(start + marker.count)...].firstIndex(of: UInt8(ascii: "\"")), end < close else { return nil }
            replacements.append(((start + marker.count)..<end, Array(value.utf8)))
        }
        var out = svg
        for (range, value) in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { out.replaceSubrange(range, with: value) }
        return out
    }

    /// Elements that draw nothing: everything from the start tag to the end of their end tag.
    private static let skippedElements: [[UInt8]] = ["filter", "title", "desc"].map { Array($0.utf8) }
    /// Attributes left out of every tag (`filter` among them: its reference names a definition left out).
    private static let skippedAttributes: [[UInt8]] = ["filter", "role", "aria-label", "aria-labelledby", "data-name"].map { Array($0.utf8) }

    /// When the tag at `open` starts a skipped element: the index after its end (its end tag, or the start
    /// tag itself when that closes with `/>`).
    private static func skippedElement(_ svg: [UInt8], at open: Int) -> Int? {
        for name in skippedElements where hasName(svg, at: open + 1, name) {
            guard let close = svg[open...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            if svg[close - 1] == UInt8(ascii: "/") { return close + 1 }
            let endTag = Array("</".utf8) + name + [UInt8(ascii: ">")]
            guard let end = svg.firstIndex(of: endTag, from: close + 1) else { return nil }
            return end + endTag.count
        }
        return nil
    }

    /// Copies the tag at `open` without its skipped attributes; the index after it. A comment, declaration or
    /// processing instruction is copied whole.
    private static func copyTag(_ svg: [UInt8], from open: Int, into out: inout [UInt8]) -> Int {
        let count = svg.count
        if open + 1 < count, svg[open + 1] == UInt8(ascii: "!") || svg[open + 1] == UInt8(ascii: "?") {
            let isComment = open + 3 < count && svg[open + 1] == UInt8(ascii: "!")
                && svg[open + 2] == UInt8(ascii: "-") && svg[open + 3] == UInt8(ascii: "-")
            let terminator = isComment ? Array("-->".utf8) : [UInt8(ascii: ">")]
            let end = svg.firstIndex(of: terminator, from: open + 1).map { $0 + terminator.count } ?? count
            out += svg[open..<end]
            return end
        }
        var index = open
        while index < count {
            let byte = svg[index]
            if byte == UInt8(ascii: ">") {
                out.append(byte)
                return index + 1
            }
            if byte == UInt8(ascii: "\"") {
                // A value, copied through its closing quote.
                let close = svg[(index + 1)...].firstIndex(of: UInt8(ascii: "\"")) ?? (count - 1)
                out += svg[index...close]
                index = close + 1
                continue
            }
            if byte == UInt8(ascii: " "), let after = skippedAttribute(svg, at: index + 1) {
                index = after
                continue
            }
            out.append(byte)
            index += 1
        }
        return index
    }

    /// When a skipped attribute (`name="…"`) starts at `start`: the index after its closing quote.
    private static func skippedAttribute(_ svg: [UInt8], at start: Int) -> Int? {
        for name in skippedAttributes {
            let quote = start + name.count + 1
            guard quote < svg.count, hasName(svg, at: start, name), svg[start + name.count] == UInt8(ascii: "="),
                  svg[quote] == UInt8(ascii: "\"") else { continue }
            guard let close = svg[(quote + 1)...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            return close + 1
        }
        return nil
    }

    /// True when `name` is at `start`, followed by a byte that cannot continue a name (or by `=` for an attribute).
    private static func hasName(_ svg: [UInt8], at start: Int, _ name: [UInt8]) -> Bool {
        guard start + name.count <= svg.count, svg[start..<(start + name.count)].elementsEqual(name) else { return false }
        guard start + name.count < svg.count else { return true }
        let next = svg[start + name.count]
        let continuesName = (0x41...0x5A).contains(next) || (0x61...0x7A).contains(next) || (0x30...0x39).contains(next)
            || next == UInt8(ascii: "-") || next == UInt8(ascii: "_") || next == UInt8(ascii: ":") || next == UInt8(ascii: ".")
        return !continuesName
    }
}
