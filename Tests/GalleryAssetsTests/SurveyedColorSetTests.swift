import StyleKit
import Testing
@testable import GalleryAssets

/// The three color sets quoted in /work/notes/design-systems.md ("Example colorsets"), as those design systems
/// ship them, read in one catalog.
@Suite("Color sets as real design systems write them")
struct SurveyedColorSetTests {
    static let compound = """
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"alpha":"0.0300","red":"1.0000","green":"0.3490","blue":"0.2196"}}},
         {"idiom":"universal","appearances":[{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"alpha":"0.0400","red":"1.0000","green":"0.2235","blue":"0.1216"}}},
         {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.0000","red":"0.2196","green":"0.0000","blue":"0.0000"}}},
         {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"alpha":"1.0000","red":"0.2392","green":"0.0000","blue":"0.0000"}}}],"info":{"author":"xcode","version":1}}
        """
    static let orbit = """
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xE7","green":"0xE9","red":"0xFB"}},"idiom":"universal"},
         {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"display-p3","components":{"alpha":"1.000","blue":"0x65","green":"0x8A","red":"0xFF"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
        """
    static let iceCubes = """
        {"colors":[{"color":{"platform":"universal","reference":"labelColor"},"idiom":"universal"},
         {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"platform":"universal","reference":"labelColor"},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
        """

    @Test("Compound's four slots, Orbit's hex with a Display P3 dark slot, IceCubes' system reference")
    func surveyed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Colors.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try folder.write("Colors.xcassets/alphaRed100.colorset/Contents.json", Self.compound)
        try folder.write("Colors.xcassets/Product Light.colorset/Contents.json", Self.orbit)
        try folder.write("Colors.xcassets/label.colorset/Contents.json", Self.iceCubes)
        let catalog = try AssetCatalog.read(at: folder.path + "/Colors.xcassets")
        #expect(catalog.issues.isEmpty, "\(catalog.issues)")
        let colors = catalog.colors
        #expect(colors.names == ["Product Light", "alphaRed100", "label"])

        #expect(colors.rgba(named: "alphaRed100", colorScheme: .light, highContrast: false)
            == RGBA(red: 1, green: 0.3490, blue: 0.2196, alpha: 0.03))
        #expect(colors.rgba(named: "alphaRed100", colorScheme: .light, highContrast: true)
            == RGBA(red: 1, green: 0.2235, blue: 0.1216, alpha: 0.04))
        #expect(colors.rgba(named: "alphaRed100", colorScheme: .dark, highContrast: false) == RGBA(red: 0.2196, green: 0, blue: 0))
        #expect(colors.rgba(named: "alphaRed100", colorScheme: .dark, highContrast: true) == RGBA(red: 0.2392, green: 0, blue: 0))

        #expect(colors.rgba(named: "Product Light", colorScheme: .light, highContrast: false)?.hexString == "#FBE9E7")
        let orbit = try #require(colors["Product Light"])
        guard case .value(let p3) = orbit.slots[1].content else { Issue.record("not a value"); return }
        #expect(p3.colorSpace == .displayP3 && p3.isOutOfGamut)
        #expect(p3.writtenComponents == ["red": "0xFF", "green": "0x8A", "blue": "0x65", "alpha": "1.000"])
        #expect(p3.sRGB.red == 1)

        #expect(colors.rgba(named: "label", colorScheme: .light, highContrast: false) == RGBA(hex: 0x000000))
        #expect(colors.rgba(named: "label", colorScheme: .dark, highContrast: false) == RGBA(hex: 0xFFFFFF))
    }
}
