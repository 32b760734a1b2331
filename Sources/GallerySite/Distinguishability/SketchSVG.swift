import Foundation

/// The SVG the look-alike check draws at one pixel per point: the render without its filter references
/// (` filter="url(#…)"`, the shadows the SVG writer makes), which are most of librsvg's time (a blurred
/// shadow takes it from about 0.8 ms to 6 ms a render). A pair that differs beyond the margin without
/// shadows differs where its content is drawn, with or without them; a pair that differs only in its
/// shadows shows no difference here and is drawn at 2x, shadows and all.
enum SketchSVG {
    static func withoutFilters(_ svg: [UInt8]) -> [UInt8] {
        let marker = Array(#" filter="url(#"#.utf8)
        guard let first = firstIndex(of: marker, in: svg, from: 0) else { return svg }
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var copied = 0
        var found: Int? = first
        while let start = found {
            // The reference ends at its closing `)"`.
            guard let close = svg[(start + marker.count)...].firstIndex(of: UInt8(ascii: ")")), close + 1 < svg.count,
                  svg[close + 1] == UInt8(ascii: "\"") else { break }
            out += svg[copied..<start]
            copied = close + 2
            found = firstIndex(of: marker, in: svg, from: copied)
        }
        out += svg[copied...]
        return out
    }

    private static func firstIndex(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard marker.count <= bytes.count else { return nil }
        var i = start
        while i + marker.count <= bytes.count {
            if bytes[i] == marker[0], bytes[i..<(i + marker.count)].elementsEqual(marker) { return i }
            i += 1
        }
        return nil
    }
}
