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

    @Test func aFormatterOverridingGetObjectValueFormatsAndParses() {
        let formatter = GroupingFormatter()
        #expect(formatter.string(for: "4242424242424242") == "4242 4242 4242 4242")
        var value: AnyObject?
        #expect(formatter.getObjectValue(&value, for: "4242 4242", errorDescription: nil))
        #expect((value as? NSString) == "42424242")
        // The formatter's own check, called on it; through a `Formatter` reference the stand-in accepts.
        var long = "42424242424242424242" as NSString
        #expect(!formatter.isPartialStringValid(&long, proposedSelectedRange: nil, originalString: "",
                                                originalSelectedRange: NSRange(location: 0, length: 0), errorDescription: nil))
        #expect(EditCheck.accepts(formatter, "42424242424242424242"))
    }

    @Test func graphicsFontRegistrationTakesFontDataAndRefusesTheRest() throws {
        // A TrueType file starts with the version 0x00010000, an OpenType one with "OTTO".
        #expect(GraphicsFontRegistration.register(Data([0, 1, 0, 0]) + Data(count: 60)))
        #expect(GraphicsFontRegistration.register(Data("OTTO".utf8) + Data(count: 60)))
        #expect(!GraphicsFontRegistration.register(Data("not a font".utf8)), "CGFont(provider) is nil for other data")
        #expect(!GraphicsFontRegistration.register(url: URL(fileURLWithPath: "/no/such/font.ttf")), "no provider for a missing file")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("graphics-font-\(UUID().uuidString).otf")
        try (Data("OTTO".utf8) + Data(count: 60)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(GraphicsFontRegistration.register(url: file))
    }
}

/// Target–action, gesture recognizers, layout priorities, labels and TextKit 1 as design systems' platform
/// views use them (UIKitStyleHelpers.swift), with UIKit alone.
@Suite struct UIKitTargetActionTests {
    @Test @MainActor func aCopyableLabelKeepsItsRecognizerPrioritiesAndEditActions() throws {
        let label = CopyableLabel(frame: CGRect(x: 10, y: 20, width: 100, height: 30))
        label.text = "PNR 4K2JQ"
        let recognizer = try #require(label.gestureRecognizers?.first as? UILongPressGestureRecognizer)
        #expect(recognizer.view === label && recognizer.state == .possible, "nothing presses a label in a render")
        #expect(recognizer.targetActions.map(\.action) == [Selector("handleLongPress")] && recognizer.targetActions[0].target === label)
        #expect(recognizer.minimumPressDuration == 0.5)
        label.handleLongPress(recognizer)
        #expect(label.contentHuggingPriority(for: .horizontal) == .required)
        #expect(label.contentHuggingPriority(for: .vertical).rawValue == 749)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh, "UIKit's default")
        #expect(label.canPerformAction(Selector("copy(_:)"), withSender: nil) && !label.canPerformAction(Selector("paste(_:)"), withSender: nil))
        label.copy(nil)
        #expect(UIPasteboard.general.string == "PNR 4K2JQ")
        #expect(label.isAccessibilityElement && label.accessibilityTraits == .staticText)
        #expect(label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail, "UILabel's defaults")
        #expect(!UILabel(frame: .zero).isUserInteractionEnabled, "a plain label takes no touches")
        label.removeGestureRecognizer(recognizer)
        #expect(label.gestureRecognizers?.isEmpty == true && recognizer.view == nil)
    }

    @Test @MainActor func recognizersReportTheCentreOfTheirViewInAnotherViewsCoordinates() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = UIView(frame: CGRect(x: 16, y: 100, width: 300, height: 200))
        let label = CopyableLabel(frame: CGRect(x: 10, y: 20, width: 100, height: 30))
        window.addSubview(card)
        card.addSubview(label)
        let recognizer = label.gestureRecognizers![0]
        #expect(recognizer.location(in: label) == CGPoint(x: 50, y: 15))
        #expect(recognizer.location(in: card) == CGPoint(x: 60, y: 35))
        #expect(recognizer.location(in: nil) == CGPoint(x: 76, y: 135))
        #expect(card.convert(CGPoint(x: 76, y: 135), from: nil) == CGPoint(x: 60, y: 35))
    }

    @Test @MainActor func controlsKeepTargetsAndActionsUntilRemoved() {
        let control = SubmitControl(frame: .zero)
        #expect(control.actions(forTarget: control, forControlEvent: .touchUpInside) == ["submit"])
        #expect(control.actions(forTarget: control, forControlEvent: .valueChanged) == nil)
        #expect(control.allTargets.count == 1)
        #expect(control.gestureRecognizers?.first is UITapGestureRecognizer)
        control.removeTarget(control, action: Selector("submit"), for: .touchUpInside)
        #expect(control.actions(forTarget: control, forControlEvent: .touchUpInside) == nil && control.allTargets.isEmpty)
    }

    @Test @MainActor func textKitObjectsLinkUpAndLayOutNothing() {
        let (view, storage) = LinkTextKit.textView("Terms and conditions")
        let manager = view.layoutManager
        #expect(view.textContainer.layoutManager === manager && manager.textContainers.count == 1)
        #expect(manager.textStorage?.string == "Terms and conditions" && view.textStorage === storage && storage.layoutManagers.first === manager)
        #expect(manager.glyphRange(for: view.textContainer) == NSRange(location: 0, length: 20))
        #expect(manager.usedRect(for: view.textContainer) == .zero, "no TextKit layout in a render")
        #expect(view.textContainer.size.width == 200 && view.textContainer.lineFragmentPadding == 0)
        let plain = UITextView(frame: .zero)
        #expect(plain.textContainer.lineFragmentPadding == 5 && plain.layoutManager.textContainers.first === plain.textContainer)
        let made = plain.layoutManager
        #expect(plain.layoutManager === made && plain.textStorage.layoutManagers.first === made, "a view's own TextKit objects stay")
        #expect(UITextItemInteraction.presentActions.rawValue == 1)
    }

    @Test func layoutPrioritiesHaveUIKitsValues() {
        #expect([UILayoutPriority.required, .defaultHigh, .defaultLow, .fittingSizeLevel].map(\.rawValue) == [1000, 750, 250, 50])
        let literal: UILayoutPriority = 999
        #expect(literal < .required && UILayoutPriority(rawValue: 500) > .defaultLow)
    }
}

/// ProcessOutCoreUI's UIKit outside its views (UIKitStyleHelpers.swift's `CoreUIKit`), with UIKit alone.
@Suite struct CoreUIKitTests {
    @Test func contentSizeCategoriesScaleValuesAsTheirDynamicTypeSizes() {
        #expect(CoreUIKit.scaled(17, at: .large) == 17)
        let ax = CoreUIKit.scaled(17, at: .accessibilityLarge)
        #expect(abs(ax - 17 * DynamicTypeTable.scale(.body, at: .accessibility2)) < 1e-9 && ax > 17)
        #expect(UIContentSizeCategory(ContentSizeCategory.extraSmall) == .extraSmall && UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIUserInterfaceStyle(ColorScheme.dark) == .dark && UIUserInterfaceStyle(ColorScheme.light) == .light)
        #expect(UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), .init(preferredContentSizeCategory: .small)])
            .userInterfaceStyle == .dark, "a trait the later collection leaves as the current one keeps the earlier value")
    }

    @Test func colorsConvertToSRGBAndGiveTheirComponents() throws {
        let white = try #require(CoreUIKit.luminance(UIColor(white: 1, alpha: 1)))
        let black = try #require(CoreUIKit.luminance(UIColor(red: 0, green: 0, blue: 0, alpha: 1)))
        #expect(abs(white - 1) < 1e-9 && abs(black) < 1e-9)
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).components == [0.2, 0.4, 0.6, 0.5])
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        #expect(UIColor.red.cgColor.converted(to: p3, intent: .defaultIntent, options: nil) == nil, "not converted: nil, as Core Graphics answers")
        #expect(CGColorSpace(name: "no such space") == nil)
    }

    @Test func featureSettingsCompileWithTheRegistrysNumbers() {
        let font = CoreUIKit.monospacedDigits(UIFont.systemFont(ofSize: 15))
        #expect(font.pointSize == 15)
        #expect(kNumberSpacingType == 6 && kMonospacedNumbersSelector == 0, "Number Spacing (6), monospaced (0)")
        #expect(UIFontDescriptor.FeatureKey.featureIdentifier == .type && UIFontDescriptor.FeatureKey.typeIdentifier == .selector)
        #expect([kProportionalNumbersSelector, kThirdWidthNumbersSelector, kQuarterWidthNumbersSelector] == [1, 2, 3] as [Int])
    }

    @Test func paragraphsKeepTabStopsAndEmptyStringsStartEmpty() {
        let (style, joined) = CoreUIKit.listParagraph()
        #expect(style.tabStops.map(\.location) == [20, 28] && style.tabStops[0].alignment == .right)
        #expect(joined.string == "1.\tItem" && NSAttributedString().length == 0)
        #expect(CoreUIKit.menuHidden.rawValue == "UIMenuControllerDidHideMenuNotification")
    }

    @Test @MainActor func textFieldPositionsCountUTF16Units() {
        let field = UITextField(frame: .zero)
        field.text = "4242 🙂"
        #expect(CoreUIKit.caret(in: field, at: 4) == 4)
        #expect(CoreUIKit.caret(in: field, at: 7) == 7, "the emoji is two UTF-16 units")
        #expect(CoreUIKit.caret(in: field, at: 8) == nil, "past the end")
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 7)
    }
}
