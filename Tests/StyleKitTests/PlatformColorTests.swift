import Foundation
import Testing
@testable import StyleKit

@Suite struct PlatformColorTests {
    let light = EnvironmentValues()
    var dark: EnvironmentValues { var e = EnvironmentValues(); e.colorScheme = .dark; return e }
    var darkContrast: EnvironmentValues { var e = dark; e.colorSchemeContrast = .increased; return e }

    @Test func namedColorsResolveThroughTheEnvironmentCatalog() throws {
        var env = EnvironmentValues()
        env.assetColors = AssetColorCatalog(["Brand": .init(any: RGBA(hex: 0x112233), dark: RGBA(hex: 0x445566),
                                                             high: RGBA(hex: 0x112233), darkHigh: RGBA(hex: 0x778899))])
        #expect(Color("Brand").resolve(in: env) == RGBA(hex: 0x112233))
        env.colorScheme = .dark
        #expect(Color("Brand", bundle: .main).resolve(in: env) == RGBA(hex: 0x445566))
        env.colorSchemeContrast = .increased
        #expect(Color("Brand").resolve(in: env) == RGBA(hex: 0x778899))
        #expect(Color("Missing").resolve(in: env) == RGBA(hex: 0xFF00FF), "unknown names are a visible placeholder")
        #expect(try firstRun(Text("x").foregroundColor(Color("Missing")))?.paint.description == "#FF00FF")
        #expect(try #require(UIColor(named: "Brand")).color.resolve(in: env) == RGBA(hex: 0x778899))
    }

    @Test func dynamicProviderSeesTheTraitsWhereTheColorIsDrawn() throws {
        let adaptive = UIColor { traits in
            switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
            case (.dark, .high): return .white
            case (.dark, _): return .systemGray
            default: return UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            }
        }
        #expect(Color(uiColor: adaptive).resolve(in: light) == RGBA(red: 0.2, green: 0.4, blue: 0.6))
        #expect(Color(adaptive).resolve(in: dark) == RGBA(hex: 0x8E8E93))
        #expect(Color(adaptive).resolve(in: darkContrast) == .white)
        let view = Text("x").foregroundColor(Color(adaptive)).environment(\.colorScheme, .dark)
        #expect(try firstRun(view)?.paint.description == "#8E8E93")
        let resolved = adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(resolved.color.resolve(in: light) == RGBA(hex: 0x8E8E93), "resolvedColor fixes the value")
    }

    @Test func uiColorInitializers() {
        #expect(UIColor(white: 0.5, alpha: 0.25).color.resolve(in: light) == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).color.resolve(in: light) == RGBA(red: 1, green: 0, blue: 0))
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 0.5, alpha: 1).color.resolve(in: light) == RGBA(red: 0, green: 0.5, blue: 0))
        let hsb = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1).color.resolve(in: light)
        #expect(abs(hsb.red - 0.4) < 1e-9 && abs(hsb.green - 0.56) < 1e-9 && abs(hsb.blue - 0.8) < 1e-9)
        #expect(UIColor.secondaryLabel.withAlphaComponent(1).color.resolve(in: light).alpha == 1, "replaces, not multiplies")
        #expect(Color(nsColor: .systemBlue).resolve(in: dark) == RGBA(hex: 0x0A84FF))
    }

    @Test func fullUIKitPalette() {
        let names: [(UIColor, UInt32)] = [
            (.systemRed, 0xFF3B30), (.systemOrange, 0xFF9500), (.systemYellow, 0xFFCC00), (.systemGreen, 0x34C759),
            (.systemMint, 0x00C7BE), (.systemTeal, 0x30B0C7), (.systemCyan, 0x32ADE6), (.systemBlue, 0x007AFF),
            (.systemIndigo, 0x5856D6), (.systemPurple, 0xAF52DE), (.systemPink, 0xFF2D55), (.systemBrown, 0xA2845E),
            (.systemGray, 0x8E8E93), (.systemGray2, 0xAEAEB2), (.systemGray3, 0xC7C7CC), (.systemGray4, 0xD1D1D6),
            (.systemGray5, 0xE5E5EA), (.systemGray6, 0xF2F2F7), (.label, 0x000000), (.systemBackground, 0xFFFFFF),
            (.secondarySystemBackground, 0xF2F2F7), (.tertiarySystemBackground, 0xFFFFFF), (.systemGroupedBackground, 0xF2F2F7),
            (.secondarySystemGroupedBackground, 0xFFFFFF), (.tertiarySystemGroupedBackground, 0xF2F2F7),
            (.opaqueSeparator, 0xC6C6C8), (.link, 0x007AFF), (.darkText, 0x000000), (.tintColor, 0x007AFF),
        ]
        for (color, hex) in names { #expect(color.color.resolve(in: light).hexString == RGBA(hex: hex).hexString, "\(color)") }
        let translucent: [(UIColor, Double)] = [
            (.secondaryLabel, 0.6), (.tertiaryLabel, 0.3), (.quaternaryLabel, 0.18), (.placeholderText, 0.3),
            (.systemFill, 0.2), (.secondarySystemFill, 0.16), (.tertiarySystemFill, 0.12), (.quaternarySystemFill, 0.08),
            (.separator, 0.29), (.lightText, 0.6),
        ]
        for (color, alpha) in translucent { #expect(abs(color.color.resolve(in: light).alpha - alpha) < 1e-9, "\(color)") }
        var accent = EnvironmentValues()
        accent.accentColor = .pink
        #expect(UIColor.tintColor.color.resolve(in: accent) == RGBA(hex: 0xFF2D55), "tintColor follows the accent")
    }

    @Test func appKitSemanticColors() {
        #expect(NSColor.labelColor.color.resolve(in: light) == RGBA(red: 0, green: 0, blue: 0, alpha: 0.85))
        #expect(NSColor.secondaryLabelColor.color.resolve(in: dark) == RGBA(red: 1, green: 1, blue: 1, alpha: 0.55))
        #expect(NSColor.controlBackgroundColor.color.resolve(in: dark) == RGBA(hex: 0x1E1E1E))
        #expect(NSColor.windowBackgroundColor.color.resolve(in: light) == RGBA(hex: 0xECECEC))
        #expect(NSColor.controlTextColor.color.resolve(in: dark) == RGBA(hex: 0xDDDDDE))
        #expect(NSColor.selectedContentBackgroundColor.color.resolve(in: dark) == RGBA(hex: 0x0058D0))
        #expect(NSColor.textColor.color.resolve(in: dark) == .white && NSColor.textBackgroundColor.color.resolve(in: light) == .white)
        #expect(NSColor.separatorColor.color.resolve(in: light).alpha == 0.1)
        #expect(NSColor.controlColor.color.resolve(in: dark).alpha == 0.25)
        #expect(NSColor.controlAccentColor.color.resolve(in: light) == RGBA(hex: 0x007AFF))
        #expect(NSColor.systemGreen.color.resolve(in: dark) == RGBA(hex: 0x30D158))
    }

    @Test func colorLiterals() {
        let color: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(color.resolve(in: light) == RGBA(red: 1, green: 0.5, blue: 0))
        let untyped = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(type(of: untyped) == UIColor.self)
        #expect(Color(untyped).resolve(in: light) == RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))
    }
}
