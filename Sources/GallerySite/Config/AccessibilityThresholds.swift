/// The limits the accessibility audit judges against (defaults: WCAG 2.2 AA and Apple's HIG).
public struct AccessibilityThresholds: Sendable, Hashable {
    /// 1.4.3: normal text.
    public var textContrast: Double = 4.5
    /// 1.4.3: large text (≥ 18 pt, or ≥ 14 pt bold).
    public var largeTextContrast: Double = 3
    /// 1.4.11: boundaries and states of controls.
    public var nonTextContrast: Double = 3
    /// 2.5.8 minimum target size (points = CSS px).
    public var minimumTargetSize: Double = 24
    /// Apple HIG minimum hit target (and WCAG 2.5.5 AAA).
    public var recommendedTargetSize: Double = 44

    public init() {}

    static let members = ["textContrast", "largeTextContrast", "nonTextContrast", "minimumTargetSize", "recommendedTargetSize"]
}
