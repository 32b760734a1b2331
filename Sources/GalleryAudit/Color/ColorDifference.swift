import Foundation
import StyleKit

/// How different two colours look: CIEDE2000 (ΔE₀₀) on CIELAB, as CIE 142-2001 defines it and as
/// G. Sharma, W. Wu and E. N. Dalal write it out step by step in "The CIEDE2000 Color-Difference Formula:
/// Implementation Notes, Supplementary Test Data, and Mathematical Observations", Color Research &
/// Application 30(1), 2005, steps 1–3, with k_L = k_C = k_H = 1 (docs/distinguishability.md).
/// sRGB goes to CIELAB through IEC 61966-2-1's transfer function and matrix and the D65 white.
public enum ColorDifference {
    /// A CIELAB colour (L* 0…100).
    public struct Lab: Sendable, Hashable {
        public var l: Double
        public var a: Double
        public var b: Double
        public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }
    }

    /// ΔE₀₀ between two CIELAB colours (Sharma et al. 2005, steps 1–3; hues in degrees).
    public static func ciede2000(_ x: Lab, _ y: Lab) -> Double {
        let c1 = (x.a * x.a + x.b * x.b).squareRoot(), c2 = (y.a * y.a + y.b * y.b).squareRoot()
        let cMean = (c1 + c2) / 2
        let cMean7 = pow(cMean, 7)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * x.a, a2 = (1 + g) * y.a
        let c1p = (a1 * a1 + x.b * x.b).squareRoot(), c2p = (a2 * a2 + y.b * y.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(x.b, a1), h2 = hue(y.b, a2)
        let dL = y.l - x.l
        let dC = c2p - c1p
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (c1p * c2p).squareRoot() * sin(dh / 2 * .pi / 180)
        let lMean = (x.l + y.l) / 2
        let cpMean = (c1p + c2p) / 2
        var hMean = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 { hMean /= 2 } else if h1 + h2 < 360 { hMean = (h1 + h2 + 360) / 2 } else { hMean = (h1 + h2 - 360) / 2 }
        }
        func cosd(_ d: Double) -> Double { cos(d * .pi / 180) }
        let t = 1 - 0.17 * cosd(hMean - 30) + 0.24 * cosd(2 * hMean) + 0.32 * cosd(3 * hMean + 6) - 0.20 * cosd(4 * hMean - 63)
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cpMean7 = pow(cpMean, 7)
        let rc = 2 * (cpMean7 / (cpMean7 + pow(25, 7))).squareRoot()
        let l50 = (lMean - 50) * (lMean - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sc = 1 + 0.045 * cpMean
        let sh = 1 + 0.015 * cpMean * t
        let rt = -sin(2 * dTheta * .pi / 180) * rc
        let (lTerm, cTerm, hTerm) = (dL / sl, dC / sc, dH / sh)
        return (lTerm * lTerm + cTerm * cTerm + hTerm * hTerm + rt * cTerm * hTerm).squareRoot()
    }

    /// The CIELAB colour of an 8-bit sRGB colour (IEC 61966-2-1 transfer and matrix; CIE 15:2004 for
    /// L*a*b*). The D65 white is the matrix's own (its rows' sums, X 0.9505, Y 1, Z 1.089), so that sRGB
    /// white is exactly L* 100, a* = b* = 0.
    public static func lab(red: UInt8, green: UInt8, blue: UInt8) -> Lab {
        lab(linearRed: decoded(red), green: decoded(green), blue: decoded(blue))
    }

    /// The CIELAB colour of a linear-light sRGB colour (components 0…1).
    public static func lab(linearRed r: Double, green g: Double, blue b: Double) -> Lab {
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.0890
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let (fx, fy, fz) = (f(x), f(y), f(z))
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// An 8-bit sRGB component in linear light (IEC 61966-2-1 decoding), from a table.
    public static func decoded(_ value: UInt8) -> Double { decodingTable[Int(value)] }

    /// The CIELAB colour of a `0x??RRGGBB` pixel.
    public static func lab(pixel: UInt32) -> Lab {
        lab(red: UInt8(truncatingIfNeeded: pixel >> 16), green: UInt8(truncatingIfNeeded: pixel >> 8), blue: UInt8(truncatingIfNeeded: pixel))
    }

    /// IEC 61966-2-1's sRGB decoding of a component (0…1) into linear light; WCAG's relative luminance uses
    /// the same transfer function.
    static func linear(_ c: Double) -> Double {
        // A component that is exactly an 8-bit value (k / 255, as colours parsed from hex and sampled fills
        // nearly always are) from the table, which holds the same formula's result for that very value; the
        // audit decodes tens of thousands of components a build, and `pow` was 2 % of a cold build.
        guard c >= 0, c <= 1 else { return decode(c) }
        let k = (c * 255).nearestInt64()
        return Double(k) / 255 == c ? decodingTable[Int(k)] : decode(c)
    }

    /// The transfer function itself.
    private static func decode(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// ``linear(_:)`` of every 8-bit value.
    private static let decodingTable: [Double] = (0...255).map { decode(Double($0) / 255) }
}
