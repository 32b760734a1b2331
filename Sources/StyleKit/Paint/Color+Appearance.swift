/// Four concrete sRGB values of one color, one per color scheme and contrast — what an asset catalog's named
/// color (or any other scheme-dependent color from outside StyleKit) resolves to.
package struct AppearanceColorValues: Hashable, Sendable {
    /// Light appearance, standard contrast.
    package var any: RGBA
    /// Dark appearance, standard contrast.
    package var dark: RGBA
    /// Light appearance, Increase Contrast.
    package var high: RGBA
    /// Dark appearance, Increase Contrast.
    package var darkHigh: RGBA
    /// What `Color.description` shows (an asset name), or `nil` for the four values.
    package var name: String?

    package init(any: RGBA, dark: RGBA, high: RGBA, darkHigh: RGBA, name: String? = nil) {
        self.any = any
        self.dark = dark
        self.high = high
        self.darkHigh = darkHigh
        self.name = name
    }

    func resolve(in environment: EnvironmentValues) -> RGBA {
        environment.appearanceChoice(any: any, dark: dark, high: high, darkHigh: darkHigh)
    }

    var description: String { name ?? "appearance(\(any) \(dark) \(high) \(darkHigh))" }
}

extension Color {
    /// A color that adapts to color scheme and contrast like a system color, with the given four values.
    package init(appearance values: AppearanceColorValues) { self.init(storage: .appearance(values)) }
}

extension EnvironmentValues {
    /// The one of four per-appearance values (an asset's colour, image, …) for this colour scheme and contrast.
    package func appearanceChoice<Value>(any: Value, dark: Value, high: Value, darkHigh: Value) -> Value {
        switch (colorScheme, colorSchemeContrast) {
        case (.light, .standard): any
        case (.dark, .standard): dark
        case (.light, .increased): high
        case (.dark, .increased): darkHigh
        }
    }
}
