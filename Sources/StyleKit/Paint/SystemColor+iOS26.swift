/// The iOS 26 palette: what the June 2025 HIG color update changed. Values: the HIG "Specifications" table
/// (Apple publishes it as swatch images; the text copies, their agreement and their disagreements are in
/// docs/system-colors.md). Colors not listed here kept their iOS 18 values.
extension SystemColor {
    package var ios26Values: SystemColorValues? {
        func rgb(_ r: Double, _ g: Double, _ b: Double) -> RGBA { RGBA(red: r / 255, green: g / 255, blue: b / 255) }
        func four(_ a: RGBA, _ b: RGBA, _ c: RGBA, _ d: RGBA) -> SystemColorValues { SystemColorValues(a, b, c, d) }
        switch self {
        //                  light                 dark                  IC light              IC dark
        case .red: return four(rgb(255, 56, 60), rgb(255, 66, 69), rgb(233, 21, 45), rgb(255, 97, 101))
        case .orange: return four(rgb(255, 141, 40), rgb(255, 146, 48), rgb(197, 83, 0), rgb(255, 160, 86))
        case .yellow: return four(rgb(255, 204, 0), rgb(255, 214, 0), rgb(161, 106, 0), rgb(254, 223, 67))
        case .green: return four(rgb(52, 199, 89), rgb(48, 209, 88), rgb(0, 137, 50), rgb(74, 217, 104))
        case .mint: return four(rgb(0, 200, 179), rgb(0, 218, 195), rgb(0, 133, 117), rgb(84, 223, 203))
        case .teal: return four(rgb(0, 195, 208), rgb(0, 210, 224), rgb(0, 129, 152), rgb(59, 221, 236))
        case .cyan: return four(rgb(0, 192, 232), rgb(60, 211, 254), rgb(0, 126, 174), rgb(109, 217, 255))
        case .blue: return four(rgb(0, 136, 255), rgb(0, 145, 255), rgb(30, 110, 244), rgb(92, 184, 255))
        case .indigo: return four(rgb(97, 85, 245), rgb(109, 124, 255), rgb(86, 74, 222), rgb(167, 170, 255))
        case .purple: return four(rgb(203, 48, 224), rgb(219, 52, 242), rgb(176, 47, 194), rgb(234, 141, 255))
        case .pink: return four(rgb(255, 45, 85), rgb(255, 55, 95), rgb(231, 18, 77), rgb(255, 138, 196))
        case .brown: return four(rgb(172, 127, 94), rgb(183, 138, 102), rgb(149, 109, 81), rgb(219, 166, 121))
        // The link color follows the new blue (one text copy; no Increase Contrast value found, as for iOS 18).
        case .link: return .both(rgb(0, 136, 255), rgb(0, 145, 255))
        // Grays, labels, fills, backgrounds and separators: the iOS 26 tables repeat the iOS 18 values.
        default: return nil
        }
    }
}
