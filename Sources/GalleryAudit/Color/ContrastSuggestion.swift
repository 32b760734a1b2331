import Fonts
import Foundation
import StyleKit

/// What would pass: the colour nearest to a failing one, of the same hue and saturation (HSL), whose contrast
/// with the measured background meets the threshold — made lighter or darker, whichever needs the smaller
/// change of lightness. Contrast grows monotonically as lightness moves away from the background's
/// luminance, so each direction is a bisection.
enum ContrastSuggestion {
    struct Suggestion: Hashable {
        var color: RGBA
        var ratio: Double
    }

    static func nearestPassing(_ foreground: RGBA, against background: RGBA, threshold: Double) -> Suggestion? {
        let (h, s, l) = hsl(foreground)
        let backgroundLuminance = AccessibilityAudit.relativeLuminance(background)
        func ratio(_ color: RGBA) -> Double {
            AccessibilityAudit.contrastRatio(luminances: AccessibilityAudit.relativeLuminance(color), backgroundLuminance)
        }
        func ratio(_ lightness: Double) -> Double { ratio(rgb(h, s, lightness, alpha: 1)) }
        var candidates: [(Double, Double)] = []
        for target in [0.0, 1.0] where ratio(target) >= threshold {
            // Bisect between l (fails) and the extreme (passes) for the first passing lightness.
            var failing = l, passing = target
            for _ in 0..<40 {
                let middle = (failing + passing) / 2
                if ratio(middle) >= threshold { passing = middle } else { failing = middle }
            }
            candidates.append((abs(passing - l), passing))
        }
        guard let best = candidates.min(by: { $0.0 < $1.0 }) else { return nil }
        // Round to 8-bit channels, stepping on until the rounded colour still passes.
        var lightness = best.1
        let step = best.1 > l ? 1.0 / 512 : -1.0 / 512
        for _ in 0..<16 {
            let color = quantized(rgb(h, s, lightness, alpha: 1))
            let r = ratio(color)
            if r >= threshold { return Suggestion(color: color, ratio: r) }
            lightness = min(1, max(0, lightness + step))
        }
        return nil
    }

    static func quantized(_ c: RGBA) -> RGBA {
        func q(_ v: Double) -> Double { (min(max(v, 0), 1) * 255).rounded() / 255 }
        return RGBA(red: q(c.red), green: q(c.green), blue: q(c.blue), alpha: 1)
    }

    static func hsl(_ c: RGBA) -> (Double, Double, Double) {
        let maxV = max(c.red, c.green, c.blue), minV = min(c.red, c.green, c.blue)
        let l = (maxV + minV) / 2
        guard maxV != minV else { return (0, 0, l) }
        let d = maxV - minV
        let s = l > 0.5 ? d / (2 - maxV - minV) : d / (maxV + minV)
        var h: Double
        if maxV == c.red { h = (c.green - c.blue) / d + (c.green < c.blue ? 6 : 0) }
        else if maxV == c.green { h = (c.blue - c.red) / d + 2 }
        else { h = (c.red - c.green) / d + 4 }
        h /= 6
        return (h, s, l)
    }

    static func rgb(_ h: Double, _ s: Double, _ l: Double, alpha: Double) -> RGBA {
        guard s > 0 else { return RGBA(red: l, green: l, blue: l, alpha: alpha) }
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s
        let p = 2 * l - q
        func channel(_ t0: Double) -> Double {
            var t = t0
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 1.0 / 2 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        return RGBA(red: channel(h + 1.0 / 3), green: channel(h), blue: channel(h - 1.0 / 3), alpha: alpha)
    }

    /// "#0062CC would pass (4.52:1; same hue, darker)", or what cannot be fixed by lightness alone. Kept by
    /// its colours and threshold (``texts``): the same label colour on the same fill fails in many states and
    /// themes, and each search decodes a few hundred colours.
    static func text(for foreground: RGBA, against background: RGBA, threshold: Double) -> String {
        texts.value(for: Question(foreground: foreground, background: background, threshold: threshold)) {
            written(for: foreground, against: background, threshold: threshold)
        }
    }

    private struct Question: Hashable, Sendable {
        var foreground: RGBA, background: RGBA, threshold: Double
    }

    /// Suggestions made in this process (a pure function of the question).
    private static let texts = BoundedCache<Question, String>(capacity: 1024)

    /// ``text(for:against:threshold:)`` made afresh.
    static func written(for foreground: RGBA, against background: RGBA, threshold: Double) -> String {
        let opaque = RGBA(red: foreground.red, green: foreground.green, blue: foreground.blue, alpha: 1)
        guard let suggestion = nearestPassing(opaque, against: background, threshold: threshold) else {
            return "no colour of this hue reaches \(AuditFormat.threshold(threshold)) on \(AuditFormat.color(background))"
        }
        let darker = AccessibilityAudit.relativeLuminance(suggestion.color) < AccessibilityAudit.relativeLuminance(opaque)
        return "\(AuditFormat.color(suggestion.color)) would pass (\(AuditFormat.ratio(suggestion.ratio)); same hue, \(darker ? "darker" : "lighter"))"
    }
}
