import Foundation
import Testing
import Fonts
@testable import GalleryLayout
@testable import StyleKit

/// A design system's own font file, given to the layout engine: `Font.custom` finds it by its PostScript
/// name without the font being installed. Needs Examples/AcmeDesignSystem's Lato-Bold.ttf (SIL OFL, in
/// the repository) and fails loudly without it.
@Suite struct ApplicationFontTests {
    static let lato = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/AcmeDesignSystem/Sources/AcmeDesign/Resources/Fonts/Lato-Bold.ttf").path

    @Test func customFontsResolveToTheDesignSystemsFile() throws {
        try #require(FileManager.default.fileExists(atPath: Self.lato), "Lato-Bold.ttf is missing at \(Self.lato)")
        let library = FontLibrary(applicationFonts: [Self.lato])
        #expect(library.unreadable.isEmpty)
        let measurer = TextMeasurer(library: library, aliases: ["Lato-Bold": .init(family: "Lato", weight: 700, italic: false)])
        let resolved = try Text("Buy").font(.custom("Lato-Bold", size: 17)).resolvedFontForTesting()
        var font = try #require(resolved)
        let face = try measurer.face(for: font)
        #expect(face.filePath == Self.lato, "the design system's own file, not an installed one")
        font.family = "Nonexistent-Font"
        #expect(try measurer.face(for: font).filePath != Self.lato, "an unknown name falls back to the default face")
    }
}

extension Text {
    /// The font this text resolves with in a default environment.
    fileprivate func resolvedFontForTesting() throws -> ResolvedFont? {
        guard case .text(let run) = try resolveNode(in: ResolveContext()) else { return nil }
        return run.font
    }
}
