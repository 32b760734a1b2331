/// The color spaces a color set may give its components in (`"color-space"`; docs/asset-catalogs.md, §3).
package enum AssetColorSpace: String, CaseIterable, Sendable, Hashable {
    case sRGB = "srgb"
    case displayP3 = "display-p3"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// Gray spaces take `white` and `alpha`; the others `red`, `green`, `blue` and `alpha`.
    package var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Extended-range spaces accept components below 0 and above 1.
    package var isExtended: Bool {
        switch self {
        case .extendedSRGB, .extendedLinearSRGB, .extendedGray: true
        case .sRGB, .displayP3, .grayGamma22: false
        }
    }
}
