import Foundation
import Testing
@testable import StyleKit

@Suite struct FontDescriptorTests {
    @Test func preferredDescriptorPlusWeightMakesTheBoldTextStyleFont() {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
        #expect(descriptor.pointSize == 28)
        let bold = descriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        let font = UIFont(descriptor: bold, size: descriptor.pointSize)
        let resolved = Font(font).resolve()
        #expect(resolved.size == 28 && resolved.weight == 700 && resolved.textStyle == "title")
        // Still a text style: it scales with the render's Dynamic Type size.
        #expect(Font(font).resolve(dynamicTypeSize: .xxxLarge).size > 28)
    }

    @Test func anExplicitOtherSizeIsFixed() {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let font = Font(UIFont(descriptor: descriptor, size: 20))
        #expect(font.resolve().size == 20 && font.resolve(dynamicTypeSize: .xxxLarge).size == 20)
        #expect(font.resolve().textStyle == nil)
    }

    @Test func sizeZeroKeepsTheDescriptorsSize() {
        let font = UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote), size: 0)
        #expect(font.pointSize == 13)
    }

    @Test func theDescriptorReadsTheDynamicTypeSizeOfTheViewBeingEvaluated() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xLarge
        let size = EnvironmentValues.$current.withValue(environment) {
            UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize
        }
        #expect(size == 19)
    }

    @Test func symbolicTraitsAndDesigns() throws {
        let base = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let italicBold = try #require(base.withSymbolicTraits([.traitItalic, .traitBold]))
        let resolved = Font(UIFont(descriptor: italicBold, size: 0)).resolve()
        #expect(resolved.italic && resolved.weight == 600)  // body's emphasized weight
        let rounded = try #require(base.withDesign(.rounded))
        #expect(Font(UIFont(descriptor: rounded, size: 0)).resolve().design == .rounded)
        let mono = try #require(base.withSymbolicTraits(.traitMonoSpace))
        #expect(Font(UIFont(descriptor: mono, size: 0)).resolve().design == .monospaced)
        #expect(UIFontDescriptor(name: "Avenir Next", size: 15).withDesign(.serif) == nil)
    }

    @Test func attributeDictionariesAcceptUIKitsValueTypes() {
        let descriptor = UIFontDescriptor(fontAttributes: [.family: "Avenir Next", .size: 15,
                                                           .traits: [UIFontDescriptor.TraitKey.weight: 0.3]])
        let resolved = Font(UIFont(descriptor: descriptor, size: 0)).resolve()
        #expect(resolved.family == "Avenir Next" && resolved.size == 15 && resolved.weight == 600)
        #expect(descriptor.fontAttributes[.family] as? String == "Avenir Next")
        let condensed = UIFontDescriptor().addingAttributes([.traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits.traitCondensed]])
        #expect(Font(UIFont(descriptor: condensed, size: 10)).resolve().width == .condensed)
    }

    @Test func fontDescriptorRoundTripsAFont() {
        let font = UIFont.systemFont(ofSize: 14, weight: .bold)
        let again = UIFont(descriptor: font.fontDescriptor, size: 0)
        #expect(again.pointSize == 14 && again.font.resolve().weight == 700)
    }

    @Test func fontMetricsScaleFontsAndValuesWithDynamicType() {
        let custom = UIFont(name: "Avenir Next", size: 17)!
        let scaled = Font(UIFontMetrics(forTextStyle: .body).scaledFont(for: custom))
        #expect(scaled.resolve().size == 17)
        #expect(scaled.resolve(dynamicTypeSize: .xLarge).size == 19)
        #expect(scaled.resolve().family == "Avenir Next")
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xLarge
        let value = EnvironmentValues.$current.withValue(environment) { UIFontMetrics.default.scaledValue(for: 17) }
        #expect(value == 19)
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
        let capped = EnvironmentValues.$current.withValue(environment) {
            UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 18)
        }
        #expect(capped.pointSize == 18)
    }

    @Test func fontNamesOfAFamily() {
        #expect(UIFont.fontNames(forFamilyName: "Inter") == ["Inter"])
        #expect(UIFont.fontNames(forFamilyName: "").isEmpty)
    }
}
