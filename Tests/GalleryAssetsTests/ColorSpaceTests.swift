import StyleKit
import Testing
@testable import GalleryAssets

@Suite("Color space conversion to sRGB")
struct ColorSpaceTests {
    @Test("Display P3 red is outside sRGB: about (1.093, -0.227, -0.150), clamped and flagged")
    func p3Red() {
        let v = AssetColorValue(colorSpace: .displayP3, components: ColorComponents(red: 1, green: 0, blue: 0))
        expectClose(v.unclampedSRGB.red, 1.0931, tolerance: 5e-4)
        expectClose(v.unclampedSRGB.green, -0.2267, tolerance: 5e-4)
        expectClose(v.unclampedSRGB.blue, -0.1501, tolerance: 5e-4)
        #expect(v.isOutOfGamut)
        #expect(v.sRGB == RGBA(red: 1, green: 0, blue: 0))
        // The original stays in the model for the manifest.
        #expect(v.colorSpace == .displayP3 && v.components == ColorComponents(red: 1, green: 0, blue: 0))
    }

    @Test("Display P3 green is outside sRGB too")
    func p3Green() {
        let v = AssetColorValue(colorSpace: .displayP3, components: ColorComponents(red: 0, green: 1, blue: 0))
        expectClose(v.unclampedSRGB.red, -0.5116, tolerance: 5e-4)
        expectClose(v.unclampedSRGB.green, 1.0183, tolerance: 5e-4)
        expectClose(v.unclampedSRGB.blue, -0.3107, tolerance: 5e-4)
        #expect(v.isOutOfGamut)
    }

    @Test("neutral colors are the same in Display P3 and sRGB")
    func p3Neutral() {
        for white in [0.0, 0.5, 1.0] {
            let v = AssetColorValue(colorSpace: .displayP3, components: ColorComponents(red: white, green: white, blue: white))
            expectClose(v.sRGB, RGBA(red: white, green: white, blue: white), tolerance: 1e-9)
            #expect(!v.isOutOfGamut, "\(white)")
        }
    }

    @Test("a Display P3 color inside sRGB converts without clamping")
    func p3InGamut() {
        // Orbit's dark "Product Light" slot: display-p3 0xFF 0x8A 0x65 is itself outside sRGB in red.
        let orbit = AssetColorValue(
            colorSpace: .displayP3, components: ColorComponents(red: 1, green: 0x8A / 255.0, blue: 0x65 / 255.0))
        #expect(orbit.isOutOfGamut)
        // sRGB (0.5, 0.4, 0.3) is P3 (0.4841, 0.4038, 0.3132) (inverse matrix, computed with NumPy), which
        // converts back to about (0.5, 0.4, 0.3).
        let v = AssetColorValue(colorSpace: .displayP3, components: ColorComponents(red: 0.4841, green: 0.4038, blue: 0.3132))
        #expect(!v.isOutOfGamut)
        expectClose(v.sRGB, RGBA(red: 0.5, green: 0.4, blue: 0.3), tolerance: 1e-3)
    }

    @Test("extended linear sRGB is encoded with the sRGB transfer function, negative values reflected")
    func extendedLinear() {
        let v = AssetColorValue(colorSpace: .extendedLinearSRGB, components: ColorComponents(red: 0.5, green: 0.0031308, blue: -0.5))
        expectClose(v.unclampedSRGB.red, 0.7354)
        expectClose(v.unclampedSRGB.green, 0.04045)
        expectClose(v.unclampedSRGB.blue, -0.7354)
        #expect(v.isOutOfGamut)
        #expect(v.sRGB.blue == 0)
    }

    @Test("sRGB values pass through unchanged")
    func sRGBIdentity() {
        let v = AssetColorValue(colorSpace: .sRGB, components: ColorComponents(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.3))
        #expect(v.sRGB == RGBA(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.3))
        #expect(!v.isOutOfGamut)
    }

    @Test("a display-p3 color set slot is converted and the catalog report names it as clamped")
    func reportOutOfGamut() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Product Light.colorset/Contents.json", colorSet(
            slot(rgb("0xFB", "0xE9", "0xE7")), slot(rgb("1.000", "0.000", "0.000"), space: "display-p3", appearances: dark)))
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        #expect(catalog.issues.isEmpty)
        let asset = try #require(catalog.colors["Product Light"])
        #expect(asset.hasOutOfGamutSlot)
        #expect(asset.rgba(colorScheme: .dark, highContrast: false) == RGBA(red: 1, green: 0, blue: 0))
        #expect(catalog.report == [
            "\(folder.path)/A.xcassets: 1 color, 0 images, 0 symbols",
            "out of sRGB gamut, clamped: \"Product Light\" dark display-p3 → sRGB 1.093 -0.227 -0.150 → #FF0000",
            "0 errors, 0 warnings",
        ])
    }
}
