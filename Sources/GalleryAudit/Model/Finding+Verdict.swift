extension Finding {
    /// The outcome of a check.
    public enum Verdict: String, Sendable, Hashable, Codable, CaseIterable {
        case pass
        case fail
        /// Measured but not required: WCAG exempts inactive (disabled) components from 1.4.3, 1.4.11 and
        /// 2.5.8 (reference §5 [W3]).
        case exempt
        /// The rule does not apply (e.g. no visual boundary to measure).
        case notApplicable
    }
}
