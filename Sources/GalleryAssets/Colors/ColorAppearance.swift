import StyleKit

/// The `luminosity` appearance of a slot: none given (`any`), `light` or `dark`.
package enum Luminosity: String, CaseIterable, Sendable, Hashable { case any, light, dark }

/// The `contrast` appearance of a slot: none given (`normal`) or `high`.
package enum Contrast: String, CaseIterable, Sendable, Hashable { case normal, high }

/// The appearance a color or image slot is for: one of the six combinations Xcode offers.
package struct Appearance: Sendable, Hashable, CustomStringConvertible {
    package var luminosity: Luminosity
    package var contrast: Contrast

    package init(_ luminosity: Luminosity = .any, _ contrast: Contrast = .normal) {
        self.luminosity = luminosity
        self.contrast = contrast
    }

    package static let any = Appearance()

    /// `any`, `dark`, `high contrast`, `dark + high contrast`, …
    package var description: String {
        switch (luminosity, contrast) {
        case (.any, .normal): "any"
        case (let l, .normal): l.rawValue
        case (.any, .high): "high contrast"
        case (let l, .high): "\(l.rawValue) + high contrast"
        }
    }

    /// The slots tried, in order, for a render in `colorScheme` with or without Increase Contrast. Luminosity
    /// matters more than contrast (a dark high-contrast render takes the dark color before the light
    /// high-contrast one), and a slot that is not filled is skipped, so an empty `dark` slot inherits `any`
    /// (docs/asset-catalogs.md, §4).
    package static func fallback(colorScheme: ColorScheme, highContrast: Bool) -> [Appearance] {
        let scheme: Luminosity = colorScheme == .dark ? .dark : .light
        return highContrast
            ? [Appearance(scheme, .high), Appearance(scheme), Appearance(.any, .high), .any]
            : [Appearance(scheme), .any]
    }

    /// The order in which the slots are taken when none in ``fallback(colorScheme:highContrast:)`` is filled
    /// (a set with only a dark color shows it in light too).
    package static let lastResort: [Appearance] = [
        .any, Appearance(.light), Appearance(.dark), Appearance(.any, .high), Appearance(.light, .high),
        Appearance(.dark, .high),
    ]
}
