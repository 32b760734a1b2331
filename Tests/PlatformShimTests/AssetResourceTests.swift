import Foundation
import SwiftUI
import Testing

// What Xcode's generated asset symbols declare for a colour set and an image set (as the generated package
// declares them: GallerySources' AssetSymbols), here by hand.
extension ColorResource {
    static let testBrand = ColorResource(name: "TestBrand", bundle: .main)
}
extension ImageResource {
    static let testLogo = ImageResource(name: "TestLogo", bundle: .main)
}
extension UIColor {
    static var testBrand: UIColor { UIColor(resource: .testBrand) }
}

/// Asset resources as iOS 17 code writes them, and the `Color` initialisers that must not become ambiguous
/// because of them.
@Suite struct AssetResourceTests {
    @Test func resourcesNameTheirAssets() {
        #expect(Color(.testBrand) == Color("TestBrand"), "Color(.name) is the resource, though UIColor.testBrand exists too")
        #expect(UIColor(resource: .testBrand) == UIColor(named: "TestBrand"))
        #expect(Image(.testLogo) == Image("TestLogo"))
    }

    @Test func anUnlabelledColorInitTakesAUIColor() {
        // Orbit: `foregroundColor.map(SwiftUI.Color.init)` with a `UIColor?`.
        let colors: [Color] = [UIColor.systemRed].map(Color.init)
        #expect(colors == [Color(uiColor: .systemRed)])
        let optional: UIColor? = .systemBlue
        #expect(optional.map(SwiftUI.Color.init) == Color(uiColor: .systemBlue))
    }
}
