import Foundation

/// Apple's adaptive system and semantic colors, with light, dark and Increase Contrast values per OS release
/// (`Palette`, chosen by the environment).
///
/// This file holds the iOS 15–18 palette as SwiftUI falls back to it on iPhone, from the fidelity reference
/// §1.1–1.3 (sources A1 OpenSwiftUI SystemColors.swift, A2 expo-apple-colors colors.css, A3 ColorCompatibility,
/// A4 webkit-colors-system; where the reference lists two values the first is used). iOS 26 changes are in
/// `SystemColor+iOS26.swift`, macOS values in `SystemColor+macOS.swift`; all with sources in
/// docs/system-colors.md.
package enum SystemColor: String, CaseIterable, Hashable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case gray2, gray3, gray4, gray5, gray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case separator, opaqueSeparator, link
    /// UIKit's non-adaptive text colors.
    case darkText, lightText
    /// AppKit's semantic colors (macOS light/dark; docs/reference/platform-colors.md).
    case labelColor, secondaryLabelColor, tertiaryLabelColor, quaternaryLabelColor
    case textColor, textBackgroundColor, selectedTextBackgroundColor, linkColor
    case controlTextColor, disabledControlTextColor, controlColor, controlBackgroundColor, selectedControlColor
    case windowBackgroundColor, separatorColor, selectedContentBackgroundColor, unemphasizedSelectedContentBackgroundColor
    case keyboardFocusIndicatorColor, findHighlightColor, alternateSelectedControlTextColor

    /// The values of this color in `palette` on `platform`: the platform's own values where it has them,
    /// else the release's iOS values (a release lists only what it changed; the rest is iOS 18's).
    package func values(in palette: Palette, on platform: TargetPlatform = .iOS) -> SystemColorValues {
        if platform == .macOS, let mac = macOSValues(in: palette) { return mac }
        switch palette {
        case .ios18: return ios18Values
        case .ios26: return ios26Values ?? ios18Values
        }
    }

    package func resolve(in environment: EnvironmentValues) -> RGBA {
        values(in: environment.palette, on: environment.targetPlatform)
            .value(for: environment.colorScheme, contrast: environment.colorSchemeContrast)
    }

    /// iOS 15–18 (iOS 17 and 18 share every value: docs/system-colors.md).
    package var ios18Values: SystemColorValues {
        func hex(_ v: UInt32, _ a: Double = 1) -> RGBA { RGBA(hex: v, alpha: a) }
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA { RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }
        func both(_ light: RGBA, _ dark: RGBA) -> SystemColorValues { .both(light, dark) }
        func four(_ a: RGBA, _ b: RGBA, _ c: RGBA, _ d: RGBA) -> SystemColorValues { SystemColorValues(a, b, c, d) }
        switch self {
        case .red: return four(hex(0xFF3B30), hex(0xFF453A), hex(0xD70015), hex(0xFF6961))
        case .orange: return four(hex(0xFF9500), hex(0xFF9F0A), hex(0xC93400), hex(0xFFB340))
        case .yellow: return four(hex(0xFFCC00), hex(0xFFD60A), hex(0xB25000), hex(0xFFD426))
        case .green: return four(hex(0x34C759), hex(0x30D158), hex(0x248A3D), hex(0x30DB5B))
        case .mint: return four(hex(0x00C7BE), hex(0x63E6E2), hex(0x0C817B), hex(0x66D4CF))
        case .teal: return four(hex(0x30B0C7), hex(0x40C8E0), hex(0x008299), hex(0x5DE6FF))
        case .cyan: return four(hex(0x32ADE6), hex(0x64D2FF), hex(0x0071A4), hex(0x70D7FF))
        case .blue: return four(hex(0x007AFF), hex(0x0A84FF), hex(0x0040DD), hex(0x409CFF))
        case .indigo: return four(hex(0x5856D6), hex(0x5E5CE6), hex(0x3634A3), hex(0x7D7AFF))
        case .purple: return four(hex(0xAF52DE), hex(0xBF5AF2), hex(0x8944AB), hex(0xDA8FFF))
        case .pink: return four(hex(0xFF2D55), hex(0xFF375F), hex(0xD30F45), hex(0xFF6482))
        case .brown: return four(hex(0xA2845E), hex(0xAC8E68), hex(0x7F6545), hex(0xB59469))
        case .gray: return four(hex(0x8E8E93), hex(0x8E8E93), hex(0x6C6C70), hex(0xAEAEB2))
        case .gray2: return four(hex(0xAEAEB2), hex(0x636366), rgb(142, 142, 147), rgb(124, 124, 128))
        case .gray3: return four(hex(0xC7C7CC), hex(0x48484A), rgb(174, 174, 178), rgb(84, 84, 86))
        case .gray4: return four(hex(0xD1D1D6), hex(0x3A3A3C), rgb(188, 188, 192), rgb(68, 68, 70))
        case .gray5: return four(hex(0xE5E5EA), hex(0x2C2C2E), rgb(216, 216, 220), rgb(54, 54, 56))
        case .gray6: return four(hex(0xF2F2F7), hex(0x1C1C1E), rgb(235, 235, 240), rgb(36, 36, 38))
        case .label: return four(hex(0x000000), hex(0xFFFFFF), hex(0x000000), hex(0xFFFFFF))
        case .secondaryLabel: return four(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6), rgb(60, 60, 67, 0.8), rgb(235, 235, 245, 0.7))
        case .tertiaryLabel: return four(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3), rgb(60, 60, 67, 0.7), rgb(235, 235, 245, 0.55))
        case .quaternaryLabel: return four(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16), rgb(60, 60, 67, 0.55), rgb(235, 235, 245, 0.16))
        case .placeholderText: return four(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3), rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
        case .systemBackground: return four(hex(0xFFFFFF), hex(0x000000), hex(0xFFFFFF), hex(0x000000))
        case .secondarySystemBackground: return four(hex(0xF2F2F7), hex(0x1C1C1E), hex(0xF2F2F7), hex(0x1C1C1E))
        case .tertiarySystemBackground: return four(hex(0xFFFFFF), hex(0x2C2C2E), hex(0xFFFFFF), hex(0x2C2C2E))
        case .systemGroupedBackground: return four(hex(0xF2F2F7), hex(0x000000), hex(0xF2F2F7), hex(0x000000))
        case .secondarySystemGroupedBackground: return four(hex(0xFFFFFF), hex(0x1C1C1E), hex(0xFFFFFF), hex(0x1C1C1E))
        case .tertiarySystemGroupedBackground: return four(hex(0xF2F2F7), hex(0x2C2C2E), hex(0xF2F2F7), hex(0x2C2C2E))
        case .systemFill: return four(rgb(120, 120, 128, 0.20), rgb(120, 120, 128, 0.36), rgb(120, 120, 128, 0.28), rgb(120, 120, 128, 0.44))
        case .secondarySystemFill: return four(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32), rgb(120, 120, 128, 0.24), rgb(120, 120, 128, 0.40))
        case .tertiarySystemFill: return four(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24), rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
        case .quaternarySystemFill: return four(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18), rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
        case .separator: return four(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6), rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
        case .opaqueSeparator: return four(hex(0xC6C6C8), hex(0x38383A), hex(0xC6C6C8), hex(0x38383A))
        case .link: return four(hex(0x007AFF), hex(0x0A84FF), hex(0x007AFF), hex(0x0A84FF))
        // UIKit's fixed text colors and AppKit's semantic colors: docs/reference/platform-colors.md (no
        // Increase Contrast values found; the standard ones are repeated).
        case .darkText: return both(hex(0x000000), hex(0x000000))
        case .lightText: return both(rgb(255, 255, 255, 0.6), rgb(255, 255, 255, 0.6))
        case .labelColor: return both(rgb(0, 0, 0, 0.85), rgb(255, 255, 255, 0.85))
        case .secondaryLabelColor: return both(rgb(0, 0, 0, 0.5), rgb(255, 255, 255, 0.55))
        case .tertiaryLabelColor: return both(rgb(0, 0, 0, 0.26), rgb(255, 255, 255, 0.26))
        case .quaternaryLabelColor: return both(rgb(0, 0, 0, 0.1), rgb(255, 255, 255, 0.1))
        case .textColor: return both(hex(0x000000), hex(0xFFFFFF))
        case .textBackgroundColor: return both(hex(0xFFFFFF), hex(0x1E1E1E))
        case .selectedTextBackgroundColor: return both(rgb(179, 215, 255), hex(0x3F638B))
        case .linkColor: return both(hex(0x0068DA), rgb(65, 156, 255))
        case .controlTextColor: return both(rgb(0, 0, 0, 0.85), hex(0xDDDDDE))
        case .disabledControlTextColor: return both(rgb(0, 0, 0, 0.25), rgb(255, 255, 255, 0.25))
        case .controlColor: return both(rgb(0, 0, 0, 0.1), rgb(255, 255, 255, 0.25))
        case .controlBackgroundColor: return both(hex(0xFFFFFF), hex(0x1E1E1E))
        case .selectedControlColor: return both(rgb(179, 215, 255), rgb(63, 99, 139))
        case .windowBackgroundColor: return both(hex(0xECECEC), hex(0x323232))
        case .separatorColor: return both(rgb(0, 0, 0, 0.1), rgb(255, 255, 255, 0.1))
        case .selectedContentBackgroundColor: return both(hex(0x0063E1), hex(0x0058D0))
        case .unemphasizedSelectedContentBackgroundColor: return both(hex(0xDCDCDC), hex(0x464646))
        case .keyboardFocusIndicatorColor: return both(rgb(0, 103, 244, 0.25), rgb(26, 169, 255, 0.3))
        case .findHighlightColor: return both(hex(0xFFFF00), hex(0xFFFF00))
        case .alternateSelectedControlTextColor: return both(hex(0xFFFFFF), hex(0xFFFFFF))
        }
    }
}
