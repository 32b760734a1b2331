import Foundation

/// `distinguishability` in the configuration: when two neighbouring states count as looking alike
/// (docs/distinguishability.md). Both states are drawn at `scale` (2x); they look alike when no one-point
/// patch moves by more than ΔE₀₀ `deltaE` and fewer than `pixelFraction` of the pixels do.
public struct DistinguishabilitySettings: Sendable, Hashable {
    /// Below this share of differing pixels (0…1) a pair looks alike: 0.5 % by default.
    public var pixelFraction: Double
    /// No patch may move by more than this CIEDE2000 difference, and a pixel differs when it does: 2 by default.
    public var deltaE: Double
    /// `false` keeps only the check for identical drawings (no rasterising).
    public var rasterize: Bool
    /// Pixels per point the states are drawn at.
    public let scale: Double = 2

    public init(pixelFraction: Double = 0.005, deltaE: Double = 2, rasterize: Bool = true) {
        self.pixelFraction = pixelFraction
        self.deltaE = deltaE
        self.rasterize = rasterize
    }

    /// What a cached verdict depends on besides the two drawings: these thresholds and the rasteriser.
    func cacheToken(rasterizer: String) -> String {
        "\(rasterizer.replacingOccurrences(of: " ", with: "-"))/\(pixelFraction)/\(deltaE)/\(scale)"
    }
}
