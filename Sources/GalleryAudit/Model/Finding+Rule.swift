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
        /// VoiceOver: the activation point must land where a tap or press is handled.
        case activationPoint
        /// WCAG 2.2 SC 4.1.2 Name, Role, Value: a control needs a non-empty accessible name.
        case accessibleName
        /// StyleGallery's own check, not an accessibility criterion: every `Image(systemName:)` names a symbol
        /// the render can draw (a placeholder is drawn otherwise).
        case missingSymbol
        /// StyleGallery's own check: every character of a text has a glyph in the font chain (a box is drawn
        /// otherwise).
        case missingGlyphs
        /// Apple HIG, Supporting Dynamic Type: a text shown with "…" because it had no room (a line limit,
        /// a width or a height too small at the Dynamic Type size in effect).
        case textTruncated
        /// StyleGallery's own check: a text's glyphs are drawn whole, not cut by a clip (`.clipped()`,
        /// `.clipShape`, a mask) or the edge of the canvas.
        case textClipped
        /// StyleGallery's own check: the glyphs of two texts do not cover each other.
        case textOverlaps

        /// The standard the rule belongs to. Only WCAG criteria count as WCAG failures.
        public var standard: Standard {
            switch self {
            case .textContrast: .wcag(criterion: "1.4.3", title: "Contrast (Minimum)", slug: "contrast-minimum")
            case .nonTextContrast: .wcag(criterion: "1.4.11", title: "Non-text Contrast", slug: "non-text-contrast")
            case .targetSize: .wcag(criterion: "2.5.8", title: "Target Size (Minimum)", slug: "target-size-minimum")
            case .accessibleName: .wcag(criterion: "4.1.2", title: "Name, Role, Value", slug: "name-role-value")
            case .recommendedTargetSize: .appleHIG(title: "hit targets ≥ 44×44 pt", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls")
            case .activationPoint: .voiceOver(title: "activation point inside the control", url: "https://developer.apple.com/documentation/swiftui/view/accessibilityactivationpoint(_:)")
            case .missingSymbol: .styleGallery(title: "named symbols exist")
            case .missingGlyphs: .styleGallery(title: "every character has a glyph")
            case .textTruncated: .appleHIG(title: "text adapts to every Dynamic Type size without truncation",
                                           url: "https://developer.apple.com/design/human-interface-guidelines/typography#Supporting-Dynamic-Type")
            case .textClipped: .styleGallery(title: "text is drawn whole, not clipped")
            case .textOverlaps: .styleGallery(title: "texts do not overlap")
            }
        }

        /// The guideline the rule comes from, for people: "WCAG 2.2 SC 1.4.3 Contrast (Minimum)".
        public var reference: String { Self.texts[self]!.reference }

        /// The standard's page (``Standard/url``); nil for StyleGallery's own checks.
        public var url: String? { Self.texts[self]!.url }

        /// Each rule's reference and page, written once: cards, the manifest and the audit summary ask for them of
        /// every finding, and interpolating them was most of what a finding's manifest entry cost.
        private static let texts: [Rule: (reference: String, url: String?)] =
            Dictionary(uniqueKeysWithValues: allCases.map { ($0, ($0.standard.reference, $0.standard.url)) })
    }

    /// Where a rule comes from: a WCAG 2.2 success criterion, Apple's Human Interface Guidelines, VoiceOver's
    /// behaviour on iOS, or StyleGallery itself.
    public enum Standard: Sendable, Hashable {
        case wcag(criterion: String, title: String, slug: String)
        case appleHIG(title: String, url: String)
        case voiceOver(title: String, url: String)
        case styleGallery(title: String)

        /// True for WCAG success criteria: only these make a "WCAG failure".
        public var isWCAG: Bool { if case .wcag = self { true } else { false } }

        /// `"wcag"`, `"apple-hig"`, `"voiceover"` or `"stylegallery"` (for the manifest and CSS).
        public var id: String {
            switch self {
            case .wcag: "wcag"
            case .appleHIG: "apple-hig"
            case .voiceOver: "voiceover"
            case .styleGallery: "stylegallery"
            }
        }

        public var reference: String {
            switch self {
            case .wcag(let criterion, let title, _): "WCAG 2.2 SC \(criterion) \(title)"
            case .appleHIG(let title, _): "Apple HIG: \(title)"
            case .voiceOver(let title, _): "VoiceOver: \(title)"
            case .styleGallery(let title): "StyleGallery: \(title)"
            }
        }

        /// The criterion's Understanding document, or the guideline's page; nil for StyleGallery's own checks.
        public var url: String? {
            switch self {
            case .wcag(_, _, let slug): "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html"
            case .appleHIG(_, let url), .voiceOver(_, let url): url
            case .styleGallery: nil
            }
        }
    }
}

extension Finding {
    /// A failure of a WCAG criterion (not of an Apple guideline, VoiceOver behaviour or StyleGallery's checks).
    public var isWCAGFailure: Bool { verdict == .fail && rule.standard.isWCAG }
}

extension AuditReport {
    /// The failures of WCAG criteria only.
    public var wcagFailures: [Finding] { failures.filter(\.isWCAGFailure) }
}
