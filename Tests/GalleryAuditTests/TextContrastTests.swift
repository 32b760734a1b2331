import Foundation
@testable import GalleryAudit
@testable import GalleryLayout
import StyleKit
import Testing

@Suite("Text contrast (WCAG 1.4.3)")
struct TextContrastTests {
    typealias F = AuditFixtures
    static let box = CGRect(x: 0, y: 0, width: 100, height: 40)

    /// One text over one filled rect.
    func finding(_ text: SceneText, on fill: RGBA?, background: RGBA = .white) -> Finding? {
        let backdrop = fill.map { [F.rect(Self.box, .solid($0))] } ?? []
        return F.textFinding(F.scene(backdrop + [.text(text)]), background: background)
    }

    @Test func whiteOnSystemGreenFailsBothThresholds() throws {
        let small = try #require(finding(F.text("Go", paint: .solid(.white), size: 17), on: F.green))
        #expect(small.measured == "2.22:1" && small.verdict == .fail && small.required == "≥ 4.5:1")
        let large = try #require(finding(F.text("Go", paint: .solid(.white), size: 24), on: F.green))
        #expect(large.measured == "2.22:1" && large.verdict == .fail && large.required == "≥ 3:1 (large text)")
        #expect(small.detail.hasPrefix("#FFFFFF on #34C759"))
    }

    @Test func systemBlueOnWhite() throws {
        let body = try #require(finding(F.text("Link", paint: .solid(F.blue), size: 17), on: nil))
        #expect(body.measured == "4.02:1" && body.verdict == .fail)
        let title = try #require(finding(F.text("Link", paint: .solid(F.blue), size: 24), on: nil))
        #expect(title.measured == "4.02:1" && title.verdict == .pass)
    }

    @Test func largeTextIsMeasuredInCSSPixels() throws {
        // One iOS point is one CSS pixel: large = 24 px, or 18.66 px bold (WCAG's 18 pt / 14 pt bold).
        let bold = try #require(finding(F.text("Link", paint: .solid(F.blue), size: 18.66, weight: 700), on: nil))
        #expect(bold.verdict == .pass && bold.required == "≥ 3:1 (large text)")
        let heavy17 = try #require(finding(F.text("Link", paint: .solid(F.blue), size: 17, weight: 800), on: nil))
        #expect(heavy17.verdict == .fail && heavy17.required == "≥ 4.5:1", "17 pt heavy is normal text")
        let semibold = try #require(finding(F.text("Link", paint: .solid(F.blue), size: 20, weight: 600), on: nil))
        #expect(semibold.verdict == .fail && semibold.required == "≥ 4.5:1")
        let font = { (size: CGFloat, weight: Int) in SceneFont(family: "Inter", size: size, weight: weight, italic: false, isMonospaced: false) }
        #expect(TextContrastRule.isLargeText(font(24, 400)))
        #expect(!TextContrastRule.isLargeText(font(23.9, 600)))
        #expect(!TextContrastRule.isLargeText(font(18.65, 900)))
        #expect(!TextContrastRule.isLargeText(font(18, 400)) && !TextContrastRule.isLargeText(font(14, 700)))
    }

    @Test func aFailureSaysWhatWouldPass() throws {
        let body = try #require(finding(F.text("Link", paint: .solid(F.blue), size: 17), on: nil))
        let suggestion = try #require(body.suggestion)
        // #007AFF at 4.02:1 on white; the nearest blue of the same hue and saturation that reaches 4.5:1 is darker.
        #expect(suggestion.contains("would pass") && suggestion.contains("same hue, darker"), "\(suggestion)")
        let hex = String(suggestion.prefix(7))
        let color = try #require(RGBA(hexString: hex))
        #expect(AccessibilityAudit.contrastRatio(color, .white) >= 4.5)
        #expect(AccessibilityAudit.contrastRatio(color, .white) < 4.7, "nearest, not just any passing colour")
        let (h0, s0, _) = ContrastSuggestion.hsl(F.blue), (h1, s1, _) = ContrastSuggestion.hsl(color)
        #expect(abs(h0 - h1) < 0.01 && abs(s0 - s1) < 0.03)
        let passing = try #require(finding(F.text("Link", paint: .solid(.black), size: 17), on: nil))
        #expect(passing.suggestion == nil)
    }

    /// Suggestions are kept by their colours and threshold: asked again, or after other questions, the answer is
    /// what a fresh search says, and another threshold or background is another answer.
    @Test func aKeptSuggestionIsTheFreshOne() {
        let questions: [(RGBA, RGBA, Double)] = [(F.blue, .white, 4.5), (F.blue, .white, 3), (F.blue, .black, 4.5),
                                                  (F.secondaryLabel, .white, 4.5), (.white, .white, 4.5)]
        for _ in 0..<2 {
            for (foreground, background, threshold) in questions {
                #expect(ContrastSuggestion.text(for: foreground, against: background, threshold: threshold)
                    == ContrastSuggestion.written(for: foreground, against: background, threshold: threshold))
            }
        }
        #expect(ContrastSuggestion.text(for: F.blue, against: .white, threshold: 4.5)
            != ContrastSuggestion.text(for: F.blue, against: .white, threshold: 3))
    }

    @Test func blackOnWhiteIs21() throws {
        let f = try #require(finding(F.text(), on: .white))
        #expect(f.measured == "21.00:1" && f.verdict == .pass && f.measuredValue == 21)
    }

    @Test func secondaryLabelOnWhite() throws {
        let f = try #require(finding(F.text(paint: .solid(F.secondaryLabel)), on: nil))
        #expect(f.measured == "3.44:1" && f.verdict == .fail)
        #expect(f.detail.hasPrefix("#8A8A8E on #FFFFFF"))
    }

    @Test func boundaryIsNotRounded() throws {
        // Large text needs 3:1. 2.999 is shown as "3.00:1" but fails; #949494 (3.03) passes, #959595 (2.9953) fails.
        let under = try #require(finding(F.text(paint: .solid(F.grayOnWhite(ratio: 2.999)), size: 24), on: .white))
        #expect(under.measured == "3.00:1" && under.verdict == .fail)
        let exact = try #require(finding(F.text(paint: .solid(F.grayOnWhite(ratio: 3.0000001)), size: 24), on: .white))
        #expect(exact.verdict == .pass)
        let light = try #require(finding(F.text(paint: .solid(RGBA(hex: 0x959595)), size: 24), on: .white))
        #expect(light.measured == "3.00:1" && light.verdict == .fail)
        let dark = try #require(finding(F.text(paint: .solid(RGBA(hex: 0x949494)), size: 24), on: .white))
        #expect(dark.measured == "3.03:1" && dark.verdict == .pass)
    }

    @Test func gradientReportsTheWorstPointNotTheAverage() throws {
        // White → black from x = 0 to x = 100; samples at x = 10, 30, 50, 70, 90.
        let gradient = ScenePaint.linear(stops: [F.stop(.white, 0), F.stop(.black, 1)],
                                         start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0))
        let line = CGRect(x: 0, y: 10, width: 100, height: 20)
        let scene = { (paint: RGBA) in F.scene([F.rect(Self.box, gradient), .text(F.text(frame: line, paint: .solid(paint)))]) }
        // White text: the worst sample is x = 10, where the gradient is gray 0.9 → 1.2539:1 (the average, gray 0.5, would be 3.98).
        let white = try #require(F.textFinding(scene(.white)))
        #expect(white.measured == "1.25:1" && white.verdict == .fail)
        #expect(abs(white.measuredValue! - AccessibilityAudit.contrastRatio(.white, F.gray(0.9))) < 1e-9)
        #expect(white.detail.contains("at (10, "))
        // Black text: the worst sample is x = 90 (gray 0.1) → 1.20:1.
        let black = try #require(F.textFinding(scene(.black)))
        #expect(black.measured == "1.20:1" && black.detail.contains("at (90, "))
    }

    @Test func radialAndAngularGradientsAreEvaluatedPerPoint() {
        let radial = ScenePaint.radial(stops: [F.stop(.white, 0), F.stop(.black, 1)], center: .zero, startRadius: 0, endRadius: 10)
        #expect(PaintSampler.color(of: radial, at: CGPoint(x: 3, y: 4)).straight == F.gray(0.5))
        #expect(PaintSampler.color(of: radial, at: CGPoint(x: 30, y: 40)).straight == .black)
        let angular = ScenePaint.angular(stops: [F.stop(.white, 0), F.stop(.black, 1)], center: .zero,
                                         startAngle: .zero, endAngle: .degrees(360))
        // y-down: +y is a quarter turn clockwise from +x.
        #expect(PaintSampler.color(of: angular, at: CGPoint(x: 0, y: 5)).straight == F.gray(0.75))
        #expect(PaintSampler.color(of: angular, at: CGPoint(x: -5, y: 0)).straight == F.gray(0.5))
    }

    @Test func groupOpacityHalvesTheTextAlpha() throws {
        // Black at 50 % on white = sRGB gray 0.5 → 3.98:1, whether the 0.5 is the group's or the text's own.
        let grouped = F.scene([.group(SceneGroup(opacity: 0.5, children: [.text(F.text())]))])
        let viaGroup = try #require(F.textFinding(grouped))
        #expect(viaGroup.measured == "3.98:1")
        let own = try #require(F.textFinding(F.scene([.text(F.text(opacity: 0.5))])))
        #expect(own.measuredValue == viaGroup.measuredValue)
        let nested = F.scene([.group(SceneGroup(opacity: 0.5, children: [.group(SceneGroup(opacity: 0.5, children: [.text(F.text())]))]))])
        #expect(try #require(F.textFinding(nested)).measuredValue == AccessibilityAudit.contrastRatio(.white, F.gray(0.75)))
    }

    @Test func groupIsCompositedAsAWhole() throws {
        // On black: group(50 %){ white rect, black text }. Background = white at 50 % = gray 0.5; the text shows
        // the group's flattened black at 50 % over black = black → 5.28:1 (not 0.25-gray as per-leaf opacity would give).
        let scene = F.scene([.group(SceneGroup(opacity: 0.5, children: [F.rect(Self.box, .solid(.white)), .text(F.text())]))])
        let f = try #require(F.textFinding(scene, background: .black))
        #expect(abs(f.measuredValue! - AccessibilityAudit.contrastRatio(.black, F.gray(0.5))) < 1e-12)
        #expect(f.measured == "5.28:1")
    }

    @Test func scaledGroupCoversTheText() throws {
        // A 50×20 black rect in a 2× group covers (0,0)–(100,40); white text at x 60…90 (outside the unscaled rect).
        let scaled = SceneGroup(transform: CGAffineTransform(scaleX: 2, y: 2),
                                children: [F.rect(CGRect(x: 0, y: 0, width: 50, height: 20), .solid(.black))])
        let text = F.text(frame: CGRect(x: 60, y: 10, width: 30, height: 20), paint: .solid(.white))
        let f = try #require(F.textFinding(F.scene([.group(scaled), .text(text)])))
        #expect(f.measured == "21.00:1")
        // Without the transform the text would sit on the page: 1:1.
        let flat = F.scene([.group(SceneGroup(children: scaled.children)), .text(text)])
        #expect(try #require(F.textFinding(flat)).measured == "1.00:1")
    }

    @Test func translatedTextSamplesInSceneCoordinates() throws {
        // Text in a group moved 100 pt right sits over the black rect at x 100…200, not over the page.
        let moved = SceneGroup(transform: CGAffineTransform(translationX: 100, y: 0),
                               children: [.text(F.text(frame: CGRect(x: 0, y: 0, width: 100, height: 40), paint: .solid(.white)))])
        let scene = F.scene([F.rect(CGRect(x: 100, y: 0, width: 100, height: 40), .solid(.black)), .group(moved)])
        let f = try #require(F.textFinding(scene))
        #expect(f.measured == "21.00:1")
    }

    @Test func ellipseAndRoundedCornersAreExact() throws {
        // Text fully inside the ellipse's box, but its corner samples lie outside the ellipse → white text on white page.
        let ellipse = F.shape(.ellipse(Self.box), .solid(.black), role: "Ellipse")
        let f = try #require(F.textFinding(F.scene([ellipse, .text(F.text(frame: Self.box, paint: .solid(.white)))])))
        #expect(f.measured == "1.00:1")
        #expect(GeometryTest.contains(.roundedRect(Self.box, rx: 10, ry: 10), CGPoint(x: 1, y: 1)) == false)
        #expect(GeometryTest.contains(.roundedRect(Self.box, rx: 10, ry: 10), CGPoint(x: 3, y: 10)))
    }

    @Test func clipHidesBackground() throws {
        let clipped = SceneGroup(clip: SceneClip(geometry: .rect(CGRect(x: 0, y: 0, width: 10, height: 10))),
                                 children: [F.rect(Self.box, .solid(.black))])
        let f = try #require(F.textFinding(F.scene([.group(clipped), .text(F.text(frame: CGRect(x: 50, y: 10, width: 40, height: 20), paint: .solid(.white)))])))
        #expect(f.measured == "1.00:1")
    }

    @Test func shapesAboveTheTextAreIgnored() throws {
        let f = try #require(F.textFinding(F.scene([.text(F.text()), F.rect(Self.box, .solid(.black))])))
        #expect(f.measured == "21.00:1")
    }

    @Test func textIsAttributedToItsElementAndExemptWhenDisabled() throws {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let scene = { (enabled: Bool) in
            F.scene([F.rect(frame, .solid(F.green)), .text(F.text(paint: .solid(.white)))],
                    elements: [F.element(frame: frame, enabled: enabled)])
        }
        let enabled = F.audit(scene(true))
        #expect(enabled.sceneFindings.isEmpty)
        let active = try #require(enabled.elements[0].findings.first { $0.rule == .textContrast })
        #expect(active.verdict == .fail && active.elementIndex == 0)
        let disabled = try #require(F.audit(scene(false)).elements[0].findings.first { $0.rule == .textContrast })
        #expect(disabled.verdict == .exempt && disabled.measured == "2.22:1")
    }

    @Test func invisibleTextIsSkipped() {
        let scene = F.scene([.text(F.text(paint: .solid(.clear))), .text(F.text(opacity: 0)), .text(F.text(" "))])
        #expect(F.audit(scene).findings.isEmpty)
    }
}
