import Foundation
import Fonts
import Testing
@testable import GalleryLayout
@testable import StyleKit

/// One label per script over the default chain at 17 pt: the faces used, HarfBuzz's glyph ids, advances and
/// positions in visual order (`Goldens/scripts/*.txt`). The goldens are what a reviewer reads to check that
/// each script took its pinned face and shaped (joined, reordered, kerned).
@Suite struct ScriptShapingGoldenTests {
    static let labels: [(name: String, text: String)] = [
        ("latin", "Tap Me! AVATAR fi"),
        ("hebrew", "\u{05E9}\u{05DC}\u{05D5}\u{05DD} \u{05E2}\u{05D5}\u{05DC}\u{05DD}"),
        ("arabic", "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627} \u{0628}\u{0627}\u{0644}\u{0639}\u{0627}\u{0644}\u{0645}"),
        ("japanese", "\u{3053}\u{3093}\u{306B}\u{3061}\u{306F}\u{4E16}\u{754C}"),
        ("devanagari", "\u{0928}\u{092E}\u{0938}\u{094D}\u{0924}\u{0947} \u{0926}\u{0941}\u{0928}\u{093F}\u{092F}\u{093E}"),
        ("thai", "\u{0E2A}\u{0E27}\u{0E31}\u{0E2A}\u{0E14}\u{0E35}\u{0E04}\u{0E23}\u{0E31}\u{0E1A}"),
        ("mixed-latin-hebrew", "Save \u{05E9}\u{05DC}\u{05D5}\u{05DD} now"),
    ]

    static func dump(_ text: String, layout: TextLayout) -> String {
        func n(_ v: Double) -> String { String(format: "%.3f", v) }
        var lines = ["text: \(text)", "scalars: \(text.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " "))",
                     "direction: \(layout.direction.rawValue)",
                     "size: 17  width: \(n(layout.width))  ascent: \(n(layout.ascent))  descent: \(n(layout.descent))  lineHeight: \(n(layout.lineHeight))"]
        for (index, face) in layout.faces.enumerated() {
            let record = face.record
            lines.append("face \(index): \(record.postScriptName) \(record.shortVersion) \((record.file as NSString).lastPathComponent)#\(record.faceIndex) sha256 \(record.sha256.prefix(16))")
        }
        lines.append("glyphs (visual order): face glyph cluster x y advance")
        for glyph in layout.glyphs {
            lines.append("  \(glyph.face) \(glyph.glyph) \(glyph.cluster) \(n(glyph.x)) \(n(glyph.y)) \(n(glyph.advance))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: labels.map(\.name))
    func labelMatchesGolden(name: String) throws {
        let text = try #require(Self.labels.first { $0.name == name }?.text)
        let library = FontLibrary.shared
        let chain = try library.chain(for: FontRequest(family: "Inter"))
        try #require(library.missingPinnedFiles.isEmpty, "pinned fonts missing: \(library.missingPinnedFiles); run scripts/setup.sh")
        let layout = TextShaper.layout(text, chain: chain, size: 17)
        #expect(layout.missingScalars.isEmpty)
        #expect(!layout.glyphs.contains { $0.glyph == 0 })
        try goldens.check(Self.dump(text, layout: layout), named: "scripts/\(name).txt")
    }

    /// The scene of a mixed label records both faces and the resolved direction.
    @Test func sceneRecordsFacesAndDirection() throws {
        let node = try StyleKit.Text("\u{05E9}\u{05DC}\u{05D5}\u{05DD} ok").resolveNode(in: ResolveContext())
        let scene = try LayoutEngine().layout(node)
        let text = try #require(allTexts(scene.root).first)
        #expect(text.direction == .rightToLeft)
        #expect(Set(scene.faces.map(\.family)).isSuperset(of: ["Noto Sans Hebrew"]))
        #expect(scene.missingGlyphs.isEmpty)
    }

    /// The environment's right-to-left direction makes a Latin label's paragraph right to left.
    @Test func environmentDirectionOverridesTheFirstStrongCharacter() throws {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let node = try StyleKit.Text("OK!").resolveNode(in: ResolveContext(environment: environment))
        let text = try #require(allTexts(try LayoutEngine().layout(node).root).first)
        #expect(text.direction == .rightToLeft)
    }

    /// A character no pinned face has becomes a finding-ready record on the scene and a warning.
    @Test func missingGlyphsReachTheScene() throws {
        let node = try StyleKit.Text("A\u{10FFFD}").resolveNode(in: ResolveContext())
        let scene = try LayoutEngine().layout(node)
        let missing = try #require(scene.missingGlyphs.first)
        #expect(missing.scalars == ["\u{10FFFD}"])
        #expect(missing.message.hasPrefix("missing glyphs for U+10FFFD"))
        #expect(scene.warnings.contains { $0.contains("U+10FFFD") })
    }
}

@Suite struct WrappedBidiTests {
    /// A right-to-left paragraph wrapped so that its second line starts with a Latin word: that line keeps
    /// the paragraph's direction (the Latin word sits at the right end), it does not turn left to right.
    @Test func wrappedLinesKeepTheParagraphDirection() throws {
        let text = "\u{05E9}\u{05DC}\u{05D5}\u{05DD} \u{05E2}\u{05D5}\u{05DC}\u{05DD} Hello \u{05D0}"
        let node = try StyleKit.Text(text).resolveNode(in: ResolveContext())
        let scene = try LayoutEngine().layout(node, width: 80)
        let lines = allTexts(scene.root)
        try #require(lines.count >= 2)
        #expect(lines.allSatisfy { $0.direction == .rightToLeft })
        let second = try #require(lines.first { $0.string.hasPrefix("Hello") })
        #expect(second.direction == .rightToLeft)
    }
}
