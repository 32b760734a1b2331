import Foundation

/// Conversions from the color sets' spaces to sRGB, the only space SVG 1.1 draws in. Every transfer function is
/// extended to negative values by reflection, `f(x) = sign(x)·f(|x|)`, as Apple's extended spaces define it.
/// Facts and derivations: docs/asset-catalogs.md, §5.
enum ColorConversion {
    /// Linear Display P3 → linear sRGB (both D65), derived from the two sets of primaries
    /// (docs/asset-catalogs.md, §5.2). Rows: red, green, blue.
    static let displayP3ToSRGB: [[Double]] = [
        [1.2249401763, -0.2249401763, 0],
        [-0.0420569547, 1.0420569547, 0],
        [-0.0196375546, -0.0786360456, 1.0982736002],
    ]

    /// sRGB-encoded → linear (IEC 61966-2-1).
    static func sRGBDecode(_ value: Double) -> Double {
        reflect(value) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    /// Linear → sRGB-encoded (IEC 61966-2-1).
    static func sRGBEncode(_ value: Double) -> Double {
        reflect(value) { $0 <= 0.0031308 ? 12.92 * $0 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
    }

    /// Gray Gamma 2.2-encoded → linear.
    static func gamma22Decode(_ value: Double) -> Double { reflect(value) { pow($0, 2.2) } }

    /// The sRGB-encoded red, green and blue of `components` given in `space`, not yet clamped.
    static func sRGB(_ components: ColorComponents, in space: AssetColorSpace) -> (red: Double, green: Double, blue: Double) {
        switch space {
        case .sRGB, .extendedSRGB:
            return (components.red, components.green, components.blue)
        case .extendedLinearSRGB:
            return (sRGBEncode(components.red), sRGBEncode(components.green), sRGBEncode(components.blue))
        case .displayP3:
            let linear = [components.red, components.green, components.blue].map(sRGBDecode)
            let m = displayP3ToSRGB
            let converted = m.map { row in row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2] }
            return (sRGBEncode(converted[0]), sRGBEncode(converted[1]), sRGBEncode(converted[2]))
        case .grayGamma22, .extendedGray:
            let value = sRGBEncode(gamma22Decode(components.red))
            return (value, value, value)
        }
    }

    private static func reflect(_ value: Double, _ f: (Double) -> Double) -> Double {
        value < 0 ? -f(-value) : f(value)
    }
}
