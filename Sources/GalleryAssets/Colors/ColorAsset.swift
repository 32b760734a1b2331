import StyleKit

/// One filled slot of a color set: the idiom and appearance it is for, and its color.
package struct ColorSlot: Sendable, Hashable {
    package enum Content: Sendable, Hashable {
        /// Components in a color space.
        case value(AssetColorValue)
        /// A system color by name.
        case system(SystemColorReference)
    }

    package var idiom: Idiom
    package var appearance: Appearance
    /// `"display-gamut"` when the slot is for one gamut only (`sRGB` or `display-P3`).
    package var displayGamut: String?
    package var content: Content

    package init(idiom: Idiom = .universal, appearance: Appearance = .any, displayGamut: String? = nil, content: Content) {
        self.idiom = idiom
        self.appearance = appearance
        self.displayGamut = displayGamut
        self.content = content
    }

    /// The slot's sRGB value in a render with `colorScheme` and (or not) Increase Contrast. Components do not
    /// depend on the render; a system color does.
    package func rgba(colorScheme: ColorScheme, highContrast: Bool) -> RGBA {
        switch content {
        case .value(let value): value.sRGB
        case .system(let reference): reference.rgba(colorScheme: colorScheme, highContrast: highContrast)
        }
    }
}

/// A named color from a `.colorset`: its filled slots by idiom and appearance, resolved the way Xcode does.
package struct ColorAsset: Sendable, Hashable {
    /// The name code asks for (`Color("Brand/primary")`), with namespace folders.
    package var name: String
    /// The `.colorset` folder.
    package var folder: String
    /// Filled slots in file order; at least one.
    package var slots: [ColorSlot]
    /// Slots the file lists without a `color` (Xcode writes these for appearances left empty); they inherit.
    package var emptySlots: [Appearance]

    package init(name: String, folder: String, slots: [ColorSlot], emptySlots: [Appearance] = []) {
        self.name = name
        self.folder = folder
        self.slots = slots
        self.emptySlots = emptySlots
    }

    /// The slot used in a render with `colorScheme` and (or not) Increase Contrast on `idiom`: the first filled
    /// slot in ``Appearance/fallback(colorScheme:highContrast:)`` (each tried for `idiom`, then `universal`),
    /// else the first in ``Appearance/lastResort``, else the first slot.
    package func slot(colorScheme: ColorScheme, highContrast: Bool, idiom: Idiom = .universal) -> ColorSlot {
        let order = Appearance.fallback(colorScheme: colorScheme, highContrast: highContrast)
        for appearance in order {
            for candidate in idiom.lookupOrder {
                if let found = slots.first(where: { $0.appearance == appearance && $0.idiom == candidate }) { return found }
            }
        }
        for appearance in Appearance.lastResort {
            if let found = slots.first(where: { $0.appearance == appearance }) { return found }
        }
        return slots[0]
    }

    /// The sRGB value in a render with `colorScheme` and (or not) Increase Contrast.
    package func rgba(colorScheme: ColorScheme, highContrast: Bool, idiom: Idiom = .universal) -> RGBA {
        slot(colorScheme: colorScheme, highContrast: highContrast, idiom: idiom).rgba(colorScheme: colorScheme, highContrast: highContrast)
    }

    /// The four values the asset shows per color scheme and contrast (Xcode's fallbacks applied).
    package func appearanceValues(idiom: Idiom = .universal) -> AppearanceColorValues {
        AppearanceColorValues(
            any: rgba(colorScheme: .light, highContrast: false, idiom: idiom),
            dark: rgba(colorScheme: .dark, highContrast: false, idiom: idiom),
            high: rgba(colorScheme: .light, highContrast: true, idiom: idiom),
            darkHigh: rgba(colorScheme: .dark, highContrast: true, idiom: idiom),
            name: name)
    }

    /// A StyleKit color that shows this asset's value for the color scheme and contrast it is resolved in.
    package func color(idiom: Idiom = .universal) -> Color { Color(appearance: appearanceValues(idiom: idiom)) }

    /// True when a slot's components lie outside sRGB and were clamped.
    package var hasOutOfGamutSlot: Bool {
        slots.contains { if case .value(let v) = $0.content { v.isOutOfGamut } else { false } }
    }
}
