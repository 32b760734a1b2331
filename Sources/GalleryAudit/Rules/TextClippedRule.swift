import Foundation
import GalleryLayout
import StyleKit

/// StyleGallery's own design check, not a WCAG criterion: a text's glyphs are drawn whole. A glyph whose ink
/// reaches more than `tolerance` beyond a clip (`.clipped()`, `.clipShape`), a mask, or the canvas (the
/// variant's laid-out bounds, which a parent or the screen edge cuts) is lost in part. Clips are taken by
/// their bounding boxes, so a rounded corner that shaves a glyph's box but not its ink is not reported.
struct TextClippedRule {
    /// Ink within this distance of the edge counts as inside (antialiasing, rounding).
    var tolerance: CGFloat = 0.5

    func evaluate(_ ink: TextInk, canvas: CGRect, elementIndex: Int?) -> Finding? {
        let regions = ink.cuts.map { ($0.bounds, $0.kind) } + [(canvas, "canvas")]
        var worst: (amount: CGFloat, kind: String, region: CGRect, cut: Int)?
        for (region, kind) in regions {
            let cut = ink.glyphBoxes.filter { TextInk.overflow(of: $0, beyond: region) > tolerance }
            guard !cut.isEmpty else { continue }
            let amount = TextInk.overflow(of: ink.bounds, beyond: region)
            if worst == nil || amount > worst!.amount { worst = (amount, kind, region, cut.count) }
        }
        guard let worst else { return nil }
        let amount = SceneTruncatedText.points(worst.amount)
        let size = "\(SceneTruncatedText.points(ink.text.font.size)) pt"
        let edge = worst.kind == "canvas" ? "the canvas" : "its \(worst.kind)"
        return Finding(rule: .textClipped, verdict: .fail,
                       measured: "\(worst.cut) of \(ink.glyphBoxes.count) glyphs cut, \(amount) pt outside \(edge)",
                       required: "every glyph inside its clip and the canvas", subject: "Text(\"\(ink.text.string)\")",
                       detail: "ink \(Self.rect(ink.bounds)) at \(size) reaches \(amount) pt beyond \(edge) \(Self.rect(worst.region))",
                       measuredValue: Double(worst.amount), elementIndex: elementIndex)
    }

    static func rect(_ r: CGRect) -> String {
        let p = SceneTruncatedText.points
        return "(\(p(r.minX)), \(p(r.minY)), \(p(r.width))×\(p(r.height)))"
    }
}
