import StyleKit

/// Components as written in the color set, already scaled to 0…1 (`"128"` and `"0x80"` become 128/255).
/// Gray colors carry their `white` value in all of red, green and blue.
package struct ColorComponents: Sendable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }
}

/// One color of a color set: what the file says (space and components, kept for the manifest) and the sRGB
/// color the gallery draws.
package struct AssetColorValue: Sendable, Hashable {
    package var colorSpace: AssetColorSpace
    /// The components in ``colorSpace``, scaled to 0…1.
    package var components: ColorComponents
    /// The components exactly as the file writes them, by key (`"red": "0xFB"`, `"alpha": "1.000"`, `"white": "0.5"`).
    package var writtenComponents: [String: String]
    /// The color in sRGB, each channel clamped to 0…1.
    package var sRGB: RGBA
    /// The sRGB channels before clamping (Display P3 red is about 1.093, -0.227, -0.150).
    package var unclampedSRGB: (red: Double, green: Double, blue: Double)
    /// True when a channel fell outside 0…1 in sRGB and was clamped: the color cannot be shown exactly.
    package var isOutOfGamut: Bool

    /// Converts `components` in `colorSpace` to sRGB (docs/asset-catalogs.md, §5).
    package init(colorSpace: AssetColorSpace, components: ColorComponents, writtenComponents: [String: String] = [:]) {
        self.colorSpace = colorSpace
        self.components = components
        self.writtenComponents = writtenComponents
        let converted = ColorConversion.sRGB(components, in: colorSpace)
        unclampedSRGB = converted
        // Rounding in the conversion must not count as leaving the gamut (P3 gray converts to 0.5 ± 1e-16).
        let tolerance = 1e-9
        let channels = [converted.red, converted.green, converted.blue]
        isOutOfGamut = channels.contains { $0 < -tolerance || $0 > 1 + tolerance }
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        sRGB = RGBA(red: clamp(converted.red), green: clamp(converted.green), blue: clamp(converted.blue), alpha: clamp(components.alpha))
    }

    package static func == (a: AssetColorValue, b: AssetColorValue) -> Bool {
        a.colorSpace == b.colorSpace && a.components == b.components && a.writtenComponents == b.writtenComponents
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
        hasher.combine(writtenComponents)
    }
}
