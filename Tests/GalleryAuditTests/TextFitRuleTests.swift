import Foundation
import Testing
@testable import GalleryAudit
@testable import GalleryLayout
@testable import StyleKit

/// Truncated, clipped and overlapping text, found on scenes laid out from views at the default size and at AX5.
@Suite struct TextFitRuleTests {
    let engine = LayoutEngine()

    func report(_ view: some View, width: CGFloat? = nil) throws -> AuditReport {
        let scene = try engine.layout(try view.resolveNode(in: ResolveContext()), width: width)
        return AuditFixtures.audit(scene)
    }

    /// A button whose label has a fixed width, one line, clipped to its capsule: fine at Large, not at AX5.
    func fixedWidthButton(_ title: String = "Continue", fixedSize: Bool = false) -> some View {
        Button(action: {}) {
            Group {
                if fixedSize { Text(title).fixedSize() } else { Text(title).lineLimit(1) }
            }
                .padding(.horizontal, 16)
                .frame(width: 170, height: 44)
                .background(Capsule().fill(Color.blue))
                .clipShape(Capsule())
        }
        .foregroundColor(.white)
    }

    @Test func aFixedWidthLabelIsTruncatedAtAX5() throws {
        let large = try report(fixedWidthButton().dynamicTypeSize(.large))
        #expect(large.findings(for: .textTruncated).isEmpty)

        let ax5 = try report(fixedWidthButton().dynamicTypeSize(.accessibility5))
        let finding = try #require(ax5.findings(for: .textTruncated).first)
        #expect(finding.verdict == .fail && !finding.isWCAGFailure)
        #expect(finding.subject == #"Text("Continue")"#)
        #expect(finding.measured.hasSuffix("\u{2026}\" at AX5"), "\(finding.measured)")
        #expect(finding.detail.contains("AX5 (body 53 pt) by lineLimit(1) in 138 pt"), "\(finding.detail)")
        #expect(finding.elementIndex == 0, "attributed to the button")
        #expect(finding.rule.standard == .appleHIG(title: "text adapts to every Dynamic Type size without truncation",
                                                   url: "https://developer.apple.com/design/human-interface-guidelines/typography#Supporting-Dynamic-Type"))
    }

    @Test func aFixedSizeLabelWiderThanItsCapsuleIsClippedAtAX5() throws {
        let large = try report(fixedWidthButton(fixedSize: true).dynamicTypeSize(.large))
        #expect(large.findings(for: .textClipped).isEmpty && large.findings(for: .textTruncated).isEmpty)
        let ax5 = try report(fixedWidthButton(fixedSize: true).dynamicTypeSize(.accessibility5))
        let finding = try #require(ax5.findings(for: .textClipped).first)
        #expect(finding.verdict == .fail && !finding.isWCAGFailure)
        #expect(finding.subject == #"Text("Continue")"#)
        #expect(finding.measured.contains("glyphs cut") && finding.measured.contains("outside its clipShape"), "\(finding.measured)")
        // "Continue" at 53 pt is ≈ 220 pt wide, centred in 170 pt: over 20 pt lost on each side.
        #expect((finding.measuredValue ?? 0) > 20)
        #expect(ax5.findings(for: .textTruncated).isEmpty, "a fixed-size text is never truncated")
    }

    @Test func textBeyondTheCanvasIsClipped() throws {
        let wide = Text("Overflowing title").fixedSize().frame(width: 60)
        #expect(try report(Text("Fits").fixedSize().frame(width: 60)).findings(for: .textClipped).isEmpty)
        let finding = try #require(try report(wide).findings(for: .textClipped).first)
        #expect(finding.measured.contains("outside the canvas"), "\(finding.measured)")
    }

    @Test func labelsThatGrowIntoEachOtherOverlapAtAX5() throws {
        func row() -> some View {
            VStack(spacing: 0) {
                Text("Title").frame(height: 24)
                Text("Subtitle").font(.footnote).frame(height: 24)
            }
        }
        #expect(try report(row().dynamicTypeSize(.large)).findings(for: .textOverlaps).isEmpty)
        let ax5 = try report(row().dynamicTypeSize(.accessibility5))
        let finding = try #require(ax5.findings(for: .textOverlaps).first)
        #expect(finding.subject == #"Text("Title") and Text("Subtitle")"#)
        #expect(finding.verdict == .fail && !finding.isWCAGFailure)
        #expect(ax5.findings(for: .textOverlaps).count == 1)
    }

    @Test func theLinesOfOneWrappedTextDoNotOverlapEachOther() throws {
        let paragraph = Text("The quick brown fox jumps over the lazy dog").frame(width: 120)
        #expect(try report(paragraph.dynamicTypeSize(.accessibility5)).findings(for: .textOverlaps).isEmpty)
    }

    @Test func theSeedButtonLabelsFitAtTheDefaultSize() throws {
        // Button labels of ordinary length in a stack: none of the three text rules fires at Large.
        let view = VStack {
            fixedWidthButton("Sign in")
            fixedWidthButton("Create account")
        }
        let rules: [Finding.Rule] = [.textTruncated, .textClipped, .textOverlaps]
        let report = try report(view)
        #expect(rules.allSatisfy { report.findings(for: $0).isEmpty }, "\(report.findings.filter { rules.contains($0.rule) })")
    }

    @Test func clipAndOverlapRulesReadHandBuiltScenes() throws {
        // Two 20 pt lines whose boxes cross by 6 pt, one of them inside a clip that cuts it.
        var a = AuditFixtures.text("A", frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        a.textIndex = 0
        var b = AuditFixtures.text("B", frame: CGRect(x: 10, y: 24, width: 40, height: 20))
        b.textIndex = 1
        let clipped = SceneGroup(clip: SceneClip(geometry: .rect(CGRect(x: 0, y: 0, width: 100, height: 35))), children: [.text(b)])
        let report = AuditFixtures.audit(AuditFixtures.scene([.text(a), .group(clipped)]))
        #expect(report.findings(for: .textOverlaps).first?.measured == "40×6 pt overlap")
        #expect(report.findings(for: .textClipped).first?.measured == "1 of 1 glyphs cut, 9 pt outside its clipShape")
        // The same two lines numbered as one text: not an overlap.
        b.textIndex = 0
        #expect(AuditFixtures.audit(AuditFixtures.scene([.text(a), .text(b)])).findings(for: .textOverlaps).isEmpty)
    }
}
