/// The system colors of one OS release. Every `Color.blue`, `UIColor.systemBlue`, `NSColor.systemBlue`,
/// `Color(.label)` … resolves through the palette of its environment (`\.palette`), so one build can show
/// a design system as iOS 18 and as iOS 26 draw it. Values and sources: docs/system-colors.md.
public enum Palette: String, CaseIterable, Hashable, Sendable {
    /// iOS 17 and 18 (and iOS 15–16, which share these values), macOS 14–15 for macOS variants.
    case ios18
    /// iOS 26 (the June 2025 HIG color update), macOS 26 for macOS variants.
    case ios26

    /// The palette used where neither the configuration nor a theme chooses one. iOS 18 until every
    /// iOS 26 value has a source (docs/system-colors.md lists what is missing).
    public static let `default`: Palette = .ios18

    /// The palettes' names, for messages (`ios18, ios26`).
    public static var names: [String] { allCases.map(\.rawValue) }
}

private struct PaletteKey: EnvironmentKey { static let defaultValue = Palette.default }

extension EnvironmentValues {
    /// The OS release whose system colors this environment draws (`.environment(\.palette, .ios26)`).
    public var palette: Palette {
        get { self[PaletteKey.self] }
        set { self[PaletteKey.self] = newValue }
    }
}

/// A system color's four appearances.
package struct SystemColorValues: Hashable, Sendable {
    package var light: RGBA
    package var dark: RGBA
    package var contrastLight: RGBA
    package var contrastDark: RGBA

    package init(_ light: RGBA, _ dark: RGBA, _ contrastLight: RGBA, _ contrastDark: RGBA) {
        self.light = light; self.dark = dark; self.contrastLight = contrastLight; self.contrastDark = contrastDark
    }

    /// The same value with and without Increase Contrast.
    package static func both(_ light: RGBA, _ dark: RGBA) -> SystemColorValues { SystemColorValues(light, dark, light, dark) }

    package func value(for scheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBA {
        switch (scheme, contrast) {
        case (.light, .standard): return light
        case (.dark, .standard): return dark
        case (.light, .increased): return contrastLight
        case (.dark, .increased): return contrastDark
        }
    }
}
