/// The pass marks the audit applies.
///
/// Defaults are WCAG 2.2 level AA plus Apple's recommended hit target:
/// - `textContrast` 4.5:1 and `largeTextContrast` 3:1 — SC 1.4.3 Contrast (Minimum)
///   (https://www.w3.org/TR/WCAG22/#contrast-minimum; reference §5 [W2]).
/// - `nonTextContrast` 3:1 — SC 1.4.11 Non-text Contrast (reference §5 [W3]).
/// - `minimumTargetSize` 24 — SC 2.5.8 Target Size (Minimum), 24 × 24 CSS px (reference §5 [W4]);
///   one iOS point is taken as one CSS px.
/// - `recommendedTargetSize` 44 — Apple HIG, "at least 44x44 pt" hit targets (reference [K9]).
public struct AuditThresholds: Sendable, Hashable, Codable {
    public var textContrast: Double
    public var largeTextContrast: Double
    public var nonTextContrast: Double
    public var minimumTargetSize: Double
    public var recommendedTargetSize: Double

    public init(textContrast: Double = 4.5, largeTextContrast: Double = 3, nonTextContrast: Double = 3,
                minimumTargetSize: Double = 24, recommendedTargetSize: Double = 44) {
        self.textContrast = textContrast
        self.largeTextContrast = largeTextContrast
        self.nonTextContrast = nonTextContrast
        self.minimumTargetSize = minimumTargetSize
        self.recommendedTargetSize = recommendedTargetSize
    }

    /// WCAG 2.2 AA with the HIG's 44 pt recommendation.
    public static let standard = AuditThresholds()
}
