import Foundation
import Testing
@testable import StyleKit

/// UIKit and Core Graphics API that Orbit's design system (ZuperInc/orbit-swiftui) calls (StyleKit declares UIKit's types):
/// its text link view's TextKit calls, its secure field's key input, its storybook's application object and
/// the registration of its bundled fonts by PostScript name.
@Suite struct OrbitUIKitTests {
    /// Needs Debian's fonts-dejavu-core (scripts/setup.sh installs it).
    static let dejaVu = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

    @Test func aRegisteredFontNamesItselfAsCoreGraphicsDoes() throws {
        try #require(FileManager.default.fileExists(atPath: Self.dejaVu.path),
                     "needs \(Self.dejaVu.path) from Debian's fonts-dejavu-core (scripts/setup.sh installs it)")
        let font = try #require(CGDataProvider(url: Self.dejaVu as CFURL).flatMap(CGFont.init))
        #expect(font.postScriptName == "DejaVuSans", "fc-scan --format %{postscriptname} says the same")
        #expect(font.fullName == "DejaVu Sans")
        let bare = try #require(CGDataProvider(data: Data([0, 1, 0, 0]) + Data(count: 60)).flatMap(CGFont.init))
        #expect(bare.postScriptName == nil, "a font header with no name table names nothing")
    }

    @Test @MainActor func textKitLookUpsMapGlyphsToCharactersOneToOne() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        view.text = "Terms and conditions"
        let manager = view.layoutManager
        let glyph = manager.glyphIndex(for: CGPoint(x: 10, y: 10), in: view.textContainer)
        #expect(glyph == 0 && manager.characterIndexForGlyph(at: 7) == 7 && manager.glyphIndexForCharacter(at: 4) == 4)
        manager.allowsNonContiguousLayout = true
        manager.limitsLayoutForSuspiciousContents = true
        #expect(manager.allowsNonContiguousLayout && manager.limitsLayoutForSuspiciousContents)
        view.textDragInteraction?.isEnabled = false
        #expect(view.textDragInteraction?.isEnabled == false)
    }

    @Test @MainActor func aTextFieldTakesKeyInputAtItsEnd() {
        let field = UITextField(frame: .zero)
        field.text = "12"
        field.clearsOnBeginEditing = true
        field.insertText("34")
        #expect(field.text == "1234" && field.clearsOnBeginEditing)
        field.deleteBackward()
        #expect(field.text == "123" && field.hasText)
    }

    @Test @MainActor func theApplicationHasNoWindowsAndOpensNothing() {
        #expect(UIApplication.shared === UIApplication.shared && UIApplication.shared.windows.isEmpty)
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false && !UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
        let window = UIWindow(frame: .zero)
        window.overrideUserInterfaceStyle = .dark
        #expect(window.overrideUserInterfaceStyle == .dark)
    }

    @Test func aUIImageOfAResourceIsItsAssetImage() {
        let image = UIImage(resource: ImageResource(name: "Logo", bundle: .main)).image
        #expect(image.systemName == "Logo" && image.isAssetImage)
        let empty = UIImage()
        #expect(empty.image.isEmpty && empty.size == .zero)
    }

    @Test func appKitNamesOfAssetColorsAndImages() {
        #expect(NSColor(named: NSColor.Name("BrandPrimary"), bundle: nil) == UIColor(named: "BrandPrimary"))
        #expect(NSImage(named: NSImage.Name("Logo"), bundle: nil) == UIImage(named: "Logo"))
    }
}
