import Testing
@testable import StyleKit

@Suite struct PaletteTests {
    func environment(_ palette: Palette, _ scheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard,
                     platform: TargetPlatform = .iOS) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.palette = palette
        env.colorScheme = scheme
        env.colorSchemeContrast = contrast
        env.targetPlatform = platform
        return env
    }

    @Test func iOS18IsTheDefaultAndKeepsTodaysValues() {
        #expect(EnvironmentValues().palette == .ios18)
        #expect(Palette.default == .ios18)
        #expect(Color.blue.resolve(in: EnvironmentValues()) == RGBA(hex: 0x007AFF))
        #expect(Color.red.resolve(in: environment(.ios18, .dark)) == RGBA(hex: 0xFF453A))
        #expect(Color.red.resolve(in: environment(.ios18, .light, contrast: .increased)) == RGBA(hex: 0xD70015))
    }

    /// The four appearances of every color the iOS 26 update moved (docs/system-colors.md).
    @Test(arguments: [
        (SystemColor.red, [0xFF383C, 0xFF4245, 0xE9152D, 0xFF6165] as [UInt32]),
        (.orange, [0xFF8D28, 0xFF9230, 0xC55300, 0xFFA056]),
        (.yellow, [0xFFCC00, 0xFFD600, 0xA16A00, 0xFEDF43]),
        (.green, [0x34C759, 0x30D158, 0x008932, 0x4AD968]),
        (.mint, [0x00C8B3, 0x00DAC3, 0x008575, 0x54DFCB]),
        (.teal, [0x00C3D0, 0x00D2E0, 0x008198, 0x3BDDEC]),
        (.cyan, [0x00C0E8, 0x3CD3FE, 0x007EAE, 0x6DD9FF]),
        (.blue, [0x0088FF, 0x0091FF, 0x1E6EF4, 0x5CB8FF]),
        (.indigo, [0x6155F5, 0x6D7CFF, 0x564ADE, 0xA7AAFF]),
        (.purple, [0xCB30E0, 0xDB34F2, 0xB02FC2, 0xEA8DFF]),
        (.pink, [0xFF2D55, 0xFF375F, 0xE7124D, 0xFF8AC4]),
        (.brown, [0xAC7F5E, 0xB78A66, 0x956D51, 0xDBA679]),
    ])
    func iOS26Values(color: SystemColor, hexes: [UInt32]) {
        let expected = hexes.map { RGBA(hex: $0) }
        #expect(color.resolve(in: environment(.ios26, .light)) == expected[0])
        #expect(color.resolve(in: environment(.ios26, .dark)) == expected[1])
        #expect(color.resolve(in: environment(.ios26, .light, contrast: .increased)) == expected[2])
        #expect(color.resolve(in: environment(.ios26, .dark, contrast: .increased)) == expected[3])
        #expect(color.resolve(in: environment(.ios18, .light)) != expected[0] || color == .yellow || color == .green || color == .pink,
                "only yellow, green and pink keep their iOS 18 light value")
    }

    @Test func unchangedColorsCarryOverFromIOS18() {
        for color in [SystemColor.gray, .gray2, .gray6, .label, .secondaryLabel, .systemBackground, .systemFill, .separator] {
            for scheme in ColorScheme.allCases {
                for contrast in ColorSchemeContrast.allCases {
                    #expect(color.resolve(in: environment(.ios26, scheme, contrast: contrast))
                            == color.resolve(in: environment(.ios18, scheme, contrast: contrast)), "\(color) \(scheme) \(contrast)")
                }
            }
        }
        #expect(SystemColor.link.resolve(in: environment(.ios26)) == RGBA(hex: 0x0088FF), "links follow the new blue")
    }

    @Test func everyPathResolvesThroughThePaletteOfItsEnvironment() throws {
        let ios26 = environment(.ios26, .dark)
        #expect(Color.blue.resolve(in: ios26) == RGBA(hex: 0x0091FF))
        #expect(Color(.systemBlue).resolve(in: ios26) == RGBA(hex: 0x0091FF))
        #expect(Color(uiColor: UIColor.systemBlue).resolve(in: ios26) == RGBA(hex: 0x0091FF))
        #expect(Color(nsColor: UIColor.systemRed).resolve(in: ios26) == RGBA(hex: 0xFF4245))
        let resolved = EnvironmentValues.$current.withValue(environment(.ios26)) {
            UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        }
        #expect(resolved.color.resolve(in: EnvironmentValues()) == RGBA(hex: 0x0091FF),
                "a trait collection made while a body runs belongs to the palette being rendered")
        #expect(UIColor.systemBlue.resolvedColor(with: UITraitCollection(ios26)).color.resolve(in: EnvironmentValues())
                == RGBA(hex: 0x0091FF))
        #expect(Color.accentColor.resolve(in: environment(.ios26)) == RGBA(hex: 0x0088FF), "the default tint is the palette's blue")
        let view = Text("x").foregroundColor(.blue).environment(\.palette, .ios26)
        #expect(try firstRun(view)?.paint.description == "#0088FF")
        #expect(try firstRun(Text("x").foregroundColor(.blue))?.paint.description == "#007AFF")
    }

    @Test func macOSVariantsUseMacOSValues() {
        #expect(Color.gray.resolve(in: environment(.ios18, .dark, platform: .macOS)) == RGBA(red: 152 / 255, green: 152 / 255, blue: 157 / 255))
        #expect(Color.gray.resolve(in: environment(.ios18, .dark)) == RGBA(hex: 0x8E8E93))
        #expect(Color.gray.resolve(in: environment(.ios26, .light, platform: .macOS)) == RGBA(hex: 0x8E8E93))
        #expect(UIColor.windowBackgroundColor.color.resolve(in: environment(.ios26, .dark, platform: .macOS)) == RGBA(hex: 0x1E1E1E))
        #expect(UIColor.windowBackgroundColor.color.resolve(in: environment(.ios18, .dark, platform: .macOS)) == RGBA(hex: 0x323232))
        #expect(Color.blue.resolve(in: environment(.ios26, .dark, platform: .macOS)) == RGBA(hex: 0x0091FF),
                "macOS 26 measured the same hues as iOS 26")
    }
}
