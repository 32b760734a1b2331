import Foundation
import StyleKit
import Testing
@testable import GalleryAssets

/// One catalog with one color set `c` whose Contents.json is `contents`.
func readColorSet(_ contents: String) throws -> (catalog: AssetCatalog, asset: ColorAsset?, folder: TemporaryFolder) {
    let folder = try TemporaryFolder()
    try folder.write("A.xcassets/c.colorset/Contents.json", contents)
    let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
    return (catalog, catalog.colors["c"], folder)
}

/// The sRGB value of a one-slot set with `components` in `space`.
func value(_ components: String, space: String = "srgb") throws -> AssetColorValue {
    let (catalog, asset, _) = try readColorSet(colorSet(slot(components, space: space)))
    #expect(catalog.issues.isEmpty, "\(catalog.issues)")
    let found = try #require(asset)
    guard case .value(let value) = found.slots[0].content else { throw CocoaError(.coderInvalidValue) }
    return value
}

/// The issue descriptions for a one-slot set with `components`, with the catalog folder written as `$CATALOG`.
func issues(_ components: String, space: String = "srgb") throws -> [String] {
    let (catalog, asset, folder) = try readColorSet(colorSet(slot(components, space: space)))
    #expect(asset == nil)
    return catalog.issues.map { $0.description.replacingOccurrences(of: folder.path + "/A.xcassets", with: "$CATALOG") }
}

@Suite("Color component encodings")
struct ColorEncodingTests {
    @Test("float strings are read as numbers from 0 to 1")
    func floatStrings() throws {
        let v = try value(rgb("0.500", "1.0000", "0.2196", "0.0300"))
        #expect(v.sRGB == RGBA(red: 0.5, green: 1, blue: 0.2196, alpha: 0.03))
        #expect(v.writtenComponents == ["red": "0.500", "green": "1.0000", "blue": "0.2196", "alpha": "0.0300"])
        #expect(try value(rgb("5e-1", "1.0E0", ".5", "1.000")).components.red == 0.5)
    }

    @Test("digit-only strings are 0-255 integers; alpha digits are 0 or 1")
    func integerStrings() throws {
        let v = try value(rgb("128", "255", "0", "1"))
        #expect(v.components == ColorComponents(red: 128.0 / 255, green: 1, blue: 0, alpha: 1))
        #expect(try value(rgb("1", "0", "0", "0")).components == ColorComponents(red: 1.0 / 255, green: 0, blue: 0, alpha: 0))
    }

    @Test("0x strings are hexadecimal bytes")
    func hexStrings() throws {
        // Orbit's "Product Light": {"red":"0xFB","green":"0xE9","blue":"0xE7","alpha":"1.000"}.
        let v = try value(rgb("0xFB", "0xe9", "0XE7"))
        #expect(v.components == ColorComponents(red: 0xFB / 255.0, green: 0xE9 / 255.0, blue: 0xE7 / 255.0))
        #expect(v.sRGB.hexString == "#FBE9E7")
        #expect(try value(rgb("0x8", "0x80", "0x00")).components.red == 8.0 / 255)
    }

    @Test("JSON numbers are read as numbers from 0 to 1, as in Apple's sample")
    func jsonNumbers() throws {
        let v = try value(#""red":0.5,"green":0.25,"blue":1,"alpha":1"#)
        #expect(v.sRGB == RGBA(red: 0.5, green: 0.25, blue: 1, alpha: 1))
        #expect(v.writtenComponents["blue"] == "1")
    }

    @Test("a missing alpha is opaque")
    func defaultAlpha() throws {
        #expect(try value(#""red":"0.1","green":"0.2","blue":"0.3""#).sRGB.alpha == 1)
    }

    @Test("gray spaces take white and alpha")
    func gray() throws {
        let g = try value(#""white":"1.000","alpha":"0.500""#, space: "gray-gamma-22")
        expectClose(g.sRGB, RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(g.components == ColorComponents(white: 1, alpha: 0.5))
        // Gray Gamma 2.2 0.5 is linear 0.5^2.2 = 0.21764, which sRGB encodes as 0.50383.
        let mid = try value(#""white":"0.5","alpha":"1""#, space: "gray-gamma-22")
        expectClose(mid.sRGB.red, 0.50383)
        #expect(mid.sRGB.red == mid.sRGB.green && mid.sRGB.green == mid.sRGB.blue)
        #expect(try value(#""white":"128","alpha":"1.000""#, space: "gray-gamma-22").components.red == 128.0 / 255)
        let extended = try value(#""white":"1.2","alpha":"1.000""#, space: "extended-gray")
        #expect(extended.isOutOfGamut)
        #expect(extended.sRGB.red == 1)
    }

    @Test("components outside the sane ranges are located errors")
    func outOfRange() throws {
        let at = "$CATALOG/c.colorset/Contents.json"
        // Every slot is on line 1; columns follow the generated text.
        #expect(try issues(rgb("-0.1", "0", "0")) == [
            "\(at):1:83: error: $.colors[0].color.components.red: color component \"-0.1\" is negative; it must be"
                + " between 0 and 1 (only extended-range color spaces allow values outside 0…1)",
        ])
        #expect(try issues(rgb("0", "256", "0")) == [
            "\(at):1:95: error: $.colors[0].color.components.green: integer component \"256\" is above 255;"
                + " it must be between 0 and 255",
        ])
        #expect(try issues(rgb("0", "0", "0x100")) == [
            "\(at):1:106: error: $.colors[0].color.components.blue: hexadecimal component \"0x100\" is above 0xFF;"
                + " it must be between 0x00 and 0xFF",
        ])
        #expect(try issues(rgb("1.5", "0", "0")) == [
            "\(at):1:83: error: $.colors[0].color.components.red: color component \"1.5\" is above 1; it must be"
                + " between 0 and 1 (write 0–255 without a decimal point, or use an extended-range color space)",
        ])
        #expect(try issues(rgb("0", "0", "0", "2")) == [
            "\(at):1:118: error: $.colors[0].color.components.alpha: alpha \"2\" is above 1; alpha is written"
                + " from 0 to 1, such as \"0.500\"",
        ])
        #expect(try issues(rgb("0", "0", "0", "1.5")) == [
            "\(at):1:118: error: $.colors[0].color.components.alpha: alpha \"1.5\" is above 1; it must be between 0 and 1",
        ])
        #expect(try issues(rgb("0", "0", "0", "-1.0")) == [
            "\(at):1:118: error: $.colors[0].color.components.alpha: alpha \"-1.0\" is negative; it must be between 0 and 1",
        ])
        #expect(try issues(rgb("-3", "0", "0")) == [
            "\(at):1:83: error: $.colors[0].color.components.red: integer component \"-3\" is negative;"
                + " it must be between 0 and 255",
        ])
        for word in ["nan", "NaN", "inf", "Infinity", "0x1p3", "", " 0.5", "0.5 ", "1,5", "0x", "½"] {
            let found = try issues(rgb(word, "0", "0"))
            #expect(found.count == 1)
            #expect(found.first?.contains("$.colors[0].color.components.red: component \"\(word)\" is not") == true, "\(found)")
        }
        #expect(try issues(rgb("1e999", "0", "0")) == [
            "\(at):1:83: error: $.colors[0].color.components.red: component \"1e999\" is not a finite number",
        ])
        #expect(try issues(#""red":true,"green":0,"blue":0"#) == [
            "\(at):1:83: error: $.colors[0].color.components.red: expected a number or a string such as \"0.500\","
                + " \"128\" or \"0x80\", found boolean true",
        ])
    }

    @Test("extended spaces allow values outside 0…1 within a sane bound")
    func extendedBounds() throws {
        let v = try value(rgb("1.2", "-0.25", "0.5"), space: "extended-srgb")
        #expect(v.isOutOfGamut)
        #expect(v.sRGB == RGBA(red: 1, green: 0, blue: 0.5))
        #expect(v.unclampedSRGB.red == 1.2 && v.unclampedSRGB.green == -0.25)
        let at = "$CATALOG/c.colorset/Contents.json"
        #expect(try issues(#""red":1e300,"green":0,"blue":0"#, space: "extended-srgb") == [
            "\(at):1:92: error: $.colors[0].color.components.red: color component \"1e+300\" is outside the sane range"
                + " -64…64 of an extended-range color space",
        ])
        #expect(try issues(rgb("0", "0", "0", "1.5"), space: "extended-srgb").count == 1)
    }

    @Test("components that do not belong to the color space are named")
    func wrongComponents() throws {
        let at = "$CATALOG/c.colorset/Contents.json"
        #expect(try issues(#""white":"0.5","alpha":"1""#) == [
            "\(at):1:77: error: $.colors[0].color.components.white: unknown member \"white\""
                + " (srgb takes \"red\", \"green\", \"blue\", \"alpha\")",
        ])
        #expect(try issues(#""red":"0.5","alpha":"1""#, space: "gray-gamma-22") == [
            "\(at):1:86: error: $.colors[0].color.components.red: unknown member \"red\" (gray-gamma-22 takes \"white\", \"alpha\")",
        ])
        #expect(try issues(#""red":"0.5","blue":"0.5","alpha":"1""#) == [
            "\(at):1:76: error: $.colors[0].color.components: missing required member \"green\"",
        ])
        #expect(try issues(#""red":"0.5","green":"0.5","blue":"0.5""#, space: "srbg") == [
            "\(at):1:56: error: $.colors[0].color[\"color-space\"]: expected one of \"srgb\", \"display-p3\","
                + " \"extended-srgb\", \"extended-linear-srgb\", \"gray-gamma-22\", \"extended-gray\", found \"srbg\""
                + " (did you mean \"srgb\"?)",
        ])
    }
}
