import Foundation
import Testing
@testable import StyleKit

@Suite struct FontSurfaceTests {
    @Test func customFontsKeepTheirFamilyAndScaleAsDocumented() throws {
        let scaled = Font.custom("Avenir Next", size: 20).resolve(dynamicTypeSize: .xLarge)
        #expect(scaled.family == "Avenir Next")
        #expect(abs(scaled.size - 20 * 19 / 17) < 1e-9, "custom(_:size:) scales with body")
        let caption = Font.custom("Avenir Next", size: 12, relativeTo: .caption).resolve(dynamicTypeSize: .xxLarge)
        #expect(caption.size == 16, "12 × 16/12")
        let fixed = Font.custom("Avenir Next", fixedSize: 20).resolve(dynamicTypeSize: .accessibility5)
        #expect(fixed.size == 20 && fixed.lineHeight == 24)
        #expect(Font.custom("Avenir Next", size: 20).resolve().description == "system 20pt w400 family=\"Avenir Next\"")
    }

    @Test func widthAndDesignFromFontAndModifiers() throws {
        #expect(Font.body.width(.condensed).resolve().description == "body 17pt w400 condensed")
        #expect(Font.body.width(.standard).resolve().width == nil, "standard is the default width")
        let run = try #require(try firstRun(Text("a").fontWidth(.expanded).fontDesign(.rounded)))
        #expect(run.font.width == .expanded && run.font.design == .rounded)
        let inherited = try #require(try firstRun(VStack { Text("a") }.fontDesign(.serif).fontWidth(.compressed)))
        #expect(inherited.font.design == .serif && inherited.font.width == .compressed)
        let own = try #require(try firstRun(VStack { Text("a").font(.body.monospaced()) }.fontDesign(.serif)))
        #expect(own.font.design == .monospaced, "a font that chose its design keeps it")
        let textWins = try #require(try firstRun(Text("a").fontDesign(.rounded).font(.body.monospaced())))
        #expect(textWins.font.design == .rounded, "Text.fontDesign overrides the font's design")
    }
}
