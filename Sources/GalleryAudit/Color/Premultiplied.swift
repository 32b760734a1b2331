import StyleKit

/// A premultiplied-alpha sRGB color, the form in which source-over is a plain sum
/// (W3C Compositing and Blending Level 1 §5.1: `co = cs + cb·(1 − αs)`, `αo = αs + αb·(1 − αs)`).
struct Premultiplied: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    static let clear = Premultiplied(red: 0, green: 0, blue: 0, alpha: 0)

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    init(_ color: RGBA) {
        let a = min(max(color.alpha, 0), 1)
        self.init(red: color.red * a, green: color.green * a, blue: color.blue * a, alpha: a)
    }

    /// `self` source-over `backdrop`.
    func over(_ backdrop: Premultiplied) -> Premultiplied {
        let k = 1 - alpha
        return Premultiplied(red: red + backdrop.red * k, green: green + backdrop.green * k,
                             blue: blue + backdrop.blue * k, alpha: alpha + backdrop.alpha * k)
    }

    /// Every component scaled (group or layer opacity).
    func scaled(_ factor: Double) -> Premultiplied {
        let f = min(max(factor, 0), 1)
        return Premultiplied(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f)
    }

    /// Linear interpolation (used for gradient stops, which CSS interpolates premultiplied).
    func mixed(with other: Premultiplied, _ t: Double) -> Premultiplied {
        Premultiplied(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                      blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// Back to straight alpha; fully transparent gives `.clear`.
    var straight: RGBA {
        guard alpha > 0 else { return .clear }
        return RGBA(red: red / alpha, green: green / alpha, blue: blue / alpha, alpha: alpha)
    }
}
