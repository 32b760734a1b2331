import Foundation
@testable import GalleryAudit
@testable import GalleryLayout
@testable import StyleKit
import Testing

@Suite("Element rules: non-text contrast, target size, activation point, name")
struct ElementRuleTests {
    typealias F = AuditFixtures

    func finding(_ rule: Finding.Rule, _ scene: Scene, background: RGBA = .white) throws -> Finding {
        try #require(F.audit(scene, background: background).elements.first?.findings.first { $0.rule == rule })
    }

    // MARK: Non-text contrast (1.4.11)

    static let track = CGRect(x: 0, y: 0, width: 51, height: 31)

    func toggle(_ trackColor: RGBA, enabled: Bool = true) -> Scene {
        F.scene([
            F.shape(.roundedRect(Self.track, rx: 15.5, ry: 15.5), .solid(trackColor), role: "Capsule"),
            F.shape(.ellipse(CGRect(x: 22, y: 2, width: 27, height: 27)), .solid(.white), role: "Circle"),
        ], elements: [F.element(.switch, label: "Wi-Fi", frame: Self.track, enabled: enabled)])
    }

    @Test func greenSwitchFailsNonTextContrast() throws {
        let f = try finding(.nonTextContrast, toggle(F.green))
        #expect(f.measured == "2.22:1" && f.verdict == .fail && f.required == "≥ 3:1")
        #expect(f.detail.contains("boundary Capsule: #34C759 vs #FFFFFF"))
        #expect(f.detail.contains("indicator Circle: #FFFFFF vs #34C759"))
    }

    @Test func darkTrackPassesOnItsKnob() throws {
        // Track #767676 vs white = 4.54:1 both against the page and the white knob.
        let f = try finding(.nonTextContrast, toggle(RGBA(hex: 0x767676)))
        #expect(f.measured == "4.54:1" && f.verdict == .pass)
    }

    @Test func strokedBorderIsTheBoundary() throws {
        let frame = CGRect(x: 10, y: 10, width: 80, height: 30)
        let border = SceneStroke(paint: .solid(.black), style: StrokeStyle(lineWidth: 1))
        // A control identified by its outline alone (no text): the outline is its boundary.
        let scene = F.scene([F.shape(.roundedRect(frame, rx: 6, ry: 6), nil, stroke: border, role: "Outline")],
                            elements: [F.element(frame: frame)])
        let f = try finding(.nonTextContrast, scene)
        #expect(f.measured == "21.00:1" && f.verdict == .pass)
    }

    @Test func translucentFillIsComposited() throws {
        // 50 % black on white = gray 0.5 → 3.98:1 against the page.
        let frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        let scene = F.scene([F.rect(frame, .solid(.black), opacity: 0.5)], elements: [F.element(frame: frame)])
        #expect(try finding(.nonTextContrast, scene).measured == "3.98:1")
    }

    @Test func backdropLargerThanTheElementIsNotItsBoundary() throws {
        let frame = CGRect(x: 20, y: 20, width: 60, height: 30)
        let scene = F.scene([F.rect(CGRect(x: 0, y: 0, width: 200, height: 100), .solid(.black)),
                             .text(F.text(frame: frame, paint: .solid(.white)))],
                            elements: [F.element(frame: frame)])
        let f = try finding(.nonTextContrast, scene)
        #expect(f.verdict == .notApplicable && f.detail.hasPrefix("a text-labelled control needs no visible boundary"))
        let bare = F.scene([F.rect(CGRect(x: 0, y: 0, width: 200, height: 100), .solid(.black))], elements: [F.element(frame: frame)])
        #expect(try finding(.nonTextContrast, bare).detail == "no visual boundary or icon to measure")
    }

    @Test func aTextLabelledButtonNeedsNoBoundaryEvenWhenItsPlateIsFaint() throws {
        // Understanding 1.4.11: the text identifies the button; a #F2F2F7 plate on white (1.11:1) is fine.
        let frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        let scene = F.scene([F.shape(.roundedRect(frame, rx: 10, ry: 10), .solid(RGBA(hex: 0xF2F2F7)), role: "RoundedRectangle"),
                             .text(F.text("Sign in", frame: frame.insetBy(dx: 16, dy: 12), paint: .solid(.black)))],
                            elements: [F.element(label: "Sign in", frame: frame)])
        #expect(try finding(.nonTextContrast, scene).verdict == .notApplicable)
    }

    func iconButton(_ ink: RGBA) -> Scene {
        let frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        let plate = F.shape(.ellipse(frame), .solid(RGBA(hex: 0xF2F2F7)), role: "Circle")
        var heart = Path()
        heart.addEllipse(in: CGRect(x: 12, y: 12, width: 20, height: 20))
        let icon = F.shape(.path(heart), .solid(ink), role: "symbol heart.fill")
        return F.scene([plate, icon], elements: [F.element(label: "Like", frame: frame)])
    }

    @Test func anIconOnlyButtonsIconNeedsThreeToOneAgainstWhatIsBehindIt() throws {
        let faint = try finding(.nonTextContrast, iconButton(RGBA(hex: 0xC7C7CC)))
        #expect(faint.verdict == .fail && faint.detail.hasPrefix("icon heart.fill: #C7C7CC vs #F2F2F7"))
        #expect(faint.measured == "1.51:1", "(0.887 + 0.05) / (0.571 + 0.05) by hand")
        let suggestion = try #require(faint.suggestion)
        #expect(suggestion.hasPrefix("icon heart.fill: #") && suggestion.contains("would pass") && suggestion.contains("darker"))
        let strong = try finding(.nonTextContrast, iconButton(F.blue))
        #expect(strong.verdict == .pass)
    }

    @Test func overAGradientTheWorstSideCounts() throws {
        // A plate from black (left) to white (right) on white: its right side is invisible.
        let frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let gradient = ScenePaint.linear(stops: [ResolvedStop(color: .black, location: 0), ResolvedStop(color: .white, location: 1)],
                                         start: CGPoint(x: 0, y: 20), end: CGPoint(x: 100, y: 20))
        let scene = F.scene([F.shape(.rect(frame), gradient, role: "Rectangle")], elements: [F.element(frame: frame)])
        let f = try finding(.nonTextContrast, scene)
        #expect(f.verdict == .fail && (f.measuredValue ?? 21) < 1.2, "\(f.detail)")
    }

    @Test func onlyWCAGCriteriaAreWCAGFailures() throws {
        // The activation point outside every tap region fails VoiceOver's check, not a WCAG criterion.
        let frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        var element = F.element(.button, label: "OK", frame: frame, hitRegions: [HitRegion(frame: CGRect(x: 0, y: 0, width: 10, height: 10), kind: .tap(count: 1))])
        element.activationPoint = CGPoint(x: 50, y: 50)
        let report = F.audit(F.scene([], elements: [element]))
        #expect(report.failures.map(\.rule).contains(.activationPoint))
        #expect(!report.wcagFailures.map(\.rule).contains(.activationPoint))
        #expect(Finding.Rule.activationPoint.standard.id == "voiceover" && Finding.Rule.recommendedTargetSize.standard.id == "apple-hig")
        #expect(Finding.Rule.nonTextContrast.standard.url == "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html")
    }

    @Test func disabledSwitchIsExemptButMeasured() throws {
        let f = try finding(.nonTextContrast, toggle(F.green, enabled: false))
        #expect(f.verdict == .exempt && f.measured == "2.22:1")
        #expect(try finding(.targetSize, toggle(F.green, enabled: false)).verdict == .exempt)
    }

    // MARK: Target size (2.5.8, HIG 44)

    @Test func hitRegion29x27PassesMinimumButNotRecommended() throws {
        let frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let region = HitRegion(frame: CGRect(x: 5, y: 7, width: 29, height: 27), kind: .tap(count: 1))
        let scene = F.scene([], elements: [F.element(frame: frame, hitRegions: [region])])
        let minimum = try finding(.targetSize, scene)
        #expect(minimum.measured == "29×27 pt" && minimum.verdict == .pass && minimum.required == "≥ 24×24 pt")
        let recommended = try finding(.recommendedTargetSize, scene)
        #expect(recommended.measured == "29×27 pt" && recommended.verdict == .fail && recommended.required == "≥ 44×44 pt")
    }

    @Test func targetIsTheUnionOfHitRegionsElseTheFrame() throws {
        let frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let regions = [HitRegion(frame: CGRect(x: 0, y: 0, width: 30, height: 20), kind: .tap(count: 1)),
                       HitRegion(frame: CGRect(x: 0, y: 10, width: 10, height: 34.5), kind: .drag(minimumDistance: 10))]
        #expect(try finding(.targetSize, F.scene([], elements: [F.element(frame: frame, hitRegions: regions)])).measured == "30×44.5 pt")
        let bare = try finding(.targetSize, F.scene([], elements: [F.element(frame: CGRect(x: 0, y: 0, width: 23.9, height: 40), hitRegions: [])]))
        #expect(bare.measured == "23.9×40 pt" && bare.verdict == .fail && bare.detail.hasPrefix("element frame"))
    }

    // MARK: Activation point

    @Test func activationPointOutsideTheOnlyHitRegionFails() throws {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        let region = HitRegion(frame: CGRect(x: 60, y: 0, width: 40, height: 44), kind: .tap(count: 1))
        let scene = F.scene([], elements: [F.element(frame: frame, activationPoint: CGPoint(x: 20, y: 22), hitRegions: [region])])
        let f = try finding(.activationPoint, scene)
        #expect(f.verdict == .fail && f.measured == "(20, 22)")
        #expect(f.detail.contains("(20, 22)") && f.detail.contains("tap 40×44 at (60, 0)"))
        #expect(F.audit(scene).elements[0].activationPointIsInteractive == false)
    }

    @Test func activationPointRules() throws {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        // Frame centre inside a tap region.
        #expect(try finding(.activationPoint, F.scene([], elements: [F.element(frame: frame)])).verdict == .pass)
        // Long press counts as a press.
        let press = HitRegion(frame: frame, kind: .longPress(minimumDuration: 0.5, maximumDistance: 10))
        #expect(try finding(.activationPoint, F.scene([], elements: [F.element(frame: frame, hitRegions: [press])])).verdict == .pass)
        // A drag-only region does not react to an activation.
        let drag = HitRegion(frame: frame, kind: .drag(minimumDistance: 0))
        #expect(try finding(.activationPoint, F.scene([], elements: [F.element(frame: frame, hitRegions: [drag])])).verdict == .fail)
        // No gesture recorded: the frame is the tap target.
        #expect(try finding(.activationPoint, F.scene([], elements: [F.element(frame: frame, hitRegions: [])])).verdict == .pass)
        let outside = F.element(frame: frame, activationPoint: CGPoint(x: 150, y: 22), hitRegions: [])
        #expect(try finding(.activationPoint, F.scene([], elements: [outside])).verdict == .fail)
    }

    // MARK: Accessible name

    @Test func emptyLabelFails() throws {
        let frame = CGRect(x: 0, y: 0, width: 51, height: 31)
        let unnamed = try finding(.accessibleName, F.scene([], elements: [F.element(.switch, label: "", frame: frame)]))
        #expect(unnamed.verdict == .fail && unnamed.subject == "switch (no label)")
        let blank = try finding(.accessibleName, F.scene([], elements: [F.element(.switch, label: "  ", frame: frame)]))
        #expect(blank.verdict == .fail)
        let named = try finding(.accessibleName, F.scene([], elements: [F.element(.switch, label: "Wi-Fi", frame: frame)]))
        #expect(named.verdict == .pass && named.subject == "switch \"Wi-Fi\"")
    }
}

@Suite struct MissingSymbolRuleTests {
    @Test func placeholderSymbolsBecomeFindingsOnTheirElement() throws {
        let element = AuditFixtures.element(frame: CGRect(x: 0, y: 0, width: 60, height: 44))
        var scene = AuditFixtures.scene([], elements: [element])
        scene.missingSymbols = [
            SceneMissingSymbol(name: "chevron.rigth", suggestions: ["chevron.right", "chevron.left"],
                               callSite: CallSite(fileID: "Brand/Styles.swift", line: 14), frame: CGRect(x: 8, y: 12, width: 17, height: 20)),
            SceneMissingSymbol(name: "nope", suggestions: [], callSite: nil, frame: CGRect(x: 200, y: 200, width: 10, height: 10)),
        ]
        let report = AuditFixtures.audit(scene)
        let onElement = try #require(report.elements.first?.findings.first { $0.rule == .missingSymbol })
        #expect(onElement.verdict == .fail && onElement.elementIndex == 0)
        #expect(onElement.subject == #"Image(systemName: "chevron.rigth")"#)
        #expect(onElement.detail == #"unknown system symbol "chevron.rigth", drawn as a placeholder (did you mean "chevron.right" or "chevron.left"?); named at Brand/Styles.swift:14"#)
        #expect(onElement.warning == #"Brand/Styles.swift:14: warning: unknown system symbol "chevron.rigth", drawn as a placeholder (did you mean "chevron.right" or "chevron.left"?)"#)
        #expect(onElement.rule.reference.hasPrefix("StyleGallery"))
        // Outside every element: a scene finding.
        let loose = try #require(report.sceneFindings.first)
        #expect(loose.rule == .missingSymbol && loose.elementIndex == nil)
        #expect(loose.warning == #"warning: unknown system symbol "nope", drawn as a placeholder"#)
        #expect(report.findings(for: .missingSymbol).count == 2)
    }
}

@Suite struct MissingGlyphsRuleTests {
    @Test func textWithCharactersNoFaceHasBecomesAFindingOnItsElement() throws {
        let element = AuditFixtures.element(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        var scene = AuditFixtures.scene([], elements: [element])
        scene.missingGlyphs = [SceneMissingGlyphs(text: "Go \u{10FFFD}\u{E0001}", scalars: ["\u{10FFFD}", "\u{E0001}"],
                                                  frame: CGRect(x: 10, y: 12, width: 80, height: 20))]
        let report = AuditFixtures.audit(scene)
        let finding = try #require(report.elements.first?.findings.first { $0.rule == .missingGlyphs })
        #expect(finding.verdict == .fail && finding.elementIndex == 0)
        #expect(finding.detail.hasPrefix("missing glyphs for U+10FFFD U+E0001 in \"Go"))
        #expect(finding.warning?.hasPrefix("warning: missing glyphs for U+10FFFD U+E0001") == true)
        #expect(finding.rule.reference.hasPrefix("StyleGallery"))
    }
}

@Suite struct PlatformViewPlaceholderRuleTests {
    @Test func aPlatformViewIsAFindingNamingItsType() throws {
        let element = AuditFixtures.element(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        var scene = AuditFixtures.scene([], elements: [element])
        scene.missingSymbols = [SceneMissingSymbol(name: "MapView", suggestions: [], callSite: nil,
                                                   frame: CGRect(x: 0, y: 0, width: 120, height: 44), kind: .platformView("UIViewRepresentable"))]
        let finding = try #require(AuditFixtures.audit(scene).elements.first?.findings.first { $0.rule == .missingSymbol })
        #expect(finding.subject == "UIViewRepresentable MapView")
        #expect(finding.required == "a SwiftUI view")
        #expect(finding.detail.hasPrefix("UIViewRepresentable MapView is drawn as a labelled placeholder"))
    }
}
