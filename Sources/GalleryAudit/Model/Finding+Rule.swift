extension Finding {
    /// The rule a finding checks.
    public enum Rule: String, Sendable, Hashable, Codable, CaseIterable {
        /// WCAG 2.2 SC 1.4.3 Contrast (Minimum).
        case textContrast
        /// WCAG 2.2 SC 1.4.11 Non-text Contrast.
        case nonTextContrast
        /// WCAG 2.2 SC 2.5.8 Target Size (Minimum).
        case targetSize
        /// Apple HIG: hit targets of at least 44 × 44 pt.
        case recommendedTargetSize
        /// The activation point must land where a tap or press is handled.
        case activationPoint
        /// WCAG 2.2 SC 4.1.2 Name, Role, Value: a control needs a non-empty accessible name.
        case accessibleName
        /// StyleGallery's own check, not an accessibility criterion: every `Image(systemName:)` names a symbol
        /// the render can draw (a placeholder is drawn otherwise).
        case missingSymbol
        /// StyleGallery's own check: every character of a text has a glyph in the font chain (a box is drawn
        /// otherwise).
        case missingGlyphs

        /// The guideline the rule comes from.
        public var reference: String {
            switch self {
            case .textContrast: return "WCAG 2.2 SC 1.4.3 Contrast (Minimum)"
            case .nonTextContrast: return "WCAG 2.2 SC 1.4.11 Non-text Contrast"
            case .targetSize: return "WCAG 2.2 SC 2.5.8 Target Size (Minimum)"
            case .recommendedTargetSize: return "Apple HIG: hit targets ≥ 44×44 pt"
            case .activationPoint: return "SwiftUI accessibilityActivationPoint"
            case .accessibleName: return "WCAG 2.2 SC 4.1.2 Name, Role, Value"
            case .missingSymbol: return "StyleGallery: named symbols exist"
            case .missingGlyphs: return "StyleGallery: every character has a glyph"
            }
        }
    }
}
