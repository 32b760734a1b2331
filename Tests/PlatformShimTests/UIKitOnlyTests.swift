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
    @Test @MainActor func inputTraitTypesAndViewsCompileWithUIKitAlone() {
        #expect(InputTraits.keyboard == .emailAddress && InputTraits.content.rawValue == "password")
        #expect(InputTraits.capitalization == .words)
        let container = InputTraits.container()
        #expect(container.subviews.count == 1 && container.subviews[0].superview === container)
        #expect(container.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }
}

@Suite struct UIKitDeviceTests {
    @Test func deviceAndScreenAreTheIPhoneCanvas() {
        #expect(DeviceKit.isPhone && UIDevice.current.systemName == "iOS")
        #expect(DeviceKit.screenWidth == 393 && UIScreen.main.scale == 3)
    }

    @Test func colorComponentsRoundTrip() {
        #expect(DeviceKit.components(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)) == [0.2, 0.4, 0.6, 0.5])
        let darker = DeviceKit.darker(UIColor(hue: 0.5, saturation: 1, brightness: 0.8, alpha: 1), by: 0.3)
        let rgba = DeviceKit.components(darker)
        #expect(abs(rgba[0]) < 1e-9 && abs(rgba[1] - 0.5) < 1e-9 && abs(rgba[2] - 0.5) < 1e-9)
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: &alpha) && abs(white - 0.25) < 1e-9 && alpha == 1)
    }

    @Test func attributedStringKeysAndParagraphStylesCompile() throws {
        let attributes = DeviceKit.attributes()
        #expect(attributes.count == 5)
        let paragraph = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
        #expect(paragraph.lineSpacing == 4 && paragraph.alignment == .center)
        #expect(DeviceKit.shadowOffset.vertical == 2)
    }

    @Test func darkTraitsReachColorMathsThroughTheScreen() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        let components = EnvironmentValues.$current.withValue(environment) { DeviceKit.components(dynamic) }
        #expect(components == [1, 1, 1, 1])
    }
}

@Suite struct UIKitHapticsTests {
    @Test func feedbackGeneratorsCompileAndDoNothing() { #expect(Haptics.tap()) }

    @Test @MainActor func controlsAndTextInputCompileUnderUIKitAlone() {
        let field = CodeInputControl()
        field.insertText("12"); field.insertText("3"); field.deleteBackward()
        #expect(field.code == "12" && field.hasText)
        #expect(field.start(of: nil) == nil)
    }

    @Test func coreTextFontRegistrationCompilesUnderUIKitAlone() {
        #expect(BundledFontRegistration.register(URL(fileURLWithPath: "/no/such/font.ttf")) == (false, 101), "kCTFontManagerErrorFileNotFound")
    }
}
