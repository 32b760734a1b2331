import Foundation
import Testing
@testable import StyleKit

/// `BrandKit` (UIKitStyleHelpers.swift) compiled against `import UIKit` alone.
@Suite struct UIKitOnlyTests {
    @Test func uikitTypesAndGeometryCompileAndCarryValues() throws {
        #expect(BrandKit.title.pointSize == 22)
        #expect(BrandKit.body.pointSize == 17 && BrandKit.body.lineHeight == 22)
        #expect(try #require(BrandKit.brand).familyName == "Avenir Next")
        #expect(BrandKit.corner == 12 && BrandKit.badge.width == 24)
        #expect(UIFont.systemFont(ofSize: 12, weight: .heavy).withSize(30).pointSize == 30)
        #expect(type(of: BrandKit.literal) == UIColor.self)
        let dark = BrandKit.muted.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark == BrandKit.muted.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(dark != BrandKit.muted.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
    }
}

@Suite struct UIKitFontDescriptorTests {
    @Test func descriptorFontsWrittenAgainstUIKitDrawTheirTextStyle() {
        let title = Font(DescriptorFonts.boldTitle()).resolve()
        #expect(title.size == 28 && title.weight == 700)
        #expect(DescriptorFonts.scaledBrand().pointSize == 17)
        #expect(Font(DescriptorFonts.scaledBrand()).resolve(dynamicTypeSize: .accessibility1).size > 17)
    }
}

@Suite struct UIKitInputTraitTests {
    @Test func inputTraitTypesAndViewsCompileWithUIKitAlone() {
        #expect(InputTraits.keyboard == .emailAddress && InputTraits.content.rawValue == "password")
        #expect(InputTraits.capitalization == .words)
        let container = InputTraits.container()
        #expect(container.subviews.count == 1 && container.subviews[0].superview === container)
        #expect(container.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }
}
