import Foundation
import Testing
@testable import StyleKit

@Suite struct CustomSymbolTests {
    /// A 24 × 24 icon: a square inset by 2 with a square hole.
    static let icon = "M2 2h20v20H2z M6 6v12h12V6z"

    @Test func viewBoxFillsTheStandardBoxHeight() throws {
        let glyph = try SymbolGlyph.custom(pathData: Self.icon, mapping: .viewBox(CGRect(x: 0, y: 0, width: 24, height: 24)), evenOdd: true)
        let scale: CGFloat = 0.92 / 24
        #expect(glyph.evenOdd && abs(glyph.width - 0.92) < 1e-12)
        #expect(glyph.ascent == SymbolGlyph.standardAscent && glyph.descent == SymbolGlyph.standardDescent)
        // The view box's top-left corner lands at (0, −ascent); the icon keeps its padding.
        guard case .move(let first) = glyph.path.elements.first else { Issue.record("no move"); return }
        #expect(abs(first.x - 2 * scale) < 1e-12 && abs(first.y - (2 * scale - 0.80)) < 1e-12)
        let ink = SymbolGeometry.inkBounds(glyph.path)
        #expect(abs(ink.maxY - (22 * scale - 0.80)) < 1e-12)
        // A view box not at the origin.
        let shifted = try SymbolGlyph.custom(pathData: "M12 12h24v24H12z", mapping: .viewBox(CGRect(x: 10, y: 10, width: 28, height: 28)))
        guard case .move(let corner) = shifted.path.elements.first else { Issue.record("no move"); return }
        #expect(abs(corner.x - 2 * 0.92 / 28) < 1e-12 && abs(corner.y - (2 * 0.92 / 28 - 0.80)) < 1e-12)
    }

    @Test func templateGuidesPutTheBaselineAndCaplineWhereTheBuiltInsAre() throws {
        // Guides as a template file might have them: baseline at y = 696, capline at 625.5, margins at 10 and 110.
        let mapping = CustomSymbolMapping.template(baseline: 696, capline: 625.5, leftMargin: 10, rightMargin: 110)
        let glyph = try SymbolGlyph.custom(pathData: "M20 696 L100 696 L60 625.5 Z", mapping: mapping)
        let scale = 0.68 / 70.5
        let ink = SymbolGeometry.inkBounds(glyph.path)
        #expect(abs(ink.maxY) < 1e-12, "baseline → y = 0")
        #expect(abs(ink.minY + 0.68) < 1e-12, "capline → the cap height, twice the symbol axis")
        #expect(abs(ink.midY - SymbolGlyph.axisY) < 1e-12, "so a cap-height glyph centres on the axis like the built-ins")
        #expect(abs(glyph.width - 100 * scale) < 1e-12 && abs(ink.minX - 10 * scale) < 1e-12, "margins → the advance")
        // Without margins: the ink plus the standard side bearings.
        let bare = try SymbolGlyph.custom(pathData: "M20 696 L100 696 L60 625.5 Z", mapping: .template(baseline: 696, capline: 625.5))
        let bareInk = SymbolGeometry.inkBounds(bare.path)
        #expect(abs(bareInk.minX - 0.03) < 1e-12 && abs(bare.width - (80 * scale + 0.06)) < 1e-12)
    }

    @Test func inkBeyondTheStandardBoxGrowsTheBox() throws {
        let tall = try SymbolGlyph.custom(pathData: "M0 -10 L10 -10 L10 30 Z", mapping: .template(baseline: 20, capline: 10))
        let ink = SymbolGeometry.inkBounds(tall.path)
        #expect(abs(tall.ascent - 2.04) < 1e-12 && tall.ascent == -ink.minY)
        #expect(abs(tall.descent - 0.68) < 1e-12)
    }

    @Test func badInputIsAClearError() {
        #expect(throws: CustomSymbolError.pathData(SVGPathDataError(offset: 5, message: "unexpected 'X'; expected a command"))) {
            try SymbolGlyph.custom(pathData: "M0 0 X", mapping: .viewBox(CGRect(x: 0, y: 0, width: 24, height: 24)))
        }
        #expect(throws: CustomSymbolError.mapping("the symbol has no outline")) {
            try SymbolGlyph.custom(pathData: "", mapping: .viewBox(CGRect(x: 0, y: 0, width: 24, height: 24)))
        }
        #expect(throws: CustomSymbolError.self) {
            try SymbolGlyph.custom(pathData: "M0 0 L1 1", mapping: .template(baseline: 10, capline: 20))
        }
        #expect(throws: CustomSymbolError.self) {
            try SymbolGlyph.custom(pathData: "M0 0 L1 1", mapping: .template(baseline: 20, capline: 10, leftMargin: 5, rightMargin: 5))
        }
        #expect(throws: CustomSymbolError.self) {
            try SymbolGlyph.custom(pathData: "M0 0 L1 1", mapping: .viewBox(CGRect(x: 0, y: 0, width: 0, height: 24)))
        }
        let message = "\(CustomSymbolError.pathData(SVGPathDataError(offset: 3, message: "exponent without digits")))"
        #expect(message == "invalid path data at character 3: exponent without digits")
    }

    @Test func aCustomSymbolDrawsThroughImageAndOverridesABuiltInOne() throws {
        let glyph = try SymbolGlyph.custom(pathData: Self.icon, mapping: .viewBox(CGRect(x: 0, y: 0, width: 24, height: 24)), evenOdd: true)
        var library = SymbolLibrary.builtIn
        library.register(glyph, named: "brand.frame")
        library.register(glyph, named: "heart.fill")
        var environment = EnvironmentValues()
        environment.symbolLibrary = library
        var drawn: [SymbolNode] = []
        try HStack {
            Image(systemName: "brand.frame")
            Image(systemName: "heart").symbolVariant(.fill)
            Image(systemName: "brand.frame").imageScale(.large)
        }.resolveNode(in: ResolveContext(environment: environment)).visit { if case .symbol(let s) = $0 { drawn.append(s) } }
        #expect(drawn.map(\.name) == ["brand.frame", "heart.fill", "brand.frame"])
        #expect(drawn[0].glyph == glyph && drawn[1].glyph == glyph, "custom over built-in, variants included")
        #expect(drawn[2].glyph == glyph.scaled(by: Image.Scale.large.factor))
        #expect(drawn.allSatisfy { $0.missing == nil })
    }
}
