import Foundation
import GalleryLayout
import StyleKit

/// StyleGallery's own design check, not a WCAG criterion: the glyphs of two different texts do not cover each
/// other (labels that grew into each other at a large Dynamic Type size, a badge over a title). Two texts
/// overlap when a glyph box of one and a glyph box of the other intersect by more than `tolerance` in both
/// directions; lines of one wrapped text are not compared with each other.
struct TextOverlapRule {
    var tolerance: CGFloat = 0.5

    func evaluate(_ inks: [TextInk], owner: (CGRect) -> Int?) -> [Finding] {
        var findings: [Finding] = []
        for a in inks.indices {
            for b in inks.indices where b > a {
                let first = inks[a], second = inks[b]
                if let i = first.text.textIndex, i == second.text.textIndex { continue }
                guard overlap(first.bounds, second.bounds) != nil else { continue }
                var area: CGRect?
                for p in first.glyphBoxes {
                    for q in second.glyphBoxes {
                        guard let common = overlap(p, q) else { continue }
                        area = area.map { $0.union(common) } ?? common
                    }
                }
                guard let area else { continue }
                let p = SceneTruncatedText.points
                findings.append(Finding(
                    rule: .textOverlaps, verdict: .fail, measured: "\(p(area.width))×\(p(area.height)) pt overlap",
                    required: "no overlap", subject: "Text(\"\(first.text.string)\") and Text(\"\(second.text.string)\")",
                    detail: "glyphs of \"\(first.text.string)\" (\(p(first.text.font.size)) pt) and \"\(second.text.string)\" (\(p(second.text.font.size)) pt) cover each other in \(TextClippedRule.rect(area))",
                    measuredValue: Double(area.width * area.height), elementIndex: owner(first.bounds)))
            }
        }
        return findings
    }

    /// The intersection of two boxes when it is more than `tolerance` deep in both directions.
    func overlap(_ a: CGRect, _ b: CGRect) -> CGRect? {
        let common = a.intersection(b)
        guard !common.isNull, common.width > tolerance, common.height > tolerance else { return nil }
        return common
    }
}
