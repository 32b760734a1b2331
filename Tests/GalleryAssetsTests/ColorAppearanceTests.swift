import StyleKit
import Testing
@testable import GalleryAssets

/// A gray of `white` written as sRGB components, so that slots are told apart by value.
private func gray(_ white: String, appearances: String? = nil, idiom: String = "universal") -> String {
    slot(rgb(white, white, white), appearances: appearances, idiom: idiom)
}

private func asset(_ entries: String...) throws -> ColorAsset {
    let folder = try TemporaryFolder()
    try folder.write("A.xcassets/c.colorset/Contents.json",
                     "{\"colors\":[" + entries.joined(separator: ",") + "]}")
    let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
    #expect(catalog.issues.isEmpty, "\(catalog.issues)")
    return try #require(catalog.colors["c"])
}

/// The red channel (the test grays' value) per (scheme, high contrast).
private func table(_ asset: ColorAsset, idiom: Idiom = .universal) -> [String: Double] {
    var result: [String: Double] = [:]
    for scheme in ColorScheme.allCases {
        for high in [false, true] {
            result["\(scheme)\(high ? "+high" : "")"] = asset.rgba(colorScheme: scheme, highContrast: high, idiom: idiom).red
        }
    }
    return result
}

@Suite("Color appearances and fallback")
struct ColorAppearanceTests {
    @Test("four slots: any, dark, high contrast, dark + high contrast (Compound, Spark)")
    func fourSlots() throws {
        let c = try asset(gray("0.1"), gray("0.2", appearances: high), gray("0.3", appearances: dark),
                          gray("0.4", appearances: darkHigh))
        #expect(table(c) == ["light": 0.1, "light+high": 0.2, "dark": 0.3, "dark+high": 0.4])
        #expect(c.slots.map(\.appearance) == [.any, Appearance(.any, .high), Appearance(.dark), Appearance(.dark, .high)])
    }

    @Test("any and dark only: high contrast falls back to the same luminosity")
    func anyAndDark() throws {
        let c = try asset(gray("0.1"), gray("0.3", appearances: dark))
        #expect(table(c) == ["light": 0.1, "light+high": 0.1, "dark": 0.3, "dark+high": 0.3])
    }

    @Test("any and high contrast only: dark takes any, dark + high takes high contrast")
    func anyAndHigh() throws {
        let c = try asset(gray("0.1"), gray("0.2", appearances: high))
        #expect(table(c) == ["light": 0.1, "light+high": 0.2, "dark": 0.1, "dark+high": 0.2])
    }

    @Test("dark + high falls back to dark before light high contrast")
    func luminosityBeforeContrast() throws {
        let c = try asset(gray("0.1"), gray("0.2", appearances: high), gray("0.3", appearances: dark))
        #expect(table(c)["dark+high"] == 0.3)
    }

    @Test("any, light and dark: light renders take the light slot")
    func lightSlot() throws {
        let c = try asset(gray("0.1"), gray("0.5", appearances: light), gray("0.3", appearances: dark))
        #expect(table(c) == ["light": 0.5, "light+high": 0.5, "dark": 0.3, "dark+high": 0.3])
    }

    @Test("an empty dark slot (no color key, as Fluent writes) inherits any")
    func emptyDarkSlot() throws {
        let c = try asset(gray("0.1"), #"{"idiom":"universal","appearances":\#(dark)}"#)
        #expect(table(c) == ["light": 0.1, "light+high": 0.1, "dark": 0.1, "dark+high": 0.1])
        #expect(c.emptySlots == [Appearance(.dark)])
        #expect(c.slots.count == 1)
    }

    @Test("a set with only a dark color shows it in light too")
    func onlyDark() throws {
        let c = try asset(gray("0.3", appearances: dark))
        #expect(table(c) == ["light": 0.3, "light+high": 0.3, "dark": 0.3, "dark+high": 0.3])
    }

    @Test("an idiom's own slot wins over universal for that idiom only")
    func idioms() throws {
        let c = try asset(gray("0.1"), gray("0.6", idiom: "mac"), gray("0.3", appearances: dark))
        #expect(table(c)["light"] == 0.1)
        #expect(table(c, idiom: .mac) == ["light": 0.6, "light+high": 0.6, "dark": 0.3, "dark+high": 0.3])
        #expect(table(c, idiom: .iphone)["light"] == 0.1)
    }

    @Test("a second color for the same slot is a warning; a display-P3 gamut duplicate is skipped quietly")
    func duplicateSlots() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/c.colorset/Contents.json", "{\"colors\":[\(gray("0.1")),\n\(gray("0.2"))]}")
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        #expect(catalog.issues.map(\.description) == [
            "\(folder.path)/A.xcassets/c.colorset/Contents.json:2:1: warning: $.colors[1]: the any slot for idiom"
                + " \"universal\" is given again; the first one is used",
        ])
        #expect(catalog.colors["c"]?.rgba(colorScheme: .light, highContrast: false).red == 0.1)

        let p3 = #"{"idiom":"universal","display-gamut":"display-P3","color":{"color-space":"display-p3","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}"#
        let srgb = #"{"idiom":"universal","display-gamut":"sRGB","color":{"color-space":"srgb","components":{"red":"0.5","green":"0","blue":"0","alpha":"1"}}}"#
        let c = try asset(p3, srgb)
        #expect(c.slots.count == 1)
        #expect(c.rgba(colorScheme: .light, highContrast: false).red == 0.5)
    }

    @Test("appearance values are checked")
    func badAppearances() throws {
        let folder = try TemporaryFolder()
        let dim = #"[{"appearance":"luminosity","value":"dim"}]"#
        let twice = #"[{"appearance":"contrast","value":"high"},{"appearance":"contrast","value":"high"}]"#
        try folder.write("A.xcassets/c.colorset/Contents.json",
                         "{\"colors\":[\n\(gray("0.1")),\n\(gray("0.2", appearances: dim)),\n\(gray("0.3", appearances: twice))]}")
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        let file = "\(folder.path)/A.xcassets/c.colorset/Contents.json"
        #expect(catalog.issues.map(\.description) == [
            "\(file):3:72: error: $.colors[1].appearances[0].value: expected one of \"light\", \"dark\", found \"dim\"",
            "\(file):4:92: error: $.colors[2].appearances[1].appearance: appearance \"contrast\" is given twice in one slot",
        ])
        #expect(catalog.colors["c"]?.slots.count == 1)
    }

    @Test("system color references adapt to scheme and contrast (IceCubes' labelColor)")
    func systemReferences() throws {
        let c = try asset(#"{"color":{"platform":"universal","reference":"labelColor"},"idiom":"universal"}"#,
                          #"{"appearances":\#(high),"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"}"#)
        #expect(c.rgba(colorScheme: .light, highContrast: false) == RGBA(hex: 0x000000))
        #expect(c.rgba(colorScheme: .dark, highContrast: false) == RGBA(hex: 0xFFFFFF))
        // systemBlue with Increase Contrast: #0040DD light, #409CFF dark (StyleKit's palette).
        #expect(c.rgba(colorScheme: .light, highContrast: true) == RGBA(hex: 0x0040DD))
        #expect(c.rgba(colorScheme: .dark, highContrast: true) == RGBA(hex: 0x409CFF))
        guard case .system(let reference) = c.slots[1].content else { Issue.record("not a reference"); return }
        #expect(reference.name == "systemBlueColor" && reference.platform == "ios")
    }

    @Test("an unknown system color is a located error with a suggestion")
    func unknownReference() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/c.colorset/Contents.json",
                         #"{"colors":[{"color":{"reference":"systemBluColor"},"idiom":"universal"}]}"#)
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        #expect(catalog.issues.map(\.description) == [
            "\(folder.path)/A.xcassets/c.colorset/Contents.json:1:34: error: $.colors[0].color.reference:"
                + " unknown system color \"systemBluColor\" (did you mean \"systemBlueColor\", \"systemFillColor\""
                + " or \"systemRedColor\"?)",
        ])
        #expect(catalog.colors.isEmpty)
    }

    @Test("the StyleKit color adapts per color scheme and contrast and is named after the asset")
    func styleKitColor() throws {
        let c = try asset(gray("0.1"), gray("0.2", appearances: high), gray("0.3", appearances: dark),
                          gray("0.4", appearances: darkHigh))
        let colors = AssetColors([c])
        let color = try #require(colors.color(named: "c"))
        for (scheme, contrast, expected) in [
            (ColorScheme.light, ColorSchemeContrast.standard, 0.1), (.light, .increased, 0.2), (.dark, .standard, 0.3),
            (.dark, .increased, 0.4),
        ] {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            environment.colorSchemeContrast = contrast
            #expect(color.resolve(in: environment).red == expected, "\(scheme) \(contrast)")
            #expect(color.opacity(0.5).resolve(in: environment).alpha == 0.5)
        }
        #expect(color.description == "c")
        #expect(colors.color(named: "C") == nil)
        #expect(colors.rgba(named: "c", colorScheme: .dark, highContrast: true)?.red == 0.4)
    }
}
