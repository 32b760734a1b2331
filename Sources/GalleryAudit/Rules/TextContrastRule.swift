import Foundation
import GalleryLayout
import StyleKit

/// WCAG 2.2 SC 1.4.3 Contrast (Minimum) for one line of text.
///
/// The text's line box is sampled on a 5 × 3 grid (cell centres). At each sample the background is the scene
/// drawn up to, not including, the text (`PointRenderer`), over the page; the foreground is the same with the
/// text's paint (evaluated at that point, times its opacity and its groups' opacities) composited on top —
/// what a browser shows where a glyph is. The reported figure is the worst sample: over a gradient the text
/// must meet the ratio against the part of the gradient behind it that contrasts least, not an average
/// (WCAG Understanding 1.4.3, "Background images/gradients": test the area where contrast is lowest).
/// Large text (3:1): WCAG's 18 pt / 14 pt bold are CSS points, 24 px / 18.66 px; one iOS point is drawn as one
/// CSS pixel, so large text is ≥ 24 pt, or ≥ 18.66 pt at weight ≥ 700 (docs/accessibility-verdicts.md). A 17 pt
/// heavy label is normal text.
struct TextContrastRule {
    var thresholds: AuditThresholds
    var renderer: PointRenderer

    static let columns = 5
    static let rows = 3

    static let largeSize: CGFloat = 24
    static let largeBoldSize: CGFloat = 18.66

    static func isLargeText(_ font: SceneFont) -> Bool {
        font.size >= largeSize || (font.size >= largeBoldSize && font.weight >= 700)
    }

    /// The centres of a `columns` × `rows` grid of cells over `box` (the text's own coordinates here; an icon's
    /// for the non-text rule).
    static func samplePoints(in box: CGRect, columns: Int = columns, rows: Int = rows) -> [CGPoint] {
        var points: [CGPoint] = []
        for row in 0..<rows {
            for column in 0..<columns {
                points.append(CGPoint(x: box.minX + box.width * (CGFloat(column) + 0.5) / CGFloat(columns),
                                      y: box.minY + box.height * (CGFloat(row) + 0.5) / CGFloat(rows)))
            }
        }
        return points
    }

    /// The measured box: the line box, else the glyph outlines' box.
    static func box(of text: SceneText) -> CGRect? {
        if !text.frame.isNull, text.frame.width > 0, text.frame.height > 0 { return text.frame }
        let ink = text.outlineBounds
        return !ink.isNull && ink.width > 0 && ink.height > 0 ? ink : nil
    }

    /// nil for text that shows nothing (empty string, invisible paint, zero opacity).
    func evaluate(_ leaf: PaintLeaf, _ text: SceneText, exempt: Bool, elementIndex: Int?) -> Finding? {
        guard !text.isBlank, !text.paint.isInvisible,
              text.opacity * leaf.inheritedOpacity > 0, let box = Self.box(of: text) else { return nil }
        var worst: (ratio: Double, fg: RGBA, bg: RGBA, at: CGPoint)?
        for local in Self.samplePoints(in: box) {
            let p = leaf.toScene(local)
            let bg = renderer.color(at: p, shapesBelow: leaf.index)
            let fg = renderer.color(at: p, shapesBelow: leaf.index, text: leaf.index)
            let ratio = AccessibilityAudit.contrastRatio(fg, bg)
            if worst == nil || ratio < worst!.ratio { worst = (ratio, fg, bg, p) }
        }
        guard let worst else { return nil }
        let large = Self.isLargeText(text.font)
        let threshold = large ? thresholds.largeTextContrast : thresholds.textContrast
        let verdict: Finding.Verdict = exempt ? .exempt : (worst.ratio >= threshold ? .pass : .fail)
        let kind = large ? "large text" : "normal text"
        var detail = "\(AuditFormat.color(worst.fg)) on \(AuditFormat.color(worst.bg)) at \(AuditFormat.point(worst.at))"
            + " (worst of \(Self.columns * Self.rows) samples over the line box; ratio "
            + FixedDecimal.format(worst.ratio, places: 4) + "); \(AuditFormat.number(text.font.size)) pt weight \(text.font.weight) = \(kind)"
        if exempt { detail += "; inactive control, exempt" }
        let suggestion = verdict == .fail ? ContrastSuggestion.text(for: worst.fg, against: worst.bg, threshold: threshold) : nil
        return Finding(rule: .textContrast, verdict: verdict, measured: AuditFormat.ratio(worst.ratio),
                       required: "≥ " + AuditFormat.threshold(threshold) + (large ? " (large text)" : ""),
                       subject: "text \"\(text.string)\"", detail: detail, measuredValue: worst.ratio,
                       elementIndex: elementIndex, suggestion: suggestion)
    }
}
